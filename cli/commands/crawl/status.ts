import { Args, Flags } from '@oclif/core';
import { CRAWL_PAGE_STATUSES } from '../../../server/contract/values';
import { ApiCommand } from '../../base-command';
import { summary, table, when } from '../../output';
import { pageFlags } from '../../page-flags';

/** `pluck crawl status ID`. */
export default class CrawlStatus extends ApiCommand {
  static override summary = "A crawl's progress and its pages.";
  static override description = 'GET /v1/crawls/{id}: status, counts, and a page of its pages in the order found (--cursor for the next).';
  static override examples = ['<%= config.bin %> crawl status crw_8f2c1e', '<%= config.bin %> crawl status crw_8f2c1e --status failed'];
  static override args = { id: Args.string({ description: 'Crawl id (crw_…).', required: true, ignoreStdin: true }) };
  static override flags = {
    status: Flags.string({ description: 'Only pages with this status.', options: [...CRAWL_PAGE_STATUSES] }),
    ...pageFlags('Pages'),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(CrawlStatus);
    const c = await this.client.crawlStatus(args.id, {
      ...(flags.status ? { status: flags.status as (typeof CRAWL_PAGE_STATUSES)[number] } : {}),
      ...(flags.limit ? { limit: flags.limit } : {}),
      ...(flags.cursor ? { cursor: flags.cursor } : {}),
    });
    this.emit(c, () =>
      [
        summary([
          ['crawl', c.id],
          ['url', c.url],
          ['status', c.status],
          [
            'pages',
            `${c.counts.total} (completed ${c.counts.completed}, queued ${c.counts.queued}, failed ${c.counts.failed}, skipped ${c.counts.skipped}, cancelled ${c.counts.cancelled})`,
          ],
          ['started', when(c.created_at)],
          ['error', c.error ?? undefined],
        ]),
        '',
        table(c.pages, [
          { header: 'Status', value: (p) => p.status },
          { header: 'Code', value: (p) => p.status_code ?? '' },
          { header: 'Depth', value: (p) => p.depth },
          { header: 'URL', value: (p) => p.url },
          { header: 'Error', value: (p) => p.error ?? '' },
        ]),
        ...(c.next_cursor ? ['', `More: --cursor ${c.next_cursor}`] : []),
      ].join('\n'),
    );
  }
}
