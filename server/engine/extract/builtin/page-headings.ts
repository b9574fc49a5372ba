/**
 * Which heading names the page, as its sharing title and its visible heading relate: the article's own heading over its
 * text, a sharing title that is the heading with the site's name after it.
 */
import type { Element } from 'domhandler';
import type { PageModel } from '../../page/page-model';
import { squash } from '../../page/text';
import { firstElement, isTag, textOf } from '../../page/dom';
import { pageHeading, titleCarries } from './dom-values';

// What sets a site's name apart after a title: a dash, a bar, a dot or "by" ("… by メルカリ"); or before it, as Google Sites
// and some school and club sites set it ("Γυμνάσιο Πυλαίας - Φυτέψαμε 120 δέντρα").
export const SITE_NAME = /\s+(?:[-|–—·•:]|by)\s+[^-|–—·•:]{1,40}$/u;
const SITE_NAME_FIRST = /^[^-|–—·•:]{1,40}\s+[-|–—·•]\s+/u;

// A title cut short says so ("Baseus 65W GaN Charger USB C…"); one that is the heading's start without it is another
// statement of the name (a heading's "Код: 01245" after it is no part of it).
const ELLIPSIS = /\s*(?:…|\.{3})$/;
// A heading that a title merely starts with names a product where it has this many words ("Coca-Cola Zero Sugar 1,25l").
const NAME_WORDS = 3;

/**
 * Whether a sharing title is `heading` or its start, with the site's name after it or cut short; or, where `runsOn` (a
 * product's name), the heading followed by the shop's words.
 */
export function sharedHeading(title: string, heading: string, runsOn: boolean): boolean {
  const [said, shown] = [title.replace(SITE_NAME, '').replace(ELLIPSIS, '').toLowerCase(), heading.toLowerCase()];
  if (said.length > 0 && said !== title.toLowerCase() && shown.startsWith(said)) return true;
  if (title.replace(SITE_NAME_FIRST, '').toLowerCase() === shown && title.length > heading.length) return true;
  return runsOn && shown.split(/\s+/).length >= NAME_WORDS && title.toLowerCase().startsWith(shown);
}

/** Whether `href` leads to an address above `url` on its site: a blog's front page from one of its posts. */
function leadsAbove(href: string, url: string): boolean {
  try {
    const [to, from] = [new URL(href, url), new URL(url)];
    const path = to.pathname.replace(/\/$/, '');
    return to.host === from.host && from.pathname.replace(/\/$/, '') !== path && from.pathname.startsWith(`${path}/`);
  } catch {
    return false;
  }
}

/**
 * The page's heading where it is the article's: mostly in the document's title, and not the site's name linked to its front
 * page ("<h1><a href="…/blog">史蒂文的家_藍天</a></h1>" over a post).
 */
export function articleHeading(page: PageModel): Element | undefined {
  const heading = pageHeading(page.$);
  if (!heading || !titleCarries(page.title, textOf(heading))) return undefined;
  const link = firstElement(heading, isTag('a'));
  return link && squash(textOf(link)) === squash(textOf(heading)) && leadsAbove(link.attribs.href ?? '', page.url) ? undefined : heading;
}
