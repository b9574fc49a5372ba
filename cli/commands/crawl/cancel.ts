import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';

/** `pluck crawl cancel ID`. */
export default class CrawlCancel extends ApiCommand {
  static override summary = 'Cancel a running crawl.';
  static override description = 'DELETE /v1/crawls/{id}: pages being read finish, nothing more is read; exit 1 when it had already ended.';
  static override examples = ['<%= config.bin %> crawl cancel crw_8f2c1e'];
  static override args = { id: Args.string({ description: 'Crawl id (crw_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(CrawlCancel);
    const c = await this.client.cancelCrawl(args.id);
    this.emit(c, () => `Crawl ${c.id} is ${c.status}: ${c.counts.completed} pages read, ${c.counts.cancelled} not.`);
  }
}
