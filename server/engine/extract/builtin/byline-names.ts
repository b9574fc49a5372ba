/**
 * Which of the names an article's byline elements and its structured data give are its writers together: co-authors set
 * side by side, and not a photographer listed among them.
 */
import type { ChildNode, Element } from 'domhandler';
import { bodyOf, type PageModel } from '../../page/page-model';
import { isBlock, isElement, textOf, visibleText, walkElements } from '../../page/dom';
import { squash } from '../../page/text';

// A co-author's name is set beside the first's in one line, or in a box of the same kind beside the first's that holds no
// more than a name and a role, an affiliation (NRK's "<li class="author"><span class="author__name">…</span><span
// class="author__role">Journalist</span></li>", one for each writer; Brookings's titles run to a long line: "Director -
// Initiative on Nonstate Armed Actors, Senior Fellow - Foreign Policy, …").
const NAME_BOX_CHARS = 200;
// The box is a list's item or a line, not a story or a sidebar that happens to be short.
const NAME_BOXES = new Set(['li', 'div', 'p', 'span']);
const nameBox = (el: Element) => !!el.parent && isElement(el.parent) && NAME_BOXES.has(el.parent.tagName) && squash(textOf(el.parent)).length <= NAME_BOX_CHARS;
const INLINE = new Set(['a', 'span', 'strong', 'b', 'em', 'i']);
// A name's element with the inline wrappers that hold nothing else (The Conversation's "<a class="author-name"><span
// class="author-name-text">…</span></a>").
function withWrappers(el: Element): Element {
  const said = squash(textOf(el));
  let outer = el;
  while (outer.parent && isElement(outer.parent) && INLINE.has(outer.parent.tagName) && squash(textOf(outer.parent)) === said) outer = outer.parent;
  return outer;
}
// Or each in a card of its own, a box or two up (Stripe's "<div class="BlogPostAuthor"><img><div class="…__info"><a class="…__name">…</a>
// <div class="…__title">Engineering Lead</div></div></div>", one for each writer): the cards of one kind, side by side.
const CARD_LEVELS = 3;
const sideBySide = (a: Element, b: Element) => {
  let [x, y] = [a, b];
  for (let up = 0; up < CARD_LEVELS; up++) {
    if (!nameBox(x) || !nameBox(y)) return false;
    [x, y] = [x.parent as Element, y.parent as Element];
    if (x !== y && x.tagName === y.tagName && x.attribs.class === y.attribs.class && x.parent === y.parent) return true;
  }
  return false;
};
// Byline boxes of one kind in a row, each a name and a role (forskning.no's "<div class="author"><a>…</a><span
// class="role">journalist</span></div>", one for each writer), are co-authors' too; other blocks hold more than names, and
// boxes of the kind with a story between them are each story's (LWN's weekly edition's "FeatureByline").
const inRow = (a: Element, b: Element) => {
  const between = (n: ChildNode) =>
    n.type === 'text' ? !n.data.trim() : isElement(n) && n !== b && n.attribs.class === a.attribs.class && squash(textOf(n)).length <= NAME_BOX_CHARS;
  let n = a.nextSibling;
  while (n && between(n)) n = n.nextSibling;
  return n === b;
};
const nameBlocks = (a: Element, b: Element) =>
  !!a.attribs.class && a.attribs.class === b.attribs.class && [a, b].every((e) => squash(textOf(e)).length <= NAME_BOX_CHARS) && (inRow(a, b) || inRow(b, a));
export const coauthors = (first: Element, other: Element) => {
  if (isBlock(first) || isBlock(other)) return nameBlocks(first, other);
  const [a, b] = [withWrappers(first), withWrappers(other)];
  return b.parent === a.parent || (!!first.attribs.class && other.attribs.class === first.attribs.class && sideBySide(a, b));
};

// Co-authors each linked to their page in one byline ("By <a href="/author/wen-zhou/">Wen Zhou</a>, <a href="/author/…">Rahul
// Menon</a>, <a …>Sofia Ortega</a>"), with nothing else between the links than commas, joiners and the byline's word (its
// colon too: Brookings's "<span>By:</span> <a>…</a>"): the names as a list; one such link, its name (G4Media's Romanian "de
// <a href="/author/ioana-david/">Ioana David</a>", a word that opens names elsewhere: "de Gaulle"), or after the desk's word
// (wallstreet-online's "Redaktion <a href="/autor/carsten-kaletta">Carsten Kaletta</a>").
const AUTHOR_PAGE =
  /(?:^|\/)(?:by|authors?|people|staff|profiles?|journalists?|reporters?|writers?|contributors?|team|autor(?:en|es)?|auteurs?|autori)\/(?:\d+\/)?[^/?#]+\/?(?:[?#]|$)/i;
/**
 * Whether `el` is a link to a writer's page: "/author/wen-zhou/", "/contributor/ayesha-raman/", "/people/ann-lee",
 * "/autori/anna-ferri", Gannett's "/staff/2646406001/duante-beddingfield/".
 */
export const linksToWriter = (el: Element): boolean => el.tagName === 'a' && AUTHOR_PAGE.test(el.attribs.href ?? '');
/** Names as a byline lists them, the last after "and" (clean-value.ts reads such a list whole): "A, B and C". */
export const listedNames = (names: string[]): string => `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
const BETWEEN_NAMES =
  /^(?:[\s,:&·|]|(?<![\p{L}])(?:by|von|par|por|door|di|de|posted|written|and|und|et|y|e|en|redaktion|rédaction|redacción|redação|redazione|redactie)(?![\p{L}]))*$/iu;
/** Whether `text` between names in a byline is only what joins them: commas, "and", the byline's "By". */
export const joinsNames = (text: string): boolean => BETWEEN_NAMES.test(text);
const REPORTER_TITLE = /\s*(?:기자|記者|特派員)$/u;
export function linkedNames(byline: Element): string | undefined {
  const links: Element[] = [];
  // A second link to a writer's page names no one more: it is the same writer's "View More Articles" (AutoIndustriya's).
  const again: Element[] = [];
  walkElements(byline, (el) => {
    if (!linksToWriter(el)) return;
    (links.some((a) => a.attribs.href === el.attribs.href) ? again : links).push(el);
    return false;
  });
  if (!links.length) return undefined;
  const said = links.map((a) => squash(textOf(a)));
  let rest = squash(textOf(byline));
  for (const name of [...said, ...again.map((a) => squash(textOf(a)))]) rest = rest.replace(name, ' ');
  if (said.some((n) => !n) || !joinsNames(rest)) return undefined;
  // Each link may hold its writer's title after the name (Hankook Ilbo's "<a href="/Reporter/7891">조아름 기자</a>").
  const names = said.map((n) => n.replace(REPORTER_TITLE, '') || n);
  return names.length > 1 ? listedNames(names) : names[0];
}

// A name the byline sets beside a photographer's title, or after words that credit the pictures, an edit, a review or the
// expertise, did that work, not the writing: the structured data lists all a story's contributors as its authors (VG's and DR's
// "<span>Frode Hansen</span><span>Fotograf</span>" beside the journalists, National Geographic's "Photographs by Marco
// Silveira", NerdWallet's "Written by … | Edited by Marcus Ortega", Allrecipes' "Tested by", Finanztip's "Experte Matthias
// Stolz", Ilta-Sanomat's "Teksti: Emmi Rautio · Kuvat: Jussi Helttunen").
const PHOTOGRAPHER_AFTER = /\s*[,·|/–-]?\s*(?:fotograf(?:in|en)?|photographer|photographe|fot[óo]graf[oa]|valokuvaaja)(?![\p{L}])/iuy;
const PHOTOGRAPHS_BY =
  /(?:(?:photo(?:graph)?s? by|photography by|fotos? von|photos? de|fotos? de|edited by|reviewed by|fact[- ]?checked by|tested by|fotografia|fotografie|photographie|geprüft von|redigiert von|relu par|experte|expertin)\s*:?|(?<![\p{L}])(?:kuvat?|fotos?|photos?|bilder?|фото|zdjęcia)\s*:)\s*$/iu;
const PHOTO_CREDIT_CHARS = 24;
/** The names of `names` the page credits for other work than the writing: the pictures, the edit, the review. */
export function creditedForOtherWork(page: PageModel, names: string[]): Set<string> {
  const text = squash(visibleText(bodyOf(page.$), true)).toLowerCase();
  const after = (name: string) => {
    const said = name.toLowerCase();
    for (let at = text.indexOf(said); at >= 0; at = text.indexOf(said, at + 1)) {
      PHOTOGRAPHER_AFTER.lastIndex = at + said.length;
      if (PHOTOGRAPHER_AFTER.test(text) || PHOTOGRAPHS_BY.test(text.slice(Math.max(0, at - PHOTO_CREDIT_CHARS), at))) return true;
    }
    return false;
  };
  return new Set(names.filter(after));
}
