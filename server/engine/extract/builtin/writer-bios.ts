/** A writer's biography set in the reader view's text: a line that opens with their name and says what they do. */
import type * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { isElement, textOf } from '../../page/dom';
import { squash } from '../../page/text';
import { linksToWriter } from './byline-names';

// An author's biography runs to a short paragraph.
export const BIO_CHARS = 400;
// Its box holds two such lines at most.
export const BIO_LINES = 2;
// A biography without its heading opens with the writer's name, linked to the writer's page ("<a href="…/by/jane-roe">Jane
// Roe</a> covers the F.D.A. for The Times."), and says what they do ("Jane Roe said …" is a sentence of the text).
const NAME_WORDS = 5;
const BIO_VERB = /^\s+(?:is|was|covers|writes|reports|edits|leads|joined|has (?:been|covered|written|reported))\s/;
// Or it closes the text in italics, opening with the writer's name ("<p><em>Martha Kingsley is a Guardian columnist</em></p>").
const ITALIC = new Set(['em', 'i']);
const NAME = /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,3}/u;
/** Whether a paragraph is set in italics alone. */
function isItalic(line: Element): boolean {
  const shown = line.children.filter((n) => n.type !== 'text' || n.data.trim());
  return shown.length === 1 && isElement(shown[0]) && ITALIC.has(shown[0].tagName);
}
/** Whether a paragraph is a writer's biography set in italics alone, opening with their name. */
function isItalicBio(line: Element): boolean {
  const text = squash(textOf(line));
  const name = NAME.exec(text)?.[0];
  return isItalic(line) && !!name && text.length < BIO_CHARS && BIO_VERB.test(text.slice(name.length));
}
// The lead picture's credit may close the text after the biography (War on the Rocks' "<p><em>Image: Ukrainian Ministry of
// Defense</em></p>").
const PICTURE_CREDIT = /^(?:image|photo|foto|picture|illustration|bild|cover image)s?(?: credit)?\s*:/i;
const isItalicCredit = (line: Element) => isItalic(line) && PICTURE_CREDIT.test(squash(textOf(line)));

/** Whether a paragraph is a writer's biography that opens with their linked name. */
export function isLinkedBio(line: Element): boolean {
  const first = line.children.find((n) => n.type !== 'text' || n.data.trim());
  if (!first || !isElement(first) || !linksToWriter(first)) return false;
  const name = squash(textOf(first));
  const text = squash(textOf(line));
  return name.split(' ').length <= NAME_WORDS && text.length < BIO_CHARS && BIO_VERB.test(text.slice(name.length));
}

/** Removes the writers' biography in italics that closes the text, and the picture's credit in italics after it. */
export function dropClosingBio($: cheerio.CheerioAPI): void {
  const lines = $('p').toArray();
  const credit = lines.length > 1 && isItalicCredit(lines[lines.length - 1]) ? 1 : 0;
  const bio = lines[lines.length - 1 - credit];
  if (bio && isItalicBio(bio)) $(lines.slice(lines.length - 1 - credit)).remove();
}
