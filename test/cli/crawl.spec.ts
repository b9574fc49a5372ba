/**
 * `pluck crawl` against a local site: --follow shows progress on stderr and writes every page as a
 * JSON line on stdout, or one markdown file per page with --out; status, list and cancel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { expect, tempDir, test } from '../support/server';
import { runAgainst } from './run-cli';

let site: CrawlSite;
test.beforeAll(async () => (site = await startCrawlSite()));
test.afterAll(() => site?.close());

const PAGES = ['/', '/about', '/docs', '/docs/guide?a=1&b=2', '/blog/one', '/blog/two', '/calendar/2026/01'];

test('--follow: progress on stderr, one JSON line per page on stdout', async ({ server }) => {
  const r = await runAgainst(server, server.adminKey, ['crawl', site.url, '--limit', '20', '--follow']);
  expect(r.code, r.stderr).toBe(0);
  const lines = r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { url: string; status: string; data: { markdown: string } });
  expect(lines.map((l) => l.url).sort()).toEqual(PAGES.map((p) => `${site.url}${p}`).sort());
  expect(lines.every((l) => l.status === 'completed' && typeof l.data.markdown === 'string')).toBe(true);
  // stderr is a pipe here: plain progress lines, then the summary.
  expect(r.stderr).toMatch(/Crawl crw_\S+: \d+\/\d+ done/);
  expect(r.stderr).toContain('completed: 7 read, 0 failed, 0 skipped');
});

test('--out DIR: one markdown file per page; status, list and cancel', async ({ server }) => {
  const dir = path.join(tempDir('pluck-crawl-out-'), 'pages');
  const r = await runAgainst(server, server.adminKey, ['crawl', site.url, '--follow', '--out', dir, '--max-depth', '1', '--sitemap', 'skip']);
  expect(r.code, r.stderr).toBe(0);
  const host = new URL(site.url).host.replace(':', '_');
  const files = fs.readdirSync(dir).sort();
  expect(files).toEqual([`${host}.md`, `${host}_about.md`, `${host}_calendar_2026_01.md`, `${host}_docs.md`, `${host}_docs_guide_a_1_b_2.md`].sort());
  expect(fs.readFileSync(path.join(dir, `${host}_about.md`), 'utf8')).toContain('The About page of the crawl site');
  expect(r.stdout).toBe('');

  const started = await runAgainst(server, server.adminKey, ['crawl', site.url, '--json']);
  expect(started.code, started.stderr).toBe(0);
  const id = (started.json() as { id: string }).id;
  const list = await runAgainst(server, server.adminKey, ['crawl', 'list']);
  expect(list.stdout).toContain(id);
  // Two crawls, one to a page: the second is one --cursor away, and the note says so.
  const first = await runAgainst(server, server.adminKey, ['crawl', 'list', '--limit', '1']);
  expect(first.stdout).toContain(id);
  const cursor = /More crawls: add --cursor (\S+)\./.exec(first.stderr)?.[1];
  expect(cursor, first.stderr).toBeTruthy();
  const second = await runAgainst(server, server.adminKey, ['crawl', 'list', '--limit', '1', '--cursor', cursor!]);
  expect(second.stdout).not.toContain(id);
  expect(second.stderr).not.toContain('More crawls');
  await expect.poll(async () => (await server.admin.crawlStatus(id)).status).toBe('completed');
  const status = await runAgainst(server, server.adminKey, ['crawl', 'status', id]);
  expect(status.code, status.stderr).toBe(0);
  expect(status.stdout).toMatch(/status:\s+completed/);
  expect(status.stdout).toContain(`${site.url}/about`);
  const cancel = await runAgainst(server, server.adminKey, ['crawl', 'cancel', id]);
  expect(cancel.code).toBe(1);
  expect(cancel.stderr).toContain('already ended');
  const unknown = await runAgainst(server, server.adminKey, ['crawl', 'status', 'crw_nope']);
  expect(unknown.code).toBe(3);
});
