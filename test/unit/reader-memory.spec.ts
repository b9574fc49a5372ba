/**
 * A scraped page's DOM is garbage as soon as its formats are built (engine/page/reader-document.ts): the
 * young-generation GC frees it, so a crawl's memory stays flat instead of every page being promoted to
 * the old space (the RSS figure is `npm run bench crawl`).
 */
import { expect, test } from '@playwright/test';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readerDocument } from '../../server/engine/page/reader-document';
import { pageFormats } from '../../server/engine/scrape/page-formats';
import { readerView } from '../../server/engine/scrape/main-content';

const URL = 'http://127.0.0.1:9/article';
const PAGE = `<!doctype html><html lang="en"><head><title>An article</title></head><body><main><h1>An article</h1>
<p>The first paragraph of an article, long enough for the reader view to take it as the body of the page.</p>
<p style="display: none">A paragraph hidden by its style.</p><p style="color: red">A second paragraph, in red, still part of the article.</p>
<ul><li><a href="/next">Next</a></li></ul>
${Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} of the article, with a few words in it.</p>`).join('')}</main></body></html>`;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;
const nextJob = () => new Promise((resolve) => setImmediate(resolve));

test('the reader view leaves out what the page hides by its style, and keeps what it only colours', async () => {
  const out = await pageFormats({ url: URL, status: 200, headers: {}, html: PAGE, ms: 0, engine: 'http' }, ['markdown', 'links'], true);
  expect(out.markdown).toContain('The first paragraph of an article');
  expect(out.markdown).toContain('A second paragraph, in red');
  expect(out.markdown).not.toContain('hidden by its style');
  expect(out.links).toEqual(['http://127.0.0.1:9/next']);
});

test("a page's document dies young: reading 200 pages, each followed by young-generation GCs, promotes next to nothing", async () => {
  for (let n = 0; n < 20; n++) readerView(readerDocument(PAGE, URL));
  gc({ type: 'major' });
  await nextJob();
  const before = oldSpace();
  let read = 0;
  for (let n = 0; n < 200; n++) {
    // No expect() in the loop: each keeps a record of its step.
    if (readerView(readerDocument(PAGE, URL))?.content.textContent?.includes('A second paragraph')) read++;
    await nextJob();
    // Twice: what outlives two young-generation GCs is promoted to the old space.
    gc({ type: 'minor' });
    gc({ type: 'minor' });
  }
  // Each page's DOM kept alive through those GCs (an ephemeron cycle: linkedom's element.style) promotes about 13 MB here.
  const promoted = oldSpace() - before;
  expect(read).toBe(200);
  expect(promoted).toBeLessThan(3 * 1024 * 1024);
});
