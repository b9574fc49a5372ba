import { Flags } from '@oclif/core';
import type { ScrapeResult } from '../../server/contract/scrape';
import { SCRAPE_FORMATS } from '../../server/contract/values';
import { ApiCommand } from '../base-command';
import { summary } from '../output';
import { pageArg, pageUrl, pageUrlFlag } from '../page-url';

// Formats that are the page itself: one of them alone prints as is, so it pipes.
const PAGE_TEXT = ['markdown', 'text', 'html'] as const;

/** The formats asked for, each under its name; a single page-text format alone, bare. */
function renderScrape(r: ScrapeResult, formats: readonly string[]): string {
  const d = r.data;
  if (formats.length === 1 && (PAGE_TEXT as readonly string[]).includes(formats[0])) return d[formats[0] as (typeof PAGE_TEXT)[number]] ?? '';
  const parts: string[] = [];
  for (const f of PAGE_TEXT) if (d[f] !== undefined) parts.push(`== ${f}\n${d[f]}`);
  if (d.links) parts.push(`== links\n${d.links.join('\n')}`);
  if (d.metadata)
    parts.push(`== metadata\n${summary(Object.entries(d.metadata).map(([k, v]) => [k, v ?? undefined] as [string, string | number | undefined]))}`);
  if (d.screenshot) parts.push(`== screenshot\npluck extractions artifact ${r.id} --kind screenshot -o FILE`);
  return parts.join('\n\n');
}

/** `pluck scrape URL --format markdown`. */
export default class Scrape extends ApiCommand {
  static override summary = 'A page as markdown (or text, html, links, metadata, a screenshot).';
  static override description =
    'POST /v1/scrape. One of markdown, text or html alone prints as is on stdout, so it pipes; several formats print ' +
    'one section each. The main content only, unless --whole-page.';
  static override examples = [
    '<%= config.bin %> scrape https://blog.example/post > post.md',
    '<%= config.bin %> scrape https://blog.example/post -f links -f metadata',
    '<%= config.bin %> scrape https://docs.example/guide --whole-page --max-age 3600',
  ];
  static override args = { url: pageArg('Page to read') };
  static override flags = {
    url: pageUrlFlag,
    format: Flags.string({ char: 'f', description: 'What to return (repeatable).', options: [...SCRAPE_FORMATS], multiple: true, default: ['markdown'] }),
    'whole-page': Flags.boolean({ description: 'The whole page, navigation and footers included, instead of the main content.' }),
    'max-age': Flags.integer({ description: 'Seconds: a copy scraped no longer ago than this will do.', min: 0 }),
    timeout: Flags.integer({ description: 'Seconds the page may take (up to the server default).', min: 1 }),
    'wait-for': Flags.string({ description: 'CSS selector, load or networkIdle to wait for (browser path).' }),
    proxy: Flags.string({ description: 'HTTP proxy URL for this page (HTTP path).' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Scrape);
    const formats = [...new Set(flags.format)] as (typeof SCRAPE_FORMATS)[number][];
    const options = {
      ...(flags['max-age'] !== undefined ? { max_age: flags['max-age'] } : {}),
      ...(flags.timeout !== undefined ? { timeout: flags.timeout } : {}),
      ...(flags['wait-for'] ? { waitFor: flags['wait-for'] } : {}),
      ...(flags.proxy ? { proxy: flags.proxy } : {}),
    };
    const result = await this.client.scrape({
      url: pageUrl(args.url, flags.url),
      formats,
      ...(flags['whole-page'] ? { main_content_only: false } : {}),
      ...(Object.keys(options).length ? { options } : {}),
    });
    this.emit(result, () => renderScrape(result, formats));
  }
}
