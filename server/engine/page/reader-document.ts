/**
 * A page as a linkedom document for Mozilla's Readability, which the scrape's reader view
 * (engine/scrape/main-content.ts) and the builtin extractor (engine/extract/builtin/readable-body.ts)
 * run over it.
 */
import * as cheerio from 'cheerio';
import { DOMParser, Element as LinkedomElement } from 'linkedom';

// linkedom's element.style is a CSSStyleDeclaration that a module WeakMap maps back to its element, which holds it:
// an ephemeron cycle V8's young-generation GC cannot collect, so every element Readability checks for visibility (and
// the page's whole DOM through it) is promoted and lives on to the next full GC. A crawl reads hundreds of pages a
// second, and its RSS grew by hundreds of MB (`npm run bench crawl`). Readability only reads style.display and
// style.visibility: the declarations of the style attribute, read when asked, answer that without a cycle.
Object.defineProperty(LinkedomElement.prototype, 'style', {
  configurable: true,
  get(this: Element): Record<string, string> {
    const declarations: Record<string, string> = {};
    for (const rule of (this.getAttribute('style') ?? '').split(';')) {
      const colon = rule.indexOf(':');
      if (colon > 0) declarations[rule.slice(0, colon).trim().toLowerCase()] = rule.slice(colon + 1).trim();
    }
    return declarations;
  },
});

// One parser for every page: linkedom's parseHTML builds a window per call, held by its document in a module WeakMap
// the same way.
const parser = new DOMParser();

// A callout runs to a sentence or more.
const CALLOUT_CHARS = 80;

// A control beside a heading runs to a word or two: "[edit]", "#", "Copy link".
const CONTROL_CHARS = 12;

// A word or a few a glossary marks in a sentence: text runs on both sides of it within its paragraph.
const TERM_CHARS = 40;
// Terms may follow one another, a comma between them ("de <button>fotosynthese</button>, <button>rubisco</button>, zich …").
const textBeside = (node: ChildNode, side: 'previousSibling' | 'nextSibling') => {
  let text = '';
  for (let n = node[side]; n; n = n[side]) text += n.textContent ?? '';
  return text;
};
const inSentence = (button: Element) =>
  button.parentElement?.localName === 'p' &&
  (button.textContent ?? '').trim().length <= TERM_CHARS &&
  /\p{L}/u.test(textBeside(button, 'previousSibling')) &&
  /\p{L}/u.test(textBeside(button, 'nextSibling'));

/**
 * Removes the links set beside a heading in a wrapper of its own (MediaWiki's "mw-heading" with its "[edit]"): Readability
 * reads the wrapper as a box of links and drops it, heading and all.
 */
function dropHeadingControls(heading: Element): void {
  const wrapper = heading.parentElement;
  if (!wrapper || wrapper.localName !== 'div') return;
  const others = [...wrapper.children].filter((child) => child !== heading);
  const control = (el: Element) => (el.textContent ?? '').trim().length <= CONTROL_CHARS && (el.localName === 'a' || el.querySelector('a') !== null);
  if (others.length && others.every(control)) for (const el of others) el.remove();
}

// linkedom builds the tree as the tags stand, no HTML5 parser: a page that leaves its <head> and <body> tags out (HTML allows it;
// v8.dev's blog does) comes out with every element a child of <html> beside an empty <body>, and Readability drops its code
// blocks. Such a page is written out again by parse5 (cheerio's), which adds the tags where the HTML5 rules imply them.
const BODY_TAG = /<body[\s>]/i;
/** `html` fetched from `url` as a document Readability can read (and takes apart). */
export function readerDocument(html: string, url: string): Document {
  const document = parser.parseFromString(BODY_TAG.test(html) ? html : cheerio.load(html).html(), 'text/html');
  // Readability resolves links against the document's URI; linkedom has none of its own.
  Object.defineProperty(document, 'documentURI', { value: url });
  Object.defineProperty(document, 'baseURI', { value: url });
  // MathJax 3 sets each formula in an <mjx-container class="MathJax CtxtMenu_Attached_0">: its drawing, glyphs a style
  // sheet draws (no text), and the formula in MathML for screen readers. Readability 0.6 takes the class's "Menu" for a
  // menu's and drops the formula with it; the MathML alone is the formula's text.
  for (const box of document.querySelectorAll('mjx-container')) {
    const math = box.querySelector('math');
    if (math) box.replaceWith(math);
  }
  // A documentation generator's "¶" anchor beside each heading is a control, not its words (Sphinx's "headerlink").
  for (const control of document.querySelectorAll('a.headerlink')) control.remove();
  // An article's own footer holds its furniture (tags, share links, a sponsors' thanks), not its text: Readability scores a
  // paragraph by its commas, and fasterthanli.me's one paragraph of 180 sponsors' names had outscored the post.
  for (const footer of document.querySelectorAll('article footer')) footer.remove();
  // An accordion's answer is hidden until its question's button opens it (an FAQ's "<button aria-expanded="false"><h3>…</h3>
  // </button><div style="display:none">…</div>"): the answer the button controls, or the one right after it, is text all the
  // same, however the page hides it.
  for (const control of document.querySelectorAll('button[aria-expanded="false"]')) {
    if (!control.querySelector('h2, h3, h4, h5, h6')) continue;
    const id = control.getAttribute('aria-controls');
    const answer = (id && document.getElementById(id)) || control.nextElementSibling;
    if (!answer) continue;
    answer.removeAttribute('hidden');
    answer.removeAttribute('aria-hidden');
    answer.removeAttribute('style');
  }
  // An accordion's question is a heading set in the <button> that opens its answer, or a <button> set in the heading
  // (service-public.fr's "fr-accordion__btn"); Readability drops every button, and the questions of an explainer's FAQ with them.
  // So is a glossary's term set in the <button> that opens its tooltip, in a paragraph's sentence (Apotheken Umschau's
  // "den roten Blutfarbstoff <button class="glossary-tooltip">Hämoglobin</button> zu bilden").
  for (const button of document.querySelectorAll('button'))
    if (button.querySelector('h2, h3, h4, h5, h6') || /^H[2-6]$/.test(button.parentElement?.tagName ?? '') || inSentence(button))
      button.replaceWith(...button.childNodes);
  // A callout a documentation theme marks as an alert (Docsy's "Note: …" boxes) is the text's; Readability drops every element
  // of that role as a live region's. A page's own live region (a form's error, a cart's notice) is empty or a line as served.
  for (const callout of document.querySelectorAll('[role="alert"]'))
    if ((callout.textContent ?? '').trim().length >= CALLOUT_CHARS) callout.removeAttribute('role');
  for (const heading of document.querySelectorAll('h2, h3, h4, h5, h6')) dropHeadingControls(heading);
  // A pull quote set in a box named for it (the Verge's "duet--article--article-pullquote") is a quote, as a <blockquote> is:
  // the reader view keeps no class to tell it by.
  for (const box of document.querySelectorAll('[class*="pullquote"], [class*="pull-quote"]')) {
    if (box.tagName === 'BLOCKQUOTE') continue;
    const quote = document.createElement('blockquote', {});
    quote.append(...box.childNodes);
    box.replaceWith(quote);
  }
  // A column a layout names a sidebar that holds the page's heading is its main one (VnExpress's "sidebar-1" beside
  // "sidebar-2"): Readability drops every element so named, the story with it. A blog theme's sidebar that holds the site's
  // name as a heading links it home.
  for (const column of document.querySelectorAll('[class*="sidebar"], [id*="sidebar"]'))
    if ([...column.querySelectorAll('h1')].some((h1) => !h1.querySelector('a'))) for (const name of ['class', 'id']) column.removeAttribute(name);
  // The root's names are the theme's settings (Avada's "avada-html-header-position-top"), which Readability reads as a
  // header's: it would drop the whole page, then read it again without dropping any header, sidebar or footer.
  for (const name of ['class', 'id']) document.documentElement?.removeAttribute(name);
  return document as unknown as Document;
}
