/**
 * POST /v1/scrape on the fixture site: a documentation page with a data table, a layout table,
 * nested lists, code and an image comes back as markdown that keeps each of them, without the site's
 * navigation; text, links and metadata; a PDF as markdown; the history row (mode `scrape`), usage,
 * stored copies for options.max_age, and the request errors of the one error table.
 */
import { PNG } from 'pngjs';
import { VIEWPORT } from '../../server/providers/browser/launch';
import { expect, startTestServer } from '../support/server';
import { test } from '../support/site-fixture';

const GUIDE_MARKDOWN = (
  base: string,
) => `The fixture tool runs on Linux, macOS and Windows. Read the [requirements](${base}/docs/requirements) first, then follow the steps below in order.

## Supported platforms

| Platform | Minimum version | Package |
| --- | --- | --- |
| Linux | glibc 2.31 | fixture.tar.gz |
| macOS | 13  | fixture.pkg |
| Windows | 10  | fixture.msi |

## Steps

1.  Download the package for your platform.
2.  Install it:
    -   Linux: unpack the archive.
    -   macOS: open the package.
3.  Check the version.

\`\`\`bash
fixture --version
fixture init --dir ./data
\`\`\`

### Need help?

Ask on the forum, where the maintainers answer within a day.

![Forum screenshot](${base}/img/forum.png)

The tool keeps its settings in one file, which you can edit by hand when the defaults do not suit your setup.`;

// The page's <h1> repeats its title: the reader view leaves it to metadata.title (server/engine/scrape/main-content.ts).
test('markdown of the main content keeps headings, a data table, nested lists, code, links and image alts; a layout table reads as text', async ({
  server,
  site,
}) => {
  const r = await server.admin.scrape({ url: `${site.url}/docs/install` });
  expect(r.status).toBe('completed');
  expect(Object.keys(r.data)).toEqual(['markdown']);
  expect(r.data.markdown).toBe(GUIDE_MARKDOWN(site.url));
  expect(r.metadata).toMatchObject({ engine: 'http', pages: 1, tokens: 0, cost: 0, sync_retries: 0 });
  expect(r.metadata.cached).toBeUndefined();
});

test('text, html, links and metadata; main_content_only false keeps the whole page', async ({ server, site }) => {
  const url = `${site.url}/docs/install`;
  const r = await server.admin.scrape({ url, formats: ['text', 'html', 'links', 'metadata'] });
  expect(r.data.text?.split('\n').slice(0, 4)).toEqual([
    'The fixture tool runs on Linux, macOS and Windows. Read the requirements first, then follow the steps below in order.',
    'Supported platforms',
    'Platform\tMinimum version\tPackage',
    'Linux\tglibc 2.31\tfixture.tar.gz',
  ]);
  expect(r.data.text).not.toContain('Privacy');
  expect(r.data.html).toContain('<table>');
  expect(r.data.html).not.toContain('<nav>');
  expect(r.data.links).toEqual([
    `${site.url}/`,
    `${site.url}/docs`,
    `${site.url}/blog`,
    'https://elsewhere.example/',
    `${site.url}/docs/requirements`,
    `${site.url}/privacy`,
  ]);
  expect(r.data.metadata).toEqual({
    title: 'Install guide | Fixture Docs',
    description: 'How to install and configure the fixture tool.',
    language: 'en-GB',
    canonical_url: `${site.url}/docs/install`,
    author: 'Sam Okafor',
    published_time: '2026-05-02T08:00:00Z',
    url,
    status_code: 200,
  });
  const whole = await server.admin.scrape({ url, formats: ['markdown'], main_content_only: false });
  expect(whole.data.markdown).toMatch(/^\[Fixture Docs\]\(.*\)\n\n\[Docs\]\(.*\/docs\) \[Blog\]/);
  expect(whole.data.markdown).toContain('| Linux | glibc 2.31 | fixture.tar.gz |');
  expect(whole.data.markdown).toMatch(/\[Privacy\]\(.*\/privacy\) · © Fixture Docs$/);
});

test('a PDF gives its text as markdown, its title in metadata', async ({ server, site }) => {
  const r = await server.admin.scrape({ url: `${site.url}/docs/report.pdf`, formats: ['markdown', 'metadata'] });
  expect(r.data.markdown).toBe(
    'Revenue grew 12% to $4.2m in the third quarter, led by the subscription business and two new enterprise customers.\n\nAuthor: Jane Roe',
  );
  expect(r.data.metadata).toMatchObject({ title: 'Quarterly Report Q3 2026', status_code: 200 });
});

test('a scrape is a history row of mode scrape and counts as usage; max_age answers from a stored copy no older than that', async ({ server, site }) => {
  const url = `${site.url}/article`;
  const before = (await server.admin.usage()).free_tier_remaining;
  const first = await server.admin.scrape({ url, formats: ['markdown'] });
  expect(first.free_tier_remaining).toBe(before - 1);
  const copy = await server.admin.scrape({ url, formats: ['markdown'], options: { max_age: 3600 } });
  expect(copy.metadata).toMatchObject({ cached: true, scraped_at: first.metadata.scraped_at, duration_ms: 0 });
  expect(copy.data).toEqual(first.data);
  // Other formats are another copy: the page is read again.
  const other = await server.admin.scrape({ url, formats: ['text'], options: { max_age: 3600 } });
  expect(other.metadata.cached).toBeUndefined();
  const rows = await server.admin.extractions({ mode: 'scrape' });
  expect(rows.items.map((i) => i.id)).toEqual([other.id, copy.id, first.id]);
  expect(rows.items[1]).toMatchObject({ mode: 'scrape', status: 'completed', url, cached: true });
  const stored = await server.admin.extractionResult(first.id);
  expect(stored.data).toEqual(first.data);
});

test('request errors: unknown formats and fields, a screenshot without a browser, an unreachable page, a read-only key', async ({ server, site }) => {
  const url = `${site.url}/docs/install`;
  const cases: [unknown, string][] = [
    [{ url, formats: ['pdf'] }, 'formats[0]'],
    [{ url, formats: [] }, 'formats'],
    [{ url, extra: 1 }, 'extra'],
    [{ url, options: { max_age: -1 } }, 'options.max_age'],
    [{ url: 'ftp://example.com/' }, 'url'],
    [{ url, formats: ['screenshot'] }, 'formats'],
  ];
  for (const [body, field] of cases) {
    const r = await server.admin.raw('POST', '/v1/scrape', body);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(r.body, JSON.stringify(body)).toMatchObject({ code: 'invalid_request', details: { field } });
  }
  const missing = await server.admin.raw('POST', '/v1/scrape', { url: `${site.url}/status/404` });
  expect(missing.status).toBe(502);
  expect(missing.body).toMatchObject({ code: 'upstream_failed', details: { family: 'http_status' } });
  const reader = await server.admin.createKey({ name: 'reader', scopes: ['read'] });
  const denied = await server.client(reader.secret).raw('POST', '/v1/scrape', { url });
  expect(denied.status).toBe(403);
  expect(denied.body).toMatchObject({ code: 'forbidden' });
});

test("on the browser path: the same markdown, and a screenshot of the page kept as the row's artifact", async ({ site }) => {
  const server = await startTestServer({ engine: 'browser', browserPath: '/usr/bin/chromium', evidenceScreenshots: 'never' });
  try {
    const r = await server.admin.scrape({ url: `${site.url}/docs/install`, formats: ['markdown', 'screenshot'] });
    expect(r.metadata.engine).toBe('browser');
    expect(r.data.markdown).toBe(GUIDE_MARKDOWN(site.url));
    expect(r.data.screenshot).toBe(`/v1/extractions/${r.id}/artifacts/screenshot`);
    const png = PNG.sync.read(Buffer.from(await server.admin.artifact(r.id, 'screenshot')));
    expect(png.width).toBe(VIEWPORT.width);
    // A screenshot is a look at the page now: max_age never answers it from a copy.
    const again = await server.admin.scrape({ url: `${site.url}/docs/install`, formats: ['markdown', 'screenshot'], options: { max_age: 3600 } });
    expect(again.metadata.cached).toBeUndefined();
  } finally {
    await server.close();
  }
});
