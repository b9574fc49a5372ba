import { Flags } from '@oclif/core';
import { MAX_MAP_URLS, SITEMAP_USES } from '../../server/contract/values';
import { ApiCommand } from '../base-command';
import { pageArg, pageUrl, pageUrlFlag } from '../page-url';

/** `pluck map URL`: one URL a line. */
export default class SiteMap extends ApiCommand {
  static override summary = "A site's URLs, from its sitemaps and its start page's links.";
  static override description =
    "POST /v1/map. Prints one URL a line (normalised, de-duplicated, on the start URL's host); a notice on stderr when --limit cut the list.";
  static override examples = ['<%= config.bin %> map https://docs.example', '<%= config.bin %> map https://shop.example --search kettle --sitemap only'];
  static override args = { url: pageArg('Start URL of the site') };
  static override flags = {
    url: pageUrlFlag,
    search: Flags.string({ description: 'Keep only URLs that contain this text.' }),
    limit: Flags.integer({ description: `At most this many URLs [default: ${MAX_MAP_URLS}].`, min: 1, max: MAX_MAP_URLS }),
    sitemap: Flags.string({
      description: 'Use the sitemaps and links (include), the links only (skip) or the sitemaps only (only).',
      options: [...SITEMAP_USES],
    }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(SiteMap);
    const result = await this.client.map({
      url: pageUrl(args.url, flags.url),
      ...(flags.search ? { search: flags.search } : {}),
      ...(flags.limit !== undefined ? { limit: flags.limit } : {}),
      ...(flags.sitemap ? { sitemap: flags.sitemap as (typeof SITEMAP_USES)[number] } : {}),
    });
    if (result.metadata.truncated) this.note(`More URLs were found than --limit ${result.urls.length}; raise it to see them.`);
    this.emit(result, () => result.urls.join('\n'));
  }
}
