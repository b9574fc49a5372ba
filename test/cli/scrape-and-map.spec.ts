/**
 * `pluck scrape` and `pluck map` against local sites: markdown alone on stdout (so it pipes),
 * several formats in sections, --json as the API body; one URL a line, with a notice when cut.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { expect, test } from '../support/server';
import { runAgainst } from './run-cli';

let site: FixtureSite;
let crawlSite: CrawlSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
  crawlSite = await startCrawlSite();
});
test.afterAll(async () => {
  await site?.close();
  await crawlSite?.close();
});

test('scrape prints the markdown alone, sections for several formats, the API body with --json', async ({ server }) => {
  const url = `${site.url}/docs/install`;
  const md = await runAgainst(server, server.adminKey, ['scrape', url, '--format', 'markdown']);
  expect(md.code, md.stderr).toBe(0);
  expect(md.stdout.startsWith('The fixture tool runs on Linux')).toBe(true);
  expect(md.stdout).toContain('| Linux | glibc 2.31 | fixture.tar.gz |');
  expect(md.stdout).not.toContain('Privacy');

  const both = await runAgainst(server, server.adminKey, ['scrape', url, '-f', 'links', '-f', 'metadata']);
  expect(both.code, both.stderr).toBe(0);
  expect(both.stdout).toContain(`== links\n${site.url}/\n${site.url}/docs\n`);
  expect(both.stdout).toMatch(/== metadata\n[\s\S]*author:\s+Sam Okafor/);

  const json = await runAgainst(server, server.adminKey, ['scrape', url, '--whole-page', '--json']);
  expect(json.code, json.stderr).toBe(0);
  expect(json.json()).toMatchObject({ status: 'completed', data: { markdown: expect.stringContaining('[Privacy]') } });

  const bad = await runAgainst(server, server.adminKey, ['scrape', url, '-f', 'pdf']);
  expect(bad.code).not.toBe(0);
  expect(bad.stderr).toContain('pdf');
});

test('map prints one URL a line and says on stderr when --limit cut the list', async ({ server }) => {
  const all = await runAgainst(server, server.adminKey, ['map', crawlSite.url, '--sitemap', 'only']);
  expect(all.code, all.stderr).toBe(0);
  expect(all.stdout.trim().split('\n')).toEqual(['/', '/about', '/docs', '/docs/guide?a=1&b=2', '/blog/one', '/blog/two'].map((p) => `${crawlSite.url}${p}`));
  const cut = await runAgainst(server, server.adminKey, ['map', crawlSite.url, '--limit', '2']);
  expect(cut.code, cut.stderr).toBe(0);
  expect(cut.stdout.trim().split('\n')).toHaveLength(2);
  expect(cut.stderr).toContain('--limit');
});
