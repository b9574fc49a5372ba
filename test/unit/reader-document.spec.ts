/**
 * The reader view's document (engine/page/reader-document.ts) answers `style` from the style attribute, without
 * linkedom's cycle that kept every page's DOM alive to the next full GC (the crawl's memory figure is
 * `npm run bench crawl`): what the page hides by its style is still left out.
 */
import { expect, test } from '@playwright/test';
import { pageFormats } from '../../server/engine/scrape/page-formats';

const URL = 'http://127.0.0.1:9/article';
const PAGE = `<!doctype html><html lang="en"><head><title>An article</title></head><body><main><h1>An article</h1>
<p>The first paragraph of an article, long enough for the reader view to take it as the body of the page.</p>
<p style="display: none">A paragraph hidden by its style.</p><p style="color: red">A second paragraph, in red, still part of the article.</p>
<ul><li><a href="/next">Next</a></li></ul>
${Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i} of the article, with a few words in it.</p>`).join('')}</main></body></html>`;

test('the reader view leaves out what the page hides by its style, and keeps what it only colours', async () => {
  const out = await pageFormats({ url: URL, status: 200, headers: {}, html: PAGE, ms: 0, engine: 'http' }, ['markdown', 'links'], true);
  expect(out.markdown).toContain('The first paragraph of an article');
  expect(out.markdown).toContain('A second paragraph, in red');
  expect(out.markdown).not.toContain('hidden by its style');
  expect(out.links).toEqual(['http://127.0.0.1:9/next']);
});
