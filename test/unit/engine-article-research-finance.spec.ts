/**
 * The builtin's article bodies on research institutes' news and the financial press (small snippets, one class each): a
 * layout's class that names the sidebar beside the text, a story's parts all named with one prefix, the apparatus a research
 * page and an investment article end with (the original publication, disclosures, disclaimers), a quote widget's line and
 * a sales pitch inside the text. Other article classes: engine-article-bodies.spec.ts.
 */
import { expect, test } from '@playwright/test';
import type { JsonSchema } from '../../server/engine/types';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const BODY: JsonSchema = { type: 'object', properties: { article_body: { type: 'string' } } };
const para = (n: number) => `<p>Paragraph ${n} of the study says what the team measured in the glacier and what the figures mean for the valley below.</p>`;
const paras = (ns: number[]) => ns.map(para).join('');
const lines = (ns: number[]) => ns.map(para).map((p) => p.replace(/<\/?p>/g, ''));
const bodyOf = (html: string) => String(extract(`<main><article><h1>Glacier loss</h1>${html}</article></main>`, BODY).article_body).split('\n\n');

test("a box whose class says it has a sidebar beside it ('-with-sidebar', 'has-sidebar') is the text, not the sidebar, and notes beside it are not taken for it", () => {
  const notes = `<div class="footnotes"><h2>Footnotes</h2><ol>${[1, 2, 3, 4, 5, 6].map((n) => `<li>Bureau of Labor Statistics, table ${n}, employment projections by occupation, 2024–2034, released in September.</li>`).join('')}</ol></div>`;
  for (const name of ['byo-blocks -with-sidebar', 'l-with-sidebar', 'post has-sidebar'])
    expect(bodyOf(`<div class="${name}">${paras([1, 2, 3, 4, 5, 6, 7, 8])}</div>${notes}`), name).toEqual(lines([1, 2, 3, 4, 5, 6, 7, 8]));
});

test("a story whose every part is named with one prefix that reads 'cons' ('cons-title', 'cons-content') is a story, not a list of cons: the reader view reads it, and its furniture goes", () => {
  const body = `<div id="Main_Content_Val" class="cons-content">${paras([1, 2, 3, 4, 5, 6])}<p><em>Get our weekly free Must-Read newsletter.</em></p></div>`;
  expect(bodyOf(body)).toEqual(lines([1, 2, 3, 4, 5, 6]));
});

test("a research page's original publication, reference, papers, contacts, licence, methodology box and chart titles, and an investment article's disclosures, contact line and sales pitch, are not the text; its disclaimer and quote lines are", () => {
  const publication =
    '<h2>Original publication</h2><p>Ondracek J, Meier L, et al. Ice loss in the Alps since 1850. Current Biology, 2025. DOI: 10.1016/j.cub.2025.01.012</p>';
  const disclosure =
    "<h3>Analyst’s Disclosure:</h3><p>I/we have a beneficial long position in the shares of COST either through stock ownership, options, or other derivatives.</p><h3>Seeking Alpha's Disclosure:</h3><p>Past performance is no guarantee of future results.</p>";
  expect(bodyOf(`${paras([1, 2, 3, 4])}${publication}`)).toEqual(lines([1, 2, 3, 4]));
  const details =
    '<h2>Document Details</h2><ul><li><strong>Copyright:</strong> The Hill</li><li><strong>Document Number:</strong> CT-A3825-2</li></ul><h3>Cite This Commentary</h3><p class="citation">Ringel, Jeanne S., "Bird Flu Is a Warning," RAND Corporation, April 2, 2025.</p>';
  expect(bodyOf(`${paras([1, 2, 3, 4])}${details}`)).toEqual(lines([1, 2, 3, 4]));
  expect(bodyOf(`${paras([1, 2, 3, 4])}${disclosure}`)).toEqual(lines([1, 2, 3, 4]));
  expect(bodyOf(`${paras([1, 2, 3, 4])}<h2>Acknowledgements and disclosures</h2><p>The authors thank Lorae Stojanovic for research assistance.</p>`)).toEqual(
    lines([1, 2, 3, 4]),
  );
  const reference =
    '<div class="field field-name-field-reference"><div class="field-label">Reference</div><p><em>Jenny Crawley et al. ‘Heat pump performance and running costs.’ Nature Energy (2025). DOI: 10.1038/s41560-025-01777-2</em></p></div>';
  const papers =
    '<h2>Papers</h2><p>Shingo Kato, Ryuhei Nakamura, “Electrotrophic growth of deep-sea vent microorganisms,” Nature Communications: June 20, 2025.</p><h2>Useful links</h2><p><a href="/chem">Department of Chemistry</a></p><h2>Research contact</h2><p>Professor Ryuhei Nakamura, Department of Chemistry, Graduate School of Science</p>';
  const method =
    '<div class="wp-block-prc-block-callout is-style-how-we-did-this"><h2>How we did this</h2><p>We surveyed 5,123 U.S. adults from May 5 to 11, 2025, on our nationally representative panel.</p></div>';
  const chart =
    '<figure class="wp-block-prc-block-chart"><h3 class="chart-title">Most adults doubt the accuracy of AI chatbots</h3><p class="chart-subtitle">% of U.S. adults who say AI chatbots give inaccurate information</p><img src="/c.png" alt=""><figcaption>Source: Survey of U.S. adults.</figcaption></figure>';
  expect(bodyOf(`${method}${paras([1, 2])}${chart}${paras([3, 4])}${reference}${papers}`)).toEqual(lines([1, 2, 3, 4]));
  const pitch =
    '<div class="article-pitch-container"><h2>Should you invest $1,000 in Acme right now?</h2><p>Before you buy stock in Acme, consider this: our analyst team just identified what they believe are the 10 best stocks to buy now.</p><p><a href="/sa">See the 10 stocks »</a></p></div>';
  const promo =
    '<div data-test-id="inline-promo"><p>Looking for more investing ideas like this one? Get them exclusively at our Premium service. <a href="/p">Learn More »</a></p></div>';
  expect(bodyOf(`${paras([1, 2, 3])}${pitch}${paras([4, 5, 6])}${promo}`)).toEqual(lines([1, 2, 3, 4, 5, 6]));
  // A disclaimer and a quote widget's line are the text's, as the article pages' ground truth keeps them.
  expectReaderLines(
    [
      '<p>The text in this work is licensed under a Creative Commons Attribution 4.0 International License.</p>',
      '<p>The text in this work is licensed under a <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons Attribution 4.0 International License</a>. Images, including our videos, are Copyright ©University of Cambridge and licensors/contributors as identified. All rights reserved. We make our image and video content available in a number of ways – on our main website under its Terms and conditions, and on a range of channels including social media that permit your use and sharing of our content under their respective Terms.</p>',
      '<p><em>Bryan Frederick is a senior political scientist at RAND. This commentary originally appeared on War on the Rocks on July 14, 2025.</em></p>',
      '<p>Catch all the Business News, Money news, Breaking News Events and Latest News Updates on Live Mint.</p>',
      '<p>Contact reporter Zhang Yukun (yukunzhang@caixin.com) and editor Michael Bellart (michaelbellart@caixin.com)</p>',
      '<div class="post-date">Oct. 02, 2025 12:30 PM ET</div>',
    ],
    [
      '<p>Disclaimer: The views and investment tips expressed by investment experts are their own and not that of the website.</p>',
      '<p>HD THE HOME DEPOT INC. 225.86 -12.99 -5.44%</p>',
    ],
  );
});

test('a heading whose kicker and headline are spans of it, an overline box and a lead text box over the text are not the text', () => {
  const header =
    '<header data-area="intro"><h2><span class="block">Thyssenkrupp</span><span>Die Verhandlungen mit Jindal stocken</span></h2><div class="c-overline">Dividende 2026</div><p class="c-leadtext">Thyssenkrupp will seine Stahlsparte verkaufen, doch die Gespräche kommen nicht voran.</p></header>';
  const body = String(
    extract(
      `<main><article>${header}<section data-area="body">${paras([1, 2, 3, 4])}</section></article></main>`,
      BODY,
      'https://www.manager.example/unternehmen/thyssenkrupp-a-1',
      'de',
      'Thyssenkrupp: Die Verhandlungen mit Jindal stocken - manager magazin',
    ).article_body,
  );
  expect(body.split('\n\n')).toEqual(lines([1, 2, 3, 4]));
});
