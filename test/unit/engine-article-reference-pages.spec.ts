/**
 * The builtin's article bodies on reference and long-form pages: a wiki's article, a paper's full text, a press release, a
 * health page. The text is read on; its apparatus and back matter (infobox, hatnotes, references, author information, an
 * issuer's boilerplate) are looked up, and left out.
 */
import { expect, test } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';
import { expectReaderLines, extractSnippet as extract } from '../support/builtin-snippet';

const ARTICLE: JsonSchema = { type: 'object', properties: { author: { type: 'string' }, article_body: { type: 'string' } } };
const sentence = (n: number) => `Paragraph ${n} of the text tells what happened and why it matters, with the details a reader needs to follow it closely.`;
const para = (n: number) => `<p>${sentence(n)}</p>`;
const lines = (html: string, url = 'https://wiki.example/wiki/Bell_Rock') =>
  String(extract(`<main><article><h1>Bell Rock Lighthouse</h1>${html}</article></main>`, ARTICLE, url, 'en', 'Bell Rock Lighthouse').article_body).split(
    '\n\n',
  );

test("a wiki's article keeps its sections' headings beside their edit links, and leaves out its infobox, hatnote, tagline, references and link sections", () => {
  const heading = (title: string) =>
    `<div class="mw-heading mw-heading2"><h2 id="${title}">${title}</h2><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="/w/index.php?action=edit">edit</a><span class="mw-editsection-bracket">]</span></span></div>`;
  const body = lines(
    '<div id="siteSub">From Wikipedia, the free encyclopedia</div>' +
      '<div role="note" class="hatnote navigation-not-searchable">For the lighthouse in Canada, see Bell Rock (Nova Scotia).</div>' +
      '<table class="infobox"><tr><th>Location</th><td>Inchcape reef, Scotland</td></tr><tr><th>Focal height</th><td>28 m (92 ft)</td></tr></table>' +
      `${para(1)}${heading('History')}${para(2)}${para(3)}${heading('In culture')}${para(4)}` +
      `${heading('See also')}<ul><li><a href="/wiki/Skerryvore">Skerryvore</a></li></ul>` +
      `${heading('References')}<div class="reflist"><ol class="references"><li>^ Bathurst, Bella (1999). The Lighthouse Stevensons. London: HarperCollins.</li></ol></div>` +
      '<div class="navbox"><table><tr><th>Lighthouses of Scotland</th><td>Bell Rock • Skerryvore • Muckle Flugga</td></tr></table></div>',
  );
  expect(body).toEqual([sentence(1), 'History', sentence(2), sentence(3), 'In culture', sentence(4)]);
});

test("an essay's footnotes are its text, and a callout an article names an infobox is its text too", () => {
  const footnotes = '<h4>Przypisy</h4><ol><li>Korzystałem z wydania PIW z 1972 roku, z posłowiem Henryka Markiewicza.</li></ol>';
  const callout = '<div class="infobox"><h3 class="infobox__title">Gut zu wissen</h3><p>Schon wenige Kilo weniger können den Blutdruck senken.</p></div>';
  expect(lines(`${para(1)}${callout}${para(2)}${para(3)}${footnotes}`, 'https://blog.example/2024/lalka')).toEqual([
    sentence(1),
    'Gut zu wissen',
    'Schon wenige Kilo weniger können den Blutdruck senken.',
    sentence(2),
    sentence(3),
    'Przypisy',
    'Korzystałem z wydania PIW z 1972 roku, z posłowiem Henryka Markiewicza.',
  ]);
});

test("a paper's full text leaves out its author list, article information and back matter, and names its authors as its Scholar tags list them", () => {
  const head =
    '<title>Sediment and herbivory shape coral recovery | Scientific Reports</title><meta name="citation_author" content="Weber, Jonas"><meta name="citation_author" content="Fitzgerald, Laura">';
  const body =
    '<main><article><h1>Sediment and herbivory shape coral recovery</h1><ul class="c-article-author-list"><li>Jonas Weber</li><li>Laura Fitzgerald</li></ul>' +
    '<div class="articleinfo"><p>Citation: Weber J, Fitzgerald L (2024) Sediment and herbivory shape coral recovery. Sci Rep 14: 1123.</p><p>Received: October 2, 2023; Accepted: February 1, 2024</p></div>' +
    `<h2>Abstract</h2>${para(1)}<h2>Introduction</h2>${para(2)}${para(3)}<h2>Methods</h2>${para(4)}` +
    '<h2>Acknowledgements</h2><p>We thank the boat crews of the Coastal and Marine Resources Core Lab for their help in the field.</p>' +
    '<h2>Author information</h2><h3>Authors and Affiliations</h3><p>Red Sea Research Center, King Abdullah University of Science and Technology, Thuwal, Saudi Arabia</p>' +
    '<h2>References</h2><ol><li>Hughes, T. P. et al. Coral reefs in the Anthropocene. Nature 546, 82–90 (2017).</li></ol></article></main>';
  const page = buildPageModel(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`, 'https://journal.example/articles/s41598');
  const data = validateData(fillSchema(page, ARTICLE), ARTICLE).data;
  expect(data.author).toBe('Jonas Weber, Laura Fitzgerald');
  expect(String(data.article_body).split('\n\n')).toEqual(['Abstract', sentence(1), 'Introduction', sentence(2), sentence(3), 'Methods', sentence(4)]);
});

test("a press release keeps its issuer's boilerplate, as published, and leaves out the contacts and the legal notes after it", () => {
  const release = lines(
    `${para(1)}${para(2)}<p><b>About BrightPath Foods</b></p><p>Founded in 2016 and headquartered in Minneapolis, BrightPath Foods develops plant-based protein ingredients.</p>` +
      '<p><b>Media contact:</b></p><p>Rachel Kim, 612-555-0148</p><h3>Forward-Looking Statements</h3><p>This release contains forward-looking statements that involve risks.</p>',
    'https://news.example/news-releases/brightpath-opens-plant',
  );
  expect(release).toEqual([
    sentence(1),
    sentence(2),
    'About BrightPath Foods',
    'Founded in 2016 and headquartered in Minneapolis, BrightPath Foods develops plant-based protein ingredients.',
  ]);
});

test("a how-to's step badges, a table of contents' label and a show's credits and other episodes are not its text; its steps' headings are", () => {
  expectReaderLines(
    ['<p>1</p>', '<p>Sommaire</p>', '<h2>Contents</h2>', '<h2>Credits</h2><p>Produced by Tomás Vela. Edited by Janine Harris.</p>'],
    ['<h3>Step 1</h3>', '<p>In 2024</p>'],
  );
  const episodes = lines(
    `${para(1)}${para(2)}${para(3)}<h2>More episodes</h2><ul><li><a href="/ep/141">Grandma's Sewing Machine</a></li><li><a href="/ep/140">The Sneaker That Couldn't Be Resoled</a></li></ul>`,
    'https://podcast.example/ep/142',
  );
  expect(episodes).toEqual([sentence(1), sentence(2), sentence(3)]);
});

test("a health page's line naming its medical reviewer is not its text", () => {
  for (const reviewer of ['Medically reviewed by Dr. Jane Roe, MD', 'Medizinisch geprüft von Dr. med. Thomas Kessler'])
    expect(lines(`<p>${reviewer}</p>${para(1)}${para(2)}${para(3)}`, 'https://health.example/conditions/hypertension')).toEqual([
      sentence(1),
      sentence(2),
      sentence(3),
    ]);
});

test("a wiki's heading with its two edit links set beside it in the heading's box is kept; edit links set inside a heading and reference markers stay as Readability keeps them", () => {
  const twoLinks = (title: string) =>
    `<div class="mw-heading mw-heading2"><h2 id="${title}">${title}</h2><span class="mw-editsection">[<a class="mw-editsection-visualeditor" href="?veaction=edit">edit</a><span class="mw-editsection-divider"> | </span><a href="?action=edit">edit source</a>]</span></div>`;
  const inside = (title: string) =>
    `<h2><span class="mw-headline" id="${title}">${title}</span><span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="?action=edit">edit</a><span class="mw-editsection-bracket">]</span></span></h2>`;
  const marked = `<p>${sentence(1)}<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup></p>`;
  expect(lines(`${marked}${twoLinks('History')}${para(2)}${inside('Lore')}${para(3)}`)).toEqual([
    `${sentence(1)}[1]`,
    'History',
    sentence(2),
    'Lore[edit]',
    sentence(3),
  ]);
});

test("a headline in the structured data that the page's short title does not carry is a description, not the headline", () => {
  const HEADLINE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' } } };
  const page = (ld: string) =>
    extract(
      `<script type="application/ld+json">{"@type":"Article","headline":"${ld}"}</script><main><article><h1>Okapi</h1>${para(1)}${para(2)}</article></main>`,
      HEADLINE,
      'https://en.wikipedia.example/wiki/Okapi',
      'en',
      'Okapi - Wikipedia',
    ).headline;
  expect(page('species of mammal')).toBe('Okapi');
  expect(page('Okapi')).toBe('Okapi');
});

test("a magazine's headline is its heading, not the writer's name its title sets beside it nor the name its heading opens with", () => {
  const HEADLINE: JsonSchema = { type: 'object', properties: { headline: { type: 'string' } } };
  const page = (heading: string, title: string) =>
    extract(`<main><article>${heading}${para(1)}${para(2)}</article></main>`, HEADLINE, 'https://mag.example/issue-1/salt-year', 'en', title).headline;
  expect(
    page(
      '<h1 class="article-title">Salt Year</h1><div class="article-author"><a href="/contributor/ayesha-raman/">Ayesha Raman</a></div>',
      'Salt Year | Ayesha Raman | Granta',
    ),
  ).toBe('Salt Year');
  expect(
    page(
      '<h1><span class="article-heading-author"><a href="/contributors/clare-hoddinott">Clare Hoddinott</a></span><span class="article-heading-title">Nothing but the Weather</span></h1>',
      'Clare Hoddinott · Nothing but the Weather: British Weather · LRB 6 March 2025',
    ),
  ).toBe('Nothing but the Weather');
});
