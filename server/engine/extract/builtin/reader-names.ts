/**
 * What Readability misreads in the names of a page's boxes, renamed or dropped before it reads the page: a subheading named
 * "header", a word that ends in "com", a modifier class that holds an unlikely box's word, a phrase's name in a sentence.
 */
import { squash, words } from '../../page/text';

// An element of the reader document (a DOM's, where `Element` in the engine is the page model's).
export type ReaderElement = NonNullable<ReturnType<ParentNode['querySelector']>>;

/** The blocks that hold a box's or a story's lines of text. */
export const BOX_BLOCKS = 'p, h2, h3, h4, h5, h6, li, blockquote';

// Readability drops every element whose class or id says "header" as the page's masthead, before it looks for the article,
// and with it the subheadings platforms name so (Substack's "header-anchor-post", "subheader"); and an h2 whose name it
// weighs as a comment's, which "com-" is to it, where La Nación's "com-subtitle" is a component's: a heading is the text's.
const MISREAD_NAMES: [RegExp, string][] = [
  [/header/gi, 'heading'],
  [/(^|\s)com-/g, '$1component-'],
];

/**
 * Renames what Readability misreads in the names of the page's subheadings, so that the reader view reads them as the text
 * they are, and of the boxes that hold one alone; and in the names of the boxes between a live blog's entry and its heading (the Telegraph's
 * "live-post__header", the Times of Israel's "liveblog-item-header"): an entry among entries heads its own text.
 */
export function keepSubheadings(document: ParentNode): void {
  const rename = (el: ReaderElement) => {
    for (const name of ['class', 'id']) {
      const value = el.getAttribute(name) ?? '';
      const renamed = MISREAD_NAMES.reduce((v, [re, to]) => v.replace(re, to), value);
      if (renamed !== value) el.setAttribute(name, renamed);
    }
  };
  for (const heading of document.querySelectorAll('h2, h3, h4, h5, h6')) {
    // An anchor named with the heading's own words ("menu-en-software" over "Menu en software", Hashnode's "heading-takeaways")
    // names no box, whatever the words.
    const own = words(heading.textContent ?? '');
    const anchor = words(heading.getAttribute('id') ?? '');
    if (own.length && anchor.slice(-own.length).join(' ') === own.join(' ')) heading.removeAttribute('id');
    rename(heading);
    // So is a box that holds the subheading alone: Notion's "notion-header-block".
    const said = squash(heading.textContent ?? '');
    for (let box = heading.parentElement; said && box && squash(box.textContent ?? '') === said; box = box.parentElement) rename(box);
    const entry = heading.closest('article');
    if (!entry || !isFeedEntry(entry)) continue;
    for (let box = heading.parentElement; box && box !== entry; box = box.parentElement) rename(box);
  }
}

// Readability weighs a box as a comment's wherever its name holds "com-", though in "intercom-interblocks-paragraph" (a
// help centre's paragraphs, lists and callouts) or "telecom-…" the word ends in "com": such a word names no comment.
const WORD_ENDING_IN_COM = /(?<=\p{L})com-/gu;
const COM_NAMED = '[class*="com-"], [id*="com-"]';

// A class that is a modifier alone ("com-title --font-primary --l --font-extra", La Nación's subheadings; Brookings's
// "byo-blocks -with-sidebar") says how a box looks, not what it is; Readability reads "extra" or "sidebar" in it as an
// unlikely box's and drops the subheading, or the whole text. So does a class that names what a box has beside it
// ("l-with-sidebar", "has-sidebar"): the box is not the sidebar.
const MODIFIER = /(?:^|\s)(?:--?[\w-]+|(?:[\w-]*[_-])?(?:has|with)[_-][\w-]+)(?=\s|$)/g;
const MODIFIED = '[class*="--"], [class^="-"], [class*=" -"], [class*="has-"], [class*="has_"], [class*="with-"], [class*="with_"]';

/** Drops the modifier-only classes of the page's boxes, once the builtin has read their names (boxTexts). */
export function dropModifiers(document: ParentNode): void {
  for (const el of document.querySelectorAll(MODIFIED)) el.setAttribute('class', (el.getAttribute('class') ?? '').replace(MODIFIER, ''));
}

/** Renames the words that end in "com" in the names of the page's boxes, so that the reader view keeps what they hold. */
export function keepComNames(document: ParentNode): void {
  for (const el of document.querySelectorAll(COM_NAMED))
    for (const name of ['class', 'id']) {
      const value = el.getAttribute(name);
      if (value) el.setAttribute(name, value.replace(WORD_ENDING_IN_COM, 'com_'));
    }
}

// An article element beside others of its kind: one entry of a feed of entries.
const isFeedEntry = (entry: ReaderElement) => [entry.previousElementSibling, entry.nextElementSibling].some((s) => s?.tagName === entry.tagName);

// A phrase inside a paragraph, as its own element: a name, a place, a date (PR Newswire's "<span class="legendSpanClass"><span
// class="xn-location">SAN DIEGO</span></span>, … /PRNewswire/ --").
const PHRASES = 'p a, p span, p em, p strong, p b, p i, p time, p small, p abbr, p cite';

/**
 * Unnames the phrases of the article's paragraphs: Readability drops an element whose name it reads as an unlikely box's
 * (in "legendSpanClass" it finds "legends") wherever it stands, and with it words of a sentence. Run after boxTexts, which
 * (readable-body.ts) reads the names of the boxes that are not the text.
 */
export function keepPhrases(document: ParentNode): void {
  // A paragraph's length, read once: a story set in one <p> holds thousands of phrases.
  const lengths = new Map<ReaderElement, number>();
  const lengthOf = (p: ReaderElement) => lengths.get(p) ?? lengths.set(p, squash(p.textContent ?? '').length).get(p)!;
  for (const phrase of document.querySelectorAll(PHRASES)) {
    if (!phrase.hasAttribute('class') && !phrase.hasAttribute('id')) continue;
    const sentence = phrase.closest('p');
    if (!sentence || phrase.querySelector(BOX_BLOCKS) || lengthOf(sentence) <= squash(phrase.textContent ?? '').length) continue;
    phrase.removeAttribute('class');
    phrase.removeAttribute('id');
  }
}
