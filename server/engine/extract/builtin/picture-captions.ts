/**
 * Pictures' captions in an article: a <figcaption>, a box named for the caption or the picture, a caption's credit, and a
 * photo essay, whose captions are its text.
 */
import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { isBlock, isElement, textOf } from '../../page/dom';
import { squash } from '../../page/text';

// A picture's caption set in an element the page names for it ("wp-caption-text", "newsCaption"), not a <figcaption>: left out
// as a <figcaption> is (readerText). One shorter than this ("Amazon", a credit) could be a word of the text, which goes by it.
// Gannett names a photo's caption its "cutline"; pages in other languages name it in theirs (Estado de Minas's "<p
// class="legenda">", "leyenda", "didascalia", "bildunterschrift", "bildtext").
export const CAPTION = /caption|cutline|legenda|leyenda|didascalia|bildunterschrift|bildtext/i;
/** Whether an element is a picture's figure or caption: a <figure>, a <figcaption> or a box its class names for the caption. */
export const isCaptionBox = (el: Element) => el.tagName === 'figure' || el.tagName === 'figcaption' || CAPTION.test(el.attribs.class ?? '');
/** Whether `el` is a picture's caption, is in one or holds one: a box named for the picture, the caption's own lines. */
export const holdsCaption = ($: cheerio.CheerioAPI, el: Element) => $(el).closest('figcaption').length > 0 || $(el).find('figcaption').length > 0;

/** Whether the text is a photo essay's: its pictures' captions hold more of it than the rest. */
export function photoEssay($: cheerio.CheerioAPI): boolean {
  const captionChars = $('figcaption')
    .toArray()
    .reduce((n, c) => n + squash(textOf(c)).length, 0);
  return captionChars > squash($.root().text()).length - captionChars;
}

// A caption's credit: its photographer or agency, a few words in an element of their own after its last sentence ("…, on
// September 28, 2025. <span>Nguyen Huy Kham / Reuters</span>"; the reader view has dropped the class that named it).
const CREDIT_CHARS = 60;
export function dropCredit($: cheerio.CheerioAPI, caption: Element): void {
  const last = caption.children.filter((c) => !(c.type === 'text' && !c.data.trim())).at(-1);
  if (!last || !isElement(last) || isBlock(last) || squash(textOf(last)).length > CREDIT_CHARS) return;
  const before = squash(
    caption.children
      .slice(0, caption.children.indexOf(last))
      .map((c) => textOf(c))
      .join(''),
  );
  if (/[.!?)”"]$/.test(before)) $(last).remove();
}

// Or a box named for the picture that holds it and its words ("<div class="photo"><img><p>The mayor … (File photo)</p></div>").
export const PICTURE_BOX = /(^|\s)(photo|image|img|pic|picture|foto)(\s|$)/;
export const CAPTION_CHARS = 20;

/**
 * The captions set in a box of their own beside their picture, found by saying what its alt text says: a gallery's slide
 * (`<img alt="Il Colosseo all’alba"><div class="didascalia">Il Colosseo all’alba</div>`) whose box no class names a caption.
 */
export function altCaptions(document: ParentNode): string[] {
  return Array.from(document.querySelectorAll('img[alt]')).flatMap((img) => {
    const alt = squash(img.getAttribute('alt') ?? '');
    const beside = Array.from(img.parentElement?.children ?? []).some((s) => s !== img && squash(s.textContent ?? '') === alt);
    return alt.length >= CAPTION_CHARS && beside ? [alt] : [];
  });
}
