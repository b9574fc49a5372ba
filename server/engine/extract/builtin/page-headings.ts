/**
 * Which heading names the page: the h1 its document title carries (not a logo's, a dialog's or a menu's), and as its
 * sharing title and its visible heading relate, the article's own heading over its text, a sharing title that is the
 * heading with the site's name after it.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element, ParentNode } from 'domhandler';
import { mainRegion, type PageModel } from '../../page/page-model';
import { letters, squash, TITLE_PARTS, words } from '../../page/text';
import { closestWhere, firstElement, holdsText, isElement, isTag, textOf, walkElements } from '../../page/dom';
import { isDialog } from '../../page/dialogs';
import { linksToWriter } from './byline-names';

const isH1 = isTag('h1');

// A site's logo set as its h1: named so, or a link home ("/", "https://shop.example/").
export const HOME = /^(?:https?:\/\/[^/]+)?\/?$/;
const isLogo = (h1: Element) =>
  /logo|site-?(?:title|name)/i.test(`${h1.attribs.class ?? ''} ${h1.attribs.id ?? ''}`) ||
  !!firstElement(h1, (e) => e.tagName === 'a' && HOME.test(e.attribs.href ?? '-'));

// A document title of fewer than three words is a site's or an app's name ("Shop"), which says nothing of which element
// names the page. A heading that names the title's topic shares two of its words of four letters or more ("Kitchen Gadgets"
// in "12 Kitchen Gadgets Our Test Kitchen Actually Uses Every Day" under "Best Kitchen Gadgets 2025, Tested by Experts"):
// any two share "the".
const [TITLE_WORDS, TOPIC_CHARS, TOPIC_WORDS] = [3, 4, 2];

const tokens = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
// Whether most of `text`'s words are among the title's words `said`.
const carries = (said: Set<string>, text: string) => {
  const w = tokens(text);
  return w.length > 0 && w.filter((x) => said.has(x)).length * 2 >= w.length;
};

/** Whether most of `text`'s words are in the document's `title`, which is long enough to say, or it names the title's topic. */
export function titleCarries(title: string, text: string): boolean {
  const said = new Set(tokens(title));
  const topic = () => new Set(tokens(text).filter((w) => w.length >= TOPIC_CHARS && said.has(w))).size >= TOPIC_WORDS;
  return said.size >= TITLE_WORDS && (carries(said, text) || topic());
}

/** Whether most of `text`'s words are in the document's `title`, or the title is too short to say. */
export function titled(title: string, text: string): boolean {
  const said = new Set(tokens(title));
  return said.size < TITLE_WORDS || carries(said, text);
}

/**
 * Where no h1 heads the page, the element the document's title opens with: an h1 in the dialog the page was saved with
 * open (a shop's item-details modal), a shop's title set as an h2 ("소년이 온다" under "소년이 온다 - 예스24"). A pop-up's
 * own heading ("We value your privacy") is not what the title says.
 */
function titleHeading($: CheerioAPI, title: string): Element | undefined {
  // Compared by their letters: a kicker in a span of its own runs on into the headline where the title sets a colon
  // (Spiegel's "<h2><span>Hausärztemangel in der Uckermark</span><span>Ein Dorf sucht einen Arzt</span></h2>").
  const said = letters(title);
  const opens = (el: Element) => {
    const text = letters(textOf(el));
    return text.length >= 3 && said.startsWith(text) && !isLogo(el) && !closestWhere(el, (e) => e.tagName === 'nav');
  };
  return firstElement($.root()[0], (el) => (isH1(el) || el.tagName === 'h2') && opens(el));
}

// The page's heading, found once: the name, the price, the stock and the brand all ask.
const HEADINGS = new WeakMap<CheerioAPI, Element | null>();

/**
 * The page's heading: of the h1s of its main region, then of the page, the first whose words the document's title
 * carries, else the first; not a logo, a dialog's ("My account") or a breadcrumb trail's. A <header> may hold the
 * product's own heading, and a layout names its columns "sidebar-right". Where no class names a dialog, an account
 * menu's or a pop-over's h1 ("Mon compte", "Essai gratuit Amazon Prime") is still not what the title names.
 */
export function pageHeading($: CheerioAPI): Element | undefined {
  let heading = HEADINGS.get($);
  if (heading === undefined) {
    const anyHeading = (el: Element) => isH1(el) && !isLogo(el) && !closestWhere(el, (e) => isDialog(e) || e.tagName === 'nav');
    // A brand's name set as a heading of its own over the product's (a marketplace's "<h1 class="…__brandName"><a>Titan</a></h1>"
    // before "<h1 class="…__productName">Titan Neo Splash …</h1>") is the brand line, where another heading follows.
    const isHeading = (el: Element) => anyHeading(el) && !(namesBrand(el) && squash(textOf(el)).length <= BRAND_CHARS);
    const main = mainRegion($)[0] as ParentNode;
    const title = squash(textOf(firstElement($.root()[0], isTag('title'))));
    const firstOf = (pred: (el: Element) => boolean) => firstElement(main, pred) ?? firstElement($.root()[0], pred);
    const first = firstOf(isHeading) ?? firstOf(anyHeading);
    // Most pages' first heading is the one the title names: the page is walked for the others only where it is not.
    if (!first) heading = titleHeading($, title) ?? null;
    else if (titled(title, textOf(first))) heading = first;
    else {
      const found: Element[] = [];
      walkElements($.root()[0], (el) => void (isHeading(el) && found.push(el)));
      const inMain = found.filter((el) => closestWhere(el, (e) => e === main));
      heading = [...inMain, ...found.filter((el) => !inMain.includes(el))].find((el) => titled(title, textOf(el))) ?? first;
    }
    // A heading that sets the product's title in an element named for it, beside the edition's words (Amazon's
    // "productTitle" before "productBinding" "Paperback" and "productSubtitle" "– October 4, 2022"), is that element.
    // Not its brand's part, named for the title too (Dillard's "<span class="product__title--brand">").
    const own = heading ? firstElement(heading, (el) => el !== heading && namesProductTitle(el) && !namesBrand(el)) : undefined;
    if (own && squash(textOf(own))) heading = own;
    HEADINGS.set($, heading);
  }
  return heading ?? undefined;
}

// A code in brackets that ends the product's heading is its model number as the shop files it: osCommerce's
// "<h1>Spectrum HO 4-6-0 … #1368<br><span class="smallText">[BAC-80934]</span></h1>".
const HEADING_CODE = /\[((?=[\p{L}\p{N}._/-]*\d)[\p{L}\p{N}][\p{L}\p{N}._/-]{2,30})\]$/u;

/** The code in brackets that ends the page's heading, if one does. */
export function headingCode($: CheerioAPI): string | undefined {
  const heading = pageHeading($);
  return heading ? HEADING_CODE.exec(squash(textOf(heading)))?.[1] : undefined;
}

// A box whose class or id names it for the brand ("product__brandname", "product__gallery--brand"), or for its maker as
// shop software calls it (Shopware's "product--supplier", Shopify's "product__vendor"); a brand's name is a few words.
const BRAND_BOX = /brand|marque|marke|marca|supplier|vendor/i;
export const namesBrand = (el: Element) => BRAND_BOX.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);
const BRAND_CHARS = 40;

const PRODUCT_TITLE = /(^|\s)product title(\s|$)/;
const namesProductTitle = (el: Element) => PRODUCT_TITLE.test(words(`${el.attribs.id ?? ''} ${el.attribs.class ?? ''}`).join(' '));

// What sets a site's name apart after a title: a dash, a bar, a dot or "by" ("… by メルカリ"); or before it, as Google Sites
// and some school and club sites set it ("Γυμνάσιο Πυλαίας - Φυτέψαμε 120 δέντρα").
export const SITE_NAME = /\s+(?:[-|–—·•:]|by)\s+[^-|–—·•:]{1,40}$/u;
const SITE_NAME_FIRST = /^[^-|–—·•:]{1,40}\s+[-|–—·•]\s+/u;

// A title cut short says so ("Baseus 65W GaN Charger USB C…"); one that is the heading's start without it is another
// statement of the name (a heading's "Код: 01245" after it is no part of it).
const ELLIPSIS = /\s*(?:…|\.{3})$/;
// A heading that a title merely starts with names a product where it has this many words ("Coca-Cola Zero Sugar 1,25l").
const NAME_WORDS = 3;

// A shop's word asking to buy what its title names: "Buy", "Acheter", "Kaufen", "Comprar".
const BUY_WORD = /^(?:buy|shop|acheter|kaufen|comprar?|acquista|koop|kup|köp|kjøp|køb|osta|купить|satın al)$/iu;

/**
 * Whether a sharing title is `heading` or its start, with the site's name after it or cut short; or, where `runsOn` (a
 * product's name), the heading followed by the shop's words.
 */
export function sharedHeading(title: string, heading: string, runsOn: boolean): boolean {
  const [said, shown] = [title.replace(SITE_NAME, '').replace(ELLIPSIS, '').toLowerCase(), heading.toLowerCase()];
  if (said.length > 0 && said !== title.toLowerCase() && shown.startsWith(said)) return true;
  // A title whose first part is the heading, the site's sections after it ("Lantern Woods | Nintendo Switch 2-Spiele | Spiele
  // | Nintendo"), or the heading after a word that asks to buy it ("Acheter Aube Écarlate | Xbox").
  const [first, ...parts] = title.split(TITLE_PARTS).map((p) => p.trim().toLowerCase());
  if (parts.length && (first === shown || (first.endsWith(` ${shown}`) && BUY_WORD.test(first.slice(0, -shown.length - 1))))) return true;
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
  if (!heading || !(titleCarries(page.title, textOf(heading)) || statedAlternative(page, squash(textOf(heading))))) return undefined;
  const link = firstElement(heading, isTag('a'));
  if (link && squash(textOf(link)) === squash(textOf(heading)) && leadsAbove(link.attribs.href ?? '', page.url)) return undefined;
  return titlePartHeading(page, squash(textOf(heading))) ?? heading;
}

// A print headline the document's title does not carry is the page's where its structured data gives it as the story's
// other headline (the New York Times' "The Last Pharmacy in Harlan County" beside its title for search).
const statedAlternative = (page: PageModel, heading: string) =>
  page.jsonLd.some((e) => typeof e.alternativeHeadline === 'string' && squash(e.alternativeHeadline) === heading);

// Where the page shows no part of its title: a site's furniture, its links home or up to a blog's front page.
const FURNITURE = new Set(['nav', 'footer', 'head', 'title', 'script', 'style', 'option', 'select', 'button']);

/** The runs of `title`'s parts ("A - B - C": A, B, C, "A - B", "B - C" and the whole), and what is left of it beside `heading`. */
function titleRuns(title: string, heading: string | undefined): Set<string> {
  const cuts = [0, ...Array.from(title.matchAll(TITLE_PARTS), (m) => [m.index!, m.index! + m[0].length]).flat(), title.length];
  const runs = new Set<string>();
  for (let i = 0; i < cuts.length; i += 2) for (let j = i + 1; j < cuts.length; j += 2) runs.add(title.slice(cuts[i], cuts[j]).trim().toLowerCase());
  // A blog's name before its post's title with no mark between ("のんびり旅日記 雨の日の金沢、二日目").
  const [said, shown] = [title.toLowerCase(), heading?.toLowerCase()];
  if (shown && said.startsWith(shown)) runs.add(said.slice(shown.length).trim());
  if (shown && said.endsWith(shown)) runs.add(said.slice(0, -shown.length).trim());
  runs.delete('');
  // The whole title is the site's name and the page's, which no element shows as one.
  if (runs.size > 1) runs.delete(said);
  return runs;
}

// The elements that head a page's sections.
const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);

/**
 * The element that shows the longest part of the document's title, where the page's heading is none or is a shorter part
 * of it: an old blog's or forum's post title set as an h2, an h3 or a bold line under the site's name in its h1
 * ("Notes from the Orchard" over "Grafting old apple varieties" in "Notes from the Orchard: Grafting old apple varieties").
 * Where the title does not carry the heading at all, the heading names a section ("Allergies Health Center" over
 * "<h2>Babies Who Eat Peanuts Early May Avoid Allergy</h2>", a tumblelog's name over its post's h3): a lower heading
 * that shows the title's part is the page's.
 */
export function titlePartHeading(page: PageModel, heading: string | undefined): Element | undefined {
  // A blog's name that a logo links home is no heading, and still the part of the title beside the post's.
  const runs = titleRuns(squash(page.title), heading ?? squash(textOf(firstElement(page.$.root()[0], isTag('h1')))));
  const section = !!heading && !titleCarries(page.title, heading);
  if (heading && !section && !runs.has(heading.toLowerCase())) return undefined;
  // Under a section's heading, the title may be the story's whole ("Superbugs: What They Are and How You Get Them").
  if (section) runs.add(squash(page.title).toLowerCase());
  const site = (page.meta['og:site_name'] ?? '').toLowerCase();
  // Nor is a byline's link to the writer's page, whose name a title may set beside the headline ("Salt Year | Ayesha Raman |
  // Granta").
  const aside = (el: Element) =>
    !!closestWhere(
      el,
      (e) =>
        FURNITURE.has(e.tagName) || (e.tagName === 'a' && (HOME.test(e.attribs.href ?? '-') || leadsAbove(e.attribs.href ?? '', page.url))) || linksToWriter(e),
    );
  let best: { el: Element; text: string } | undefined;
  walkElements(page.$.root()[0], (el) => {
    if (FURNITURE.has(el.tagName)) return false;
    // The element that sets the words, not each box around it: a layout table's cell holds the whole page.
    if (!holdsText(el) || (section && !SECTION_HEADINGS.has(el.tagName))) return;
    const text = squash(textOf(el));
    const said = text.toLowerCase();
    if (text.length > (best?.text.length ?? heading?.length ?? 0) && runs.has(said) && said !== site && !aside(el)) best = { el, text };
  });
  return best?.el;
}

// Shorter names ("AP", "Kin") are any name's part.
const SITE_NAME_CHARS = 4;

/**
 * Whether `name` is the site's: its og:site_name, a part of the document's title other than the page's own, or its host
 * ("Ediciones El Faro" on a site named "EL FARO", "Tri-County Examiner" on "TriCountyExaminer.com - …"); `whole`: the very
 * name, not one that holds it or that it holds.
 */
export function namesSite(page: PageModel, name: string, whole = false): boolean {
  const said = letters(name);
  if (said.length < SITE_NAME_CHARS) return false;
  const parts = squash(page.title).split(TITLE_PARTS);
  const own = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
  let host = '';
  try {
    host = new URL(page.url).hostname.replace(/^www\./, '').split('.')[0];
  } catch {
    // A page read from a file has no host to compare.
  }
  const sites = [page.meta['og:site_name'] ?? '', host, ...parts.filter((p) => p !== own)].map(letters).filter((s) => s.length >= SITE_NAME_CHARS);
  return sites.some((site) => (whole ? site === said : site.includes(said) || said.includes(site)));
}

/** A sharing title without the site's name set before it ("PolitiFact - No, the IRS won't tax every Venmo payment"). */
export function withoutSiteFirst(page: PageModel, title: string): string {
  const first = SITE_NAME_FIRST.exec(title)?.[0];
  return first && namesSite(page, first.replace(/\s+[-|–—·•]\s+$/u, '')) ? title.slice(first.length) : title;
}

// How many words a kicker over a headline runs to ("Rentenpaket", "A45 bei Lüdenscheid"), and a headline at least.
const KICKER_WORDS = 6;
const HEADLINE_WORDS = 3;

// A heading's first element that names its writer: named or linked as the author's.
const AUTHOR_CLASS = /(^|\s)(authors?|byline)(\s|$)/;
const writersName = (el: Element) => AUTHOR_CLASS.test(words(el.attribs.class ?? '').join(' ')) || linksToWriter(el) || !!firstElement(el, linksToWriter);

/**
 * The heading's text without a kicker set before the headline in an element of its own (tagesschau's "<span
 * class="seitenkopf__topline">Rentenpaket</span>", a screen reader's colon after it), where the sharing or the document's
 * title ends with the rest ("Rentenpaket: Bundestag beschließt …"), not with the heading whole, or the structured data's
 * headline is the rest (FAZ's "ZF baut weitere 7600 Stellen ab" under its title "Autozulieferer in der Krise: ZF baut …"):
 * the kicker names the story's subject, the rest is the headline.
 */
export function withoutKicker(page: PageModel, heading: Element, text: string): string {
  const first = heading.children.find((c): c is Element => isElement(c) && !!squash(textOf(c)));
  const kicker = first ? squash(textOf(first)).replace(/\s*:$/, '') : '';
  if (!kicker || kicker.split(/\s+/).length > KICKER_WORDS || !text.startsWith(kicker)) return text;
  const rest = text.slice(kicker.length).replace(/^\s*:?\s*/, '');
  // The writer's name set first in the heading, named or linked as the author's (LRB's "<h1><span
  // class="article-heading-author"><a href="/contributors/…">Clare Hoddinott</a></span><span>Nothing but the Weather</span>"),
  // is the byline, whatever the title says.
  if (rest && writersName(first!)) return rest;
  const stated = page.jsonLd.map((e) => e.headline).filter((h): h is string => typeof h === 'string');
  const titles = [page.meta['og:title'] ?? '', page.title.replace(SITE_NAME, ''), ...stated].map((t) => squash(t).toLowerCase());
  const [whole, headline] = [text.toLowerCase(), rest.toLowerCase()];
  return rest.split(/\s+/).length >= HEADLINE_WORDS && titles.some((t) => t.endsWith(headline) && !t.endsWith(whole)) ? rest : text;
}
