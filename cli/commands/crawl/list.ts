import { ApiCommand } from '../../base-command';
import { table, when } from '../../output';
import { pageFlags } from '../../page-flags';

/** `pluck crawl list`. */
export default class CrawlList extends ApiCommand {
  static override summary = 'List crawls, newest first.';
  static override description = 'GET /v1/crawls for the key’s tenant, with page counts.';
  static override examples = ['<%= config.bin %> crawl list', '<%= config.bin %> crawl list --json | jq -r ".items[].id"'];
  static override flags = {
    ...pageFlags('Crawls'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(CrawlList);
    const list = await this.client.crawls({ ...(flags.limit ? { limit: flags.limit } : {}), ...(flags.cursor ? { cursor: flags.cursor } : {}) });
    this.emitPage(list, 'crawls', () =>
      table(list.items, [
        { header: 'Crawl', value: (c) => c.id },
        { header: 'Status', value: (c) => c.status },
        { header: 'Pages', value: (c) => `${c.counts.completed}/${c.counts.total}` },
        { header: 'Started', value: (c) => when(c.created_at) },
        { header: 'URL', value: (c) => c.url },
      ]),
    );
  }
}
