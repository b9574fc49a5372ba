/**
 * Reading values from the DOM: elements named by class/itemprop/id, and semantic fallbacks
 * (h1, time, rel=author, article body, money in text) for each concept.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { mainRegion, type PageModel } from '../../page/page-model';
import { closestWhere, textOf, walkElements } from '../../page/dom';
import { absoluteUrl, squash, words } from '../../page/text';
import { keyWords, type Concept } from './concepts';
import { readableBody } from './readable-body';

/** Money in text: "$1,299.00", "€39,95", "1.299,00 €", "USD 12", "£70,000". */
export const MONEY = /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|JPY|INR|CAD|AUD|CHF)\b)\s?\d[\d.,\s]*\d|\d[\d.,]*\s?(?:[$€£¥₹]|\b(?:USD|EUR|GBP|JPY|INR|CAD|AUD|CHF)\b)|[$€£¥₹]\s?\d/;

// Page chrome (header, footer, nav, aside, .related, .recommendations, .sidebar): matches there rank last.
const CHROME_TAGS = new Set(['header', 'footer', 'nav', 'aside']);
const CHROME_CLASS = /(^|\s)(related|recommendations|sidebar)(\s|$)/;
const isChrome = (el: Element) => CHROME_TAGS.has(el.tagName) || CHROME_CLASS.test(el.attribs.class ?? '');
const STRUCK = new Set(['s', 'del', 'strike']);
const NOISE_CLASS = /(^|[\s_-])(ad|ads|advert|advertisement|promo|share|social|newsletter|related|comments?)([\s_-]|$)/i;

function nameWords(el: Element): string[] {
  return [...words(el.attribs.class ?? ''), ...words(el.attribs.itemprop ?? ''), ...words(el.attribs.id ?? '')];
}

// Review widgets repeat words like "summary" and "price"; only rating fields should read them.
const REVIEW_WORDS = ['review', 'reviews', 'rating', 'ratings'];

// Named elements and their words, computed once per page.
const NAMED = new WeakMap<CheerioAPI, { el: Element; words: string[] }[]>();

function named($: CheerioAPI): { el: Element; words: string[] }[] {
  let list = NAMED.get($);
  if (!list) {
    const found: { el: Element; words: string[] }[] = [];
    const body = $('body')[0];
    if (body) {
      walkElements(body, (el) => {
        const a = el.attribs;
        if (a.class !== undefined || a.itemprop !== undefined || a.id !== undefined) found.push({ el, words: nameWords(el) });
      });
    }
    list = found;
    NAMED.set($, list);
  }
  return list;
}

/** Elements whose class/itemprop/id words name the field or its concept, innermost first, chrome last. */
export function namedElements($: CheerioAPI, fieldName: string, concept?: Concept): Element[] {
  const want = [keyWords(fieldName), ...(concept?.classes ?? []).map((c) => c.split(' '))];
  const aboutReviews = concept?.id === 'rating' || concept?.id === 'review_count' || want.some((set) => set.some((w) => REVIEW_WORDS.includes(w)));
  const matches = named($)
    .filter(({ words: w }) => (aboutReviews || !w.some((x) => REVIEW_WORDS.includes(x))) && want.some((set) => set.every((x) => w.includes(x))))
    .map(({ el }) => el)
    // Struck-out and "was" prices are history, not the value.
    .filter((el) => !closestWhere(el, (e) => STRUCK.has(e.tagName)) && !/(^|[\s_-])(was|old|compare)([\s_-]|$)/i.test(el.attribs.class ?? ''));
  // A matching element that contains another match is a wrapper; the inner one is more precise.
  const set = new Set(matches);
  const wrappers = new Set<Element>();
  for (const el of matches) {
    for (let p = el.parent; p && p.type === 'tag'; p = p.parent) if (set.has(p as Element)) wrappers.add(p as Element);
  }
  const inner = matches.filter((el) => !wrappers.has(el));
  const inChrome = (el: Element) => !!closestWhere(el, isChrome);
  return [...inner.filter((e) => !inChrome(e)), ...inner.filter(inChrome)];
}

// What the clone below removes: `s, del, .was, .old, [class*="regular"], [class*="compare"]`.
const STRUCK_VALUE = (d: Element) => d.tagName === 's' || d.tagName === 'del' || /(^|\s)(was|old)(\s|$)|regular|compare/.test(d.attribs.class ?? '');

/** The value an element shows: content/datetime attributes, image src, else text without struck-out prices. */
export function elementValue($: CheerioAPI, el: Element, base: string): string {
  if (el.attribs.content) return el.attribs.content.trim();
  if (el.tagName === 'time' && el.attribs.datetime) return el.attribs.datetime;
  if (el.tagName === 'img') return absoluteUrl(el.attribs.src, base) ?? '';
  if (el.tagName === 'a' && !squash($(el).text())) return absoluteUrl(el.attribs.href, base) ?? '';
  // Cloning to strip struck-out prices is costly; most elements hold none, and their text is read as is.
  let struck = false;
  walkElements(el, (d) => void (struck ||= STRUCK_VALUE(d)));
  if (!struck) return squash(textOf(el));
  const clone = $(el).clone();
  clone.find('s, del, .was, .old, [class*="regular"], [class*="compare"]').remove();
  return squash(clone.text()) || squash($(el).text());
}

/** The main text of an article by the builtin's own heuristic: paragraphs of the densest content block, ads and widgets left out. */
export function contentBlockBody($: CheerioAPI): string | undefined {
  const containers = $('[class*="body"], [class*="content"], [class*="entry"], [itemprop="articleBody"], article, main')
    .toArray()
    .filter((el) => !NOISE_CLASS.test(el.attribs.class ?? '') && !closestWhere(el, isChrome));
  const blocks = containers.map((c) =>
    $(c)
      .find('p, h2, h3, li')
      .toArray()
      .filter((p) => !$(p).parents('[class]').toArray().some((x) => NOISE_CLASS.test((x as Element).attribs.class ?? '')))
      .filter((p) => !closestWhere(p, isChrome))
      .map((p) => squash($(p).text()))
      .filter((t) => t.length > 0),
  );
  const len = (xs: string[]) => xs.filter((t) => t.length > 40).join(' ').length;
  const most = Math.max(0, ...blocks.map(len));
  // The tightest block that still holds most of the prose: the article body, not the article with its standfirst.
  const best = blocks.filter((b) => most > 0 && len(b) >= 0.8 * most).sort((a, b) => a.length - b.length)[0] ?? [];
  return best.length ? best.join('\n\n') : undefined;
}

// The reader view's answer per parsed page: body and first paragraph both ask for it.
const READABLE = new WeakMap<CheerioAPI, string | undefined>();

/** The main text of an article: the reader view's (Readability), else the densest content block. */
export function articleBody($: CheerioAPI, url: string): string | undefined {
  if (!READABLE.has($)) READABLE.set($, readableBody($.html(), url));
  return READABLE.get($) ?? contentBlockBody($);
}

const STOCK_WORDING = /\b(in stock|out of stock|sold out|pre-?order|available now|currently unavailable)\b/i;
const BUY = /^(add to (cart|basket|bag|trolley)|buy( it)? now|order now|in den warenkorb)$/i;

/** Availability from the buy button when no wording says it: a disabled button means it cannot be bought now. */
function buyButtonAvailability($: CheerioAPI): string | undefined {
  const button = $('button, input[type="submit"], a[role="button"]')
    .toArray()
    .find((el) => BUY.test(squash(el.tagName === 'input' ? el.attribs.value : $(el).text())));
  if (!button) return undefined;
  const off = button.attribs.disabled !== undefined || button.attribs['aria-disabled'] === 'true';
  return off ? 'OutOfStock' : 'InStock';
}

/** Page-level fallbacks per concept, when no structured data or named element answers. */
export function semanticValue(page: PageModel, concept: Concept): string | undefined {
  const $ = page.$;
  const main = mainRegion($);
  const first = (sel: string, attr?: string) => {
    const inMain = main.find(sel).first();
    const el = inMain.length ? inMain : $(sel).first();
    return squash(attr ? el.attr(attr) : el.text()) || undefined;
  };
  switch (concept.id) {
    case 'headline':
    case 'name':
      return first('h1') ?? page.title.split(/\s+[|–—-]\s+/)[0];
    case 'date':
      return first('time[datetime]', 'datetime') ?? first('time');
    case 'author':
      return first('[rel~="author"]');
    case 'body':
      return articleBody($, page.url) ?? (page.mainText || undefined);
    case 'first_paragraph':
      // The article's first real paragraph: headings and short lines ("By …", "Reads: 12") are not one.
      return articleBody($, page.url)?.split('\n\n').find((t) => t.length >= 40) ?? main.find('p').toArray().map((p) => squash($(p).text())).find((t) => t.length >= 40);
    case 'summary':
      // The first real paragraph: short lines ("Brand: X") are labels, not a description.
      return main.find('p').toArray().map((p) => squash($(p).text())).find((t) => t.length >= 40);
    case 'image':
      return absoluteUrl(main.find('img[src]').first().attr('src'), page.url);
    case 'url':
      return page.url;
    case 'price':
      return MONEY.exec(page.mainText)?.[0];
    case 'availability':
      // A page too small for a main text region still says "Sold out" somewhere in its body.
      return STOCK_WORDING.exec(page.mainText)?.[0] ?? STOCK_WORDING.exec(squash(main.text()))?.[0] ?? buyButtonAvailability($);
    case 'review_count':
      return /(\d[\d,.]*)\s+(?:customer\s+)?(?:reviews|ratings)\b/i.exec(page.mainText)?.[1];
    case 'rating':
      return /(\d(?:[.,]\d+)?)\s*(?:out of|\/)\s*5\b/i.exec(page.mainText)?.[1];
    default:
      return undefined;
  }
}
