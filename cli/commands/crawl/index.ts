import { Flags } from '@oclif/core';
import type { CrawlRequest } from '../../../server/contract/crawl';
import { MAX_CRAWL_DEPTH, MAX_CRAWL_PAGES, SCRAPE_FORMATS, SITEMAP_USES } from '../../../server/contract/values';
import { ApiCommand } from '../../base-command';
import { crawlPages, writePageFiles } from '../../crawl-output';
import { EXIT } from '../../exit-codes';
import { pageArg, pageUrl, pageUrlFlag } from '../../page-url';
import { createProgress } from '../../progress';

const FORMATS = SCRAPE_FORMATS.filter((f) => f !== 'screenshot');
const POLL_MS = 500;

/** `pluck crawl URL`. */
export default class Crawl extends ApiCommand {
  static override summary = 'Crawl a site: every page in scope as markdown (or other formats, or extracted data).';
  static override description =
    'POST /v1/crawl. Prints the crawl id; with --follow, shows progress on stderr until the crawl ends, then writes every ' +
    'page as a JSON line on stdout, or one file per page with --out DIR (the markdown, when markdown was asked for). ' +
    'Exit 1 when the crawl failed or was cancelled.';
  static override examples = [
    '<%= config.bin %> crawl https://docs.example --limit 200 --follow > pages.jsonl',
    '<%= config.bin %> crawl https://docs.example --follow --out ./docs-md',
    '<%= config.bin %> crawl https://shop.example --prompt "product name and price" --include "^/products/" --follow',
  ];
  static override args = { url: pageArg('Start URL of the site') };
  static override flags = {
    url: pageUrlFlag,
    limit: Flags.integer({ description: `Pages to take at most, the start page included [default: 100].`, min: 1, max: MAX_CRAWL_PAGES }),
    'max-depth': Flags.integer({ description: 'Links to follow from the start page at most [default: 10].', min: 0, max: MAX_CRAWL_DEPTH }),
    include: Flags.string({ description: 'Only URLs whose path matches this regular expression (repeatable).', multiple: true }),
    exclude: Flags.string({ description: 'Leave out URLs whose path matches this regular expression (repeatable).', multiple: true }),
    subdomains: Flags.boolean({ description: "Follow links to subdomains of the start URL's host." }),
    external: Flags.boolean({ description: 'Follow links to other sites.' }),
    sitemap: Flags.string({
      description: 'Use the sitemaps and links (include), the links only (skip) or the sitemaps only (only).',
      options: [...SITEMAP_USES],
    }),
    'ignore-robots': Flags.boolean({ description: 'Do not obey robots.txt (only for sites you are allowed to crawl so).' }),
    format: Flags.string({ char: 'f', description: 'What to keep of each page (repeatable) [default: markdown].', options: FORMATS, multiple: true }),
    prompt: Flags.string({ description: 'Extract this from each page instead of scraping it.' }),
    'webhook-url': Flags.string({ description: 'Receives crawl.started, crawl.page, crawl.completed and crawl.failed.' }),
    follow: Flags.boolean({ description: 'Wait for the crawl, showing progress on stderr, then write its pages.' }),
    out: Flags.string({ description: 'With --follow: write one file per page into this folder instead of JSON lines on stdout.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Crawl);
    const req: CrawlRequest = {
      url: pageUrl(args.url, flags.url),
      ...(flags.limit !== undefined ? { limit: flags.limit } : {}),
      ...(flags['max-depth'] !== undefined ? { max_depth: flags['max-depth'] } : {}),
      ...(flags.include ? { include_paths: flags.include } : {}),
      ...(flags.exclude ? { exclude_paths: flags.exclude } : {}),
      ...(flags.subdomains ? { allow_subdomains: true } : {}),
      ...(flags.external ? { allow_external: true } : {}),
      ...(flags.sitemap ? { sitemap: flags.sitemap as (typeof SITEMAP_USES)[number] } : {}),
      ...(flags['ignore-robots'] ? { respect_robots: false } : {}),
      ...(flags.format ? { formats: [...new Set(flags.format)] as CrawlRequest['formats'] } : {}),
      ...(flags.prompt ? { prompt: flags.prompt } : {}),
      ...(flags['webhook-url'] ? { webhook_url: flags['webhook-url'] } : {}),
    };
    if (flags.out && !flags.follow) this.error('--out needs --follow: the pages are written once the crawl ends', { exit: EXIT.usage });
    const accepted = await this.client.crawl(req);
    if (!flags.follow) {
      this.emit(accepted, () => `Crawl ${accepted.id} started.\nFollow it: pluck crawl status ${accepted.id}`);
      return;
    }
    if (accepted.webhook_secret) this.note(`Webhook secret (shown once): ${accepted.webhook_secret}`);
    const progress = createProgress(`Crawl ${accepted.id}`);
    let crawl = await this.client.crawlStatus(accepted.id, { limit: 1 });
    for (;;) {
      const { counts } = crawl;
      progress.update({
        done: counts.total - counts.queued,
        total: counts.total,
        byStatus: { completed: counts.completed, failed: counts.failed, skipped: counts.skipped },
      });
      if (crawl.status !== 'running') break;
      await new Promise((r) => setTimeout(r, POLL_MS));
      crawl = await this.client.crawlStatus(accepted.id, { limit: 1 });
    }
    progress.stop();
    if (flags.out) {
      const n = await writePageFiles(crawlPages(this.client, accepted.id), flags.out);
      this.note(`${n} pages written to ${flags.out}`);
    } else {
      for await (const page of crawlPages(this.client, accepted.id)) process.stdout.write(`${JSON.stringify(page)}\n`);
    }
    this.note(`Crawl ${crawl.id} ${crawl.status}: ${crawl.counts.completed} read, ${crawl.counts.failed} failed, ${crawl.counts.skipped} skipped.`);
    if (crawl.status !== 'completed') this.exit(EXIT.other);
  }
}
