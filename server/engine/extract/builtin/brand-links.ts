/**
 * The brand a page names by a link where a shop writes "Brand: …": a marketplace's link to the brand's store under the
 * product's title ("Visit the Tefal Store", "Visiter la boutique PetSafe", "Besuche den Oceana-Store") or to all its products
 * ("Shop all Stanley"), a shop's link
 * to the brand's page (/marke/kaercher, ?brand=acme) whose words the product's title carries, or a fashion shop's brand
 * line: a link just above the heading, the two of them the start of the document's title ("Superdry" over "SPIRIT
 * SPORTS PUFFER", titled "Superdry SPIRIT SPORTS PUFFER - …").
 */
import type { AnyNode, Element } from 'domhandler';
import { firstElement, isChromeTag, isElement, isTag, onlyImageAlt, textOf, walkElements } from '../../page/dom';
import { mainRegion, type PageModel } from '../../page/page-model';
import { namesBrand, pageHeading } from './page-headings';
import { squash, words } from '../../page/text';

// The link's wording in the marketplaces' languages; the brand is the one group.
const STORE_LINK = [
  /^visit the (.+) store$/i,
  /^visiter la boutique (.+)$/i,
  /^besuchen? (?:sie )?den (.+)-store$/i,
  /^visita la tienda de (.+)$/i,
  /^visita lo store di (.+)$/i,
  /^bezoek de (.+)-winkel$/i,
  /^odwiedź sklep (.+)$/i,
  /^besök (.+)-butiken$/i,
  /^visite a loja (?:d[aeo] )?(.+)$/i,
  /^(.+) mağazasını ziyaret edin$/i,
  /^(.+)のストアを表示$/,
  /^(?:قم بزيارة|زيارة) متجر (.+)$/,
];

// A link to all of a brand's products ("Shop all Stanley" on Target, Petco, Blinkit's "View all by Amul"): the brand where the
// product's title carries it; "Shop all Women's" names a category.
const SHOP_ALL = /^(?:shop all|view all(?: by)?|see all(?: by)?) (.+?)(?: products)?$/i;

// An address that leads to a brand's page: a word of its path or query in the shops' languages (Shopify calls the brand its
// vendor: /collections/vendors?q=acme; Olive Young's brand shop is getBrandShopDetail.do).
const BRAND_PAGE = new Set(
  'brand brands marke marken marque marques marca marcas merk merken marchi marki marka designer designers manufacturer manufacturers hersteller vendor vendors'.split(
    ' ',
  ),
);
export const leadsToBrand = (href: string) => words(pathOf(href)).some((w) => BRAND_PAGE.has(w));
// A brand's name is a few words; a link that says more ("More from Origins", "Whisky Jack Daniel's") is a category's.
const NAME_CHARS = 40;

const pathOf = (href: string) => {
  try {
    const url = new URL(href, 'http://page.invalid/');
    return url.pathname + url.search;
  } catch {
    return '';
  }
};

// Whole words of the title, in any script and case: "KÄRCHER" in "Kärcher Hochdruckreiniger K 3".
const inTitle = (name: string, title: string) => {
  const at = title.toLocaleLowerCase().indexOf(name.toLocaleLowerCase());
  return at >= 0 && !/[\p{L}\p{N}]/u.test(title[at - 1] ?? '') && !/[\p{L}\p{N}]/u.test(title[at + name.length] ?? '');
};

// How far up from the heading its brand line may sit: the heading and the line are each wrapped in a box or two.
const LINE_LEVELS = 3;
// The heading's start that must follow the line in the document's title.
const HEADING_START = 12;

// What an element says: its text, or a logo's alt text where it shows only the logo.
const saidBy = (el: Element) => squash(textOf(el)) || onlyImageAlt(el) || '';

/**
 * The element just before (or after) `el` that says something, at its level or, where it opens (or closes) its box, at its
 * box's (up to LINE_LEVELS).
 */
function lineBeside(el: Element, side: 'prev' | 'next'): Element | undefined {
  let at: Element = el;
  for (let up = 0; up < LINE_LEVELS; up++) {
    for (let p: AnyNode | null = at[side]; p; p = p[side]) if (isElement(p) && saidBy(p)) return p;
    if (!at.parent || !isElement(at.parent)) return undefined;
    at = at.parent;
  }
  return undefined;
}

// A line's link: the line itself, or the first link in it.
const linkOf = (line: Element) => (line.tagName === 'a' ? line : firstElement(line, isTag('a')));
// Whether a box from the link up to its line is named for the brand.
const boxedAsBrand = (link: Element, line: Element) => {
  for (let el: Element | null = link; el; el = el === line ? null : (el.parent as Element)) if (namesBrand(el)) return true;
  return false;
};

/**
 * The brand line over the product's heading: a link alone in the line just before it, or the brand's logo as a link there
 * (a DIY store's "<a class="adp__brand-logo" href="/marken/alpina"><img alt="Alpina"></a>"), which the line's markup names
 * for the brand or the document's title puts before the heading.
 */
function brandLineOver(page: PageModel, h1: Element): string | undefined {
  const line = lineBeside(h1, 'prev');
  if (!line) return undefined;
  const text = saidBy(line);
  if (text.length > NAME_CHARS) return undefined;
  const heading = squash(textOf(h1)).slice(0, HEADING_START).toLocaleLowerCase();
  const titled = !!heading && page.title.toLocaleLowerCase().startsWith(`${text.toLocaleLowerCase()} ${heading}`);
  // A line of plain text says so twice: its box is named for the brand, and the title puts it before the heading (Hoffmann's
  // "<span class="pdp-brand">GARANT</span>" over the heading, in "GARANT VHM-Bohrer … | Hoffmann Group") or the heading names
  // it among its words (Sprinter's "<p class="product-detail__brand">JOMA</p>" over "Zapatillas Running Joma R.Supercross").
  const link = linkOf(line);
  if (!link) return (titled || inTitle(text, squash(textOf(h1)))) && namesBrand(line) ? text : undefined;
  if (!link.attribs.href || saidBy(link) !== text) return undefined;
  return titled || boxedAsBrand(link, line) ? text : undefined;
}

/**
 * The brand line under the product's heading: a link alone in the line just after it, whose box's name says it is the
 * brand's and so does its address (Continente's "<p class="ct-pdp--brand"><a href="/marcas/gallo/">Gallo</a></p>") or the
 * heading, which opens with it (Shopware's maker's logo: "<div class="product--supplier"><a href="/radon/"><img
 * alt="Radon"></a></div>" under "Radon Slide Trail 10.0").
 */
function brandLineUnder(h1: Element): string | undefined {
  const line = lineBeside(h1, 'next');
  const link = line && linkOf(line);
  const text = line && saidBy(line);
  if (!line || !text || text.length > NAME_CHARS) return undefined;
  // A line of plain text, alone in a box named for the brand (Esselunga's "<p class="product-brand">Esselunga Top</p>").
  if (!link) return line.tagName !== 'h1' && namesBrand(line) && !/\d/.test(text) ? text : undefined;
  if (saidBy(link) !== text) return undefined;
  const said = leadsToBrand(link.attribs.href ?? '') || squash(textOf(h1)).toLocaleLowerCase().startsWith(`${text.toLocaleLowerCase()} `);
  return said && boxedAsBrand(link, line) ? text : undefined;
}

// A box named for the maker, as some shops name the brand's part of the heading.
const MAKER_BOX = /(^|\s)manufacturer(\s|$)/;
/**
 * The brand set first in the product's heading in a box of its own named for it (Bergfreunde's "<h1><span
 * class="manufacturer-title">Arc'teryx</span> <span class="product-title">Women's Beta AR Jacket</span></h1>").
 */
function brandInHeading(heading: Element): string | undefined {
  // The page's heading may be the product's title in the h1 beside the brand's box.
  const h1 = heading.parent && isElement(heading.parent) && heading.parent.tagName === 'h1' ? heading.parent : heading;
  const first = h1.children.find((c): c is Element => isElement(c) && !!squash(textOf(c)));
  const text = first && saidBy(first);
  const named = first && (namesBrand(first) || MAKER_BOX.test(words(first.attribs.class ?? '').join(' ')));
  return named && text && text.length <= NAME_CHARS && squash(textOf(h1)).length > text.length ? text : undefined;
}

/** The brands named by links to their stores or pages in the page's main region, in page order; `title` is the product's. */
export function brandLinkNames(page: PageModel, title: string): string[] {
  const names: string[] = [];
  const main = mainRegion(page.$)[0];
  if (!main || !('children' in main)) return names;
  walkElements(main, (el) => {
    // Page chrome holds menus of every brand the shop sells.
    if (isChromeTag(el)) return false;
    if (el.tagName !== 'a') return;
    // A brand's logo says its name in its alt text (Smyths' "<a href=/brands/lego><img alt=LEGO></a>").
    const text = saidBy(el);
    const name = STORE_LINK.map((re) => re.exec(text)?.[1]).find(Boolean);
    const all = SHOP_ALL.exec(text)?.[1];
    if (name) names.push(name);
    else if (all && all.length <= NAME_CHARS && inTitle(all, title)) names.push(all);
    else if (text && text.length <= NAME_CHARS && leadsToBrand(el.attribs.href ?? '') && inTitle(text, title)) names.push(text);
  });
  const h1 = pageHeading(page.$);
  const line = h1 && (brandInHeading(h1) ?? brandLineOver(page, h1) ?? brandLineUnder(h1));
  return line ? [...names, line] : names;
}
