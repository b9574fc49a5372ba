/**
 * Which of the names an article's byline elements and its structured data give are its writers together: co-authors set
 * side by side, and not a photographer listed among them.
 */
import type { Element } from 'domhandler';
import { bodyOf, type PageModel } from '../../page/page-model';
import { isBlock, isElement, textOf, visibleText } from '../../page/dom';
import { squash } from '../../page/text';

// A co-author's name is set beside the first's in one line, or in a box of the same kind beside the first's that holds no
// more than a name and a role (NRK's "<li class="author"><span class="author__name">…</span><span
// class="author__role">Journalist</span></li>", one for each writer).
const NAME_BOX_CHARS = 80;
const nameBox = (el: Element) => !!el.parent && isElement(el.parent) && squash(textOf(el.parent)).length <= NAME_BOX_CHARS;
export const coauthors = (first: Element, other: Element) =>
  !isBlock(first) &&
  !isBlock(other) &&
  (other.parent === first.parent ||
    (!!first.attribs.class &&
      other.attribs.class === first.attribs.class &&
      !!first.parent &&
      other.parent?.parent === first.parent.parent &&
      nameBox(first) &&
      nameBox(other)));

// A name the byline sets beside a photographer's title took the pictures: the structured data lists all a story's
// contributors as its authors (VG's and DR's "<span>Frode Hansen</span><span>Fotograf</span>" beside the journalists).
const PHOTOGRAPHER_AFTER = /\s*[,·|/–-]?\s*(?:fotograf(?:in|en)?|photographer|photographe|fot[óo]graf[oa]|valokuvaaja)(?![\p{L}])/iuy;
export function photographers(page: PageModel, names: string[]): Set<string> {
  const text = squash(visibleText(bodyOf(page.$), true)).toLowerCase();
  const after = (name: string) => {
    const said = name.toLowerCase();
    for (let at = text.indexOf(said); at >= 0; at = text.indexOf(said, at + 1)) {
      PHOTOGRAPHER_AFTER.lastIndex = at + said.length;
      if (PHOTOGRAPHER_AFTER.test(text)) return true;
    }
    return false;
  };
  return new Set(names.filter(after));
}
