/**
 * Reading values from the DOM: elements named by class/itemprop/id, and semantic fallbacks
 * (h1, time, rel=author, article body, money in text) for each concept.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { bodyOf, mainRegion, type PageModel } from '../../page/page-model';
import {
  closestWhere,
  firstElement,
  isBlock,
  isElement,
  isTag,
  lineText,
  nodesAfter,
  pushChildren,
  removeWhere,
  textHead,
  textOf,
  unchosenOption,
  visibleText,
  walkElements,
} from '../../page/dom';
import { absoluteUrl, namesTogether, squash, words } from '../../page/text';
import { keyWords, type Concept } from './concepts';
import { articleBody } from './article-text';
import { linkedNames, listedNames } from './byline-names';
import { STOCK_SCAN_CHARS } from './availability';
import { shownAvailability } from './buy-box';
import { isOptionButton } from './buy-button';
import {
  chosenOption,
  hiddenByPage,
  inItemCard,
  inLinkedRow,
  isItemCardLink,
  inUnchosenOption,
  inVariantPicker,
  isChrome,
  isLinkedRow,
  inShoppersBox,
  isShoppersBox,
  isStruck,
  besideMembersPrice,
  forMembers,
  namedWith,
  oneOfNamedRow,
} from './page-regions';
import { askingPriceIn, countsItems, currentBidIn, isPriceTag, periodicAfter, priceIn, SAVING_WORDS, titlePriceIn, unpaidAfter } from './currency';
import { classWords, inFormerBox, isFormerValue, labelledBeforeTax, labelledFormer, labelledRegular, OLD_PRICE } from './former-price';
import { namesBrand, pageHeading } from './page-headings';
import { centsAfter, isCents, noPriceOfItsOwn, textWithCents, withItsCents } from './price-cents';
import { isCaptionBox } from './picture-captions';
import { hookOf } from './test-hooks';

const isH1 = isTag('h1');

// Shops repeat a few class names over thousands of elements: each distinct name is split once.
function nameWords(el: Element, seen: Map<string, string[]>): string[] {
  const hook = hookOf(el) ?? '';
  const key = `${el.attribs.class ?? ''}\u0000${el.attribs.itemprop ?? ''}\u0000${el.attribs.id ?? ''}\u0000${hook}`;
  let w = seen.get(key);
  if (!w) {
    w = [...words(el.attribs.class ?? ''), ...words(el.attribs.itemprop ?? ''), ...words(el.attribs.id ?? ''), ...words(hook)];
    seen.set(key, w);
  }
  return w;
}

// Review widgets repeat words like "summary" and "price"; only rating fields should read them.
const REVIEW_WORDS = ['review', 'reviews', 'rating', 'ratings'];

// Named elements and their words, computed once per page.
const NAMED = new WeakMap<CheerioAPI, { el: Element; words: string[] }[]>();

function named($: CheerioAPI): { el: Element; words: string[] }[] {
  let list = NAMED.get($);
  if (!list) {
    const found: { el: Element; words: string[] }[] = [];
    const seen = new Map<string, string[]>();
    walkElements(bodyOf($), (el) => {
      const a = el.attribs;
      if (a.class !== undefined || a.itemprop !== undefined || a.id !== undefined || hookOf(el) !== undefined) found.push({ el, words: nameWords(el, seen) });
    });
    list = found;
    NAMED.set($, list);
  }
  return list;
}

// A stock box named for the shop's stores ("store-stock", "pickupAvailability") says which stores have the product, each by
// its own "Out of stock": not whether it can be bought (buy-box.ts reads a store's stock line by its words the same way).
const STORE_WORDS = new Set(['store', 'stores', 'instore', 'pickup', 'collect', 'filiale', 'magasin', 'tienda', 'negozio']);
const namedForStores = (el: Element) => namedWith(el, STORE_WORDS);

// The parts of a byline box named for the author that hold no name: mbl.is's "<span class="newsitem-author-email">", a news
// site's "<span class="byline__source">NU.nl/ANP</span>" and "byline__date" beside its "byline__author", a magazine's genre
// label ("<span class="article-header__author-label">Essay</span>"), the writer's job (Newsquest's "author-job") or a credit's
// label (Ilta-Sanomat's "article-author__credit" of "Teksti:"), a desk's initials ("author-initials"), a photo's credit (La
// Moncloa's "autorFoto"), the outlet (franceinfo's "<p class="c-signature__brand">Radio France</p>"), the place it was written
// ("<span class="article-author-location">القاهرة</span>", La Voz de Galicia's "author-loc"), the job or the place in Spanish
// (Listín Diario's "<span class="art_author_cargo">Santo Domingo, RD</span>").
const AUTHOR_PART =
  /(^|\s)(e?mail|image|img|avatar|photo|picture|bio|role|title|job|position|cargo|puesto|credit|initials|foto|social|follow|source|agency|brand|publisher|date|time|timestamp|update|updated|published|prefix|label|location|loc|place|city|dateline)(\s|$)/;
const authorPart = (el: Element) => AUTHOR_PART.test(words(el.attribs.class ?? '').join(' '));
// A quotation's author is the person quoted (a press release's "<cite class="ecl-blockquote__author">"), not the writer.
const isQuote = (el: Element) => el.tagName === 'blockquote' || el.tagName === 'q';
// A box of authors' cards, each name in an element named for it beside the writer's role (Chatham House's "<div
// class="authors-block"><div class="person-teaser"><a class="person-teaser__name">…</a><p class="person-teaser__role">…"), or
// each an item of the names' line (franceinfo's "c-signature__names-item"): the names, listed as a byline lists them.
const NAME_PART = /(^|\s)(?:name|names item)(\s|$)/;
function cardNames(box: Element): string | undefined {
  const names: string[] = [];
  walkElements(box, (el) => {
    if (!NAME_PART.test(words(el.attribs.class ?? '').join(' '))) return;
    names.push(squash(textOf(el)));
    return false;
  });
  return names.length > 1 && names.every(Boolean) ? listedNames(names) : undefined;
}
/** The names a byline box shows, each element's words apart and without its parts that are no name (its writer's address glued on). */
export const bylineText = (el: Element): string => el.attribs.content?.trim() || linkedNames(el) || cardNames(el) || squash(visibleText(el, true, authorPart));

/** Elements whose class/itemprop/id words name the field or its concept, innermost first, chrome last. */
export function namedElements($: CheerioAPI, fieldName: string, concept?: Concept): Element[] {
  const want = [keyWords(fieldName), ...(concept?.classes ?? []).map((c) => c.split(' '))];
  const aboutReviews = concept?.id === 'rating' || concept?.id === 'review_count' || want.some((set) => set.some((w) => REVIEW_WORDS.includes(w)));
  const matches = named($)
    .filter(({ words: w }) => (aboutReviews || !w.some((x) => REVIEW_WORDS.includes(x))) && want.some((set) => namesTogether(w, set)))
    .map(({ el }) => el)
    // Struck-out and "was" prices are history, not the value; a price's parts (its symbol, its whole units, its cents, named
    // or set apart: Home Depot's "price-format__…symbols" span of "00") are read in the element that holds them all.
    // A part of a byline box that is not the name (its writer's address, picture, role or bio) leaves the box the name's.
    .filter((el) => concept?.id !== 'author' || (!authorPart(el) && !closestWhere(el, isQuote)))
    // The brand's part of a title set in two (Dillard's "<span class="product__title--brand">Antonio Melani</span> <span
    // class="product__title--desc">…</span>") is the brand, not the name: the title around both is.
    .filter((el) => concept?.id !== 'name' || !namesBrand(el))
    .filter((el) => {
      const cls = classWords(el.attribs.class ?? '');
      const id = words(el.attribs.id ?? '').join(' ');
      const hook = words(hookOf(el) ?? '').join(' ');
      return (
        !closestWhere(el, isStruck) &&
        !isFormerValue(el) &&
        !OLD_PRICE.test(cls) &&
        !OLD_PRICE.test(id) &&
        !OLD_PRICE.test(hook) &&
        !(
          concept?.id === 'price' &&
          (noPriceOfItsOwn(el, hookOf(el)) ||
            !holdsNumber(el) ||
            bracketed(el) ||
            conditional(el) ||
            ((inFormerBox(el) || labelledFormer(el)) && !besideMembersPrice(el)))
        )
      );
    });
  // A matching element that contains another match is a wrapper; the inner one is more precise.
  const set = new Set(matches);
  const wrappers = new Set<Element>();
  for (const el of matches) {
    for (let p = el.parent; p && p.type === 'tag'; p = p.parent) if (set.has(p as Element)) wrappers.add(p as Element);
  }
  const inner = matches.filter((el) => !wrappers.has(el)).map((el) => (concept?.id === 'price' ? withItsCents(el) : el));
  const inChrome = (el: Element) => !!closestWhere(el, isChrome);
  const content = inner.filter((e) => !inChrome(e));
  // A price or stock message in a carousel, a sidebar or a dialog is another product's or a template's:
  // a page that shows a price only there states none of its own.
  if (concept?.id === 'availability')
    return content.filter((e) => !inVariantPicker(e) && !inLinkedRow(e) && !closestWhere(e, hiddenByPage) && !namedForStores(e));
  // An element named for the price that holds the product's title is the box around both, not the price, and a heading so named
  // that shows no money is the title (Blocket's "<h1 class="…SubjectAndPrice__StyledSubject…">Crescent Elis elcykel 2021"); an
  // extra's is its, an option's not chosen is that option's, a bid in a classified's list of bids is another shopper's offer,
  // and a member price is paid only by members.
  if (concept?.id === 'price') {
    const offered = content.filter(
      (e) =>
        !firstElement(e, isH1) &&
        !(isH1(e) && priceIn(textOf(e)) === undefined) &&
        !closestWhere(e, isExtra) &&
        !inUnchosenOption(e) &&
        !inShoppersBox(e) &&
        !forMembers(e) &&
        !inItemCard(e, squash(textOf(e))),
    );
    // A price its line goes on to make a sum by the period is an instalment (Coppel's "<span class="pdp_abonoAmount">$399</span>
    // <span>quincenales</span>" beside its cash price), but the price where every price is one (a rental's "44,90 €/Monat").
    const lump = offered.filter((e) => !periodicAfter(lineText(e, 'after', CONDITION_CHARS)));
    const priced = lump.length ? lump : offered;
    // Array.prototype.sort is stable: a price labelled the usual one goes after the others, which keep their order (Ripley's
    // "Normal" before its "Internet" price), as does a box that shows a former price alone, and a price before tax after them.
    const ranks = new Map(priced.map((el) => [el, 2 * Number(beforeTax(el)) + Number(labelledRegular(el) || showsOnlyFormer(el))]));
    return buyBoxFirst(
      $,
      priced.sort((a, b) => ranks.get(a)! - ranks.get(b)!),
    );
  }
  const contentFirst = [...content, ...inner.filter(inChrome)];
  // A byline in a comment thread names a commenter; one in a picture's caption, its photographer (Kompas's
  // "<div class="photo__caption">…<span class="photo__author">ANTARA FOTO/…</span>"); one in a quoted statement, who said it
  // (a fact-check's "<div class="statement-author"><h4 class="author">…</h4>" over the claim it checks).
  // So does one in a card that links to another story beside its title (a magazine's contents list: "<a href="/x"><span
  // class="issue-toc__title">…</span><span class="issue-toc__author">Jorge Salinas</span></a>").
  if (concept?.id === 'author')
    return contentFirst.filter((e) => !closestWhere(e, (b) => isComments(b) || isCaptionBox(b) || quotesSomeone(b)) && !inItemCard(e, squash(textOf(e))));
  // A button named for the variant says the option it picks, chosen or not (Alibaba calls its variants SKUs: "<button
  // class="sku-item selected">M8x20</button>"), and so does one of a row of boxes so named (Tmall's "<div
  // class="SkuContent--valueItem--1Q-ex-X SkuContent--isSelected--3YN8FL4"><span>4L 经典款</span></div>" among its
  // siblings): not the item's code.
  return concept?.id === 'sku'
    ? contentFirst.filter((e) => e.tagName !== 'button' && e.tagName !== 'option' && !closestWhere(e, (a) => oneOfNamedRow(a, want[0])))
    : contentFirst;
}

// A "regular" price is the price to pay while no sale is on, and a was-price beside a sale price.
const REGULAR_PRICE = /(^|[\s_-])regular([\s_-]|$)/i;

// A box around a statement someone made, a claim or a quote: its "author" is who said it.
const QUOTED = /(^|[\s_-])(statements?|claims?|claimant|quotes?|quotation|testimonials?)([\s_-]|$)/i;
const quotesSomeone = (el: Element) => QUOTED.test(words(el.attribs.class ?? '').join(' '));

// A comment thread and its comments, as blog engines and comment widgets name them: WordPress's "comments-area",
// "comment-list", "comment-author"; Disqus's "disqus_thread"; a personal site's replies from elsewhere (microformats' "u-comment",
// "webmentions").
const COMMENTS = /^(?:(?:u-)?comments?(?:[-_]?list|[-_](?:area|section|wrapper|container|body|author|meta|content|thread))?|disqus_thread|webmentions?)$/i;
export const isComments = (el: Element) => [...(el.attribs.class ?? '').split(/\s+/), el.attribs.id ?? ''].some((t) => COMMENTS.test(t));

/**
 * The price elements named "regular" ("price-item--regular"), not struck out nor in page chrome: themes name the only
 * price so while no sale is on, and namedElements leaves them out as was-prices.
 */
export function regularPriceElements($: CheerioAPI): Element[] {
  return named($)
    .filter(({ el, words: w }) => w.includes('price') && REGULAR_PRICE.test(words(el.attribs.class ?? '').join(' ')))
    .map(({ el }) => el)
    .filter((el) => !closestWhere(el, (e) => isStruck(e) || isChrome(e)));
}

// An element named for the price that holds no number ("<span class=amount>/ pc</span>" inside the price box) is a label
// or a unit, not the price, and its box is no mere wrapper of it; so is one that counts items (a pack option's "Case of 12").
const NUMBER_HEAD = 200;
// A bare "0" is a counter's (a cart's item count named "shopping-amount"), not a price.
const holdsNumber = (el: Element) => {
  const text = el.attribs.content ?? textHead(el, NUMBER_HEAD);
  return /\d/.test(text) && !/^\s*0\s*$/.test(text) && (el.attribs.content !== undefined || !countsItems(text));
};

// How long the words a price box says in place of an amount run: "Free", "Zu verschenken", "Preis auf Anfrage", "VB".
const WORDS_CHARS = 40;

/** The texts of the boxes named for the price, in page order, but former prices' and page chrome's: as far as words may state one. */
const priceBoxTexts = ($: CheerioAPI, concept: Concept): string[] =>
  named($)
    .filter(({ el, words: w }) => concept.classes?.some((c) => w.includes(c)) && !OLD_PRICE.test(w.join(' ')) && !closestWhere(el, isChrome))
    .map(({ el }) => squash(textHead(el, WORDS_CHARS + 1)));

/**
 * Whether the page's price box says its price in words ("Free", "Preis auf Anfrage") and no price box shows an amount:
 * the listing has no price to pay, and money later in its text (a description's "Neupreis 699 €") is none. A box that
 * holds only a label ("Price:") or nothing (a script fills it) says nothing.
 */
export function priceInWords($: CheerioAPI, concept: Concept): boolean {
  const boxes = priceBoxTexts($, concept);
  return (
    !boxes.some((text) => /\p{N}/u.test(text)) &&
    boxes.some((text) => text.length <= WORDS_CHARS && /\p{L}{2}/u.test(text) && !/[:：]$/.test(text) && !concept.label?.test(text))
  );
}

// A price given on request: "Preis auf Anfrage", "Price on request", "Prix sur demande", "Prezzo su richiesta", "Precio a
// consultar", "Preço sob consulta", "Prijs op aanvraag", "Cena na zapytanie", "Call for price".
const ON_REQUEST =
  /(?:auf|on|upon|sur|su|a|op|na|bajo|sob) (?:anfrage|request|demande|richiesta|consultar|consulta|aanvraag|zapytanie)|call for (?:a )?price|price on application/iu;

/**
 * Whether the page's first price box says the price is given on request, before any box shows an amount: a watch dealer's
 * "Preis auf Anfrage" over a carousel of other watches' prices, which no heading names as such.
 */
export function priceOnRequest($: CheerioAPI, concept: Concept): boolean {
  const first = priceBoxTexts($, concept).find((text) => /\p{N}/u.test(text) || (text.length <= WORDS_CHARS && ON_REQUEST.test(text)));
  return first !== undefined && !/\p{N}/u.test(first);
}

// A price element whose text is all in brackets is a note beside the price: its tax ("（税 0 円）"), its unit price ("($0.37 / fl
// oz)"), another currency's amount ("(approx. US $25.00)").
const BRACKETED = /^\s*[(（][^()（）]*[)）]\s*$/u;
const bracketed = (el: Element) => !el.attribs.content && BRACKETED.test(textHead(el, NUMBER_HEAD));

// A price element its line goes on to make conditional ("$88.11 **after Mail-In Rebate", "₹439 with code NYKAA10") is paid
// only on that condition; one its line goes on with a unit ("<span class="price">8,99 €</span> / m²") is a unit price.
const CONDITION_CHARS = 40;
// A price box's note is named for the price too ("price-box__condition": "przy zakupie 2 szt. z Kartą", "price__note"): its
// numbers count pieces or days, not money.
// So is the date a price holds until (Canada Computers' "price-until": "Price valid until Mar 13, 2025"), and the price a piece
// (Inkafarma's "<p class="unit-price">S/ 0.62 por tableta</p>" under the pack's).
const PRICE_NOTE = /(^|[\s_-])(conditions?|notes?|hint|disclaimer|footnote|legal|terms|validity|valid|until|unit[\s_-]price)([\s_-]|$)/i;
// A saving named for the price ("<span class="discount-amount">Save $100.00</span>" inside the box of the price to pay) is
// none, and the box around it is no mere wrapper of it.
const SAVING_LINE = new RegExp(`^\\s*(?:${SAVING_WORDS})(?![\\p{L}])`, 'iu');
const conditional = (el: Element) =>
  PRICE_NOTE.test(words(el.attribs.class ?? '').join(' ')) ||
  SAVING_LINE.test(textHead(el, CONDITION_CHARS)) ||
  unpaidAfter(lineText(el, 'after', CONDITION_CHARS));

// Words that mark the price to pay in a price box that also shows others, in its class or its test hook ("priceToPay",
// "sale-price", Wix's "formatted-primary-price" beside the struck "formatted-secondary-price").
const CURRENT_PRICE = /(^|[\s_-])(pay|sale|now|current|final|special|offer|deal|actual|primary)([\s_-]|$)/i;

// What a buy box offers beside the product, each at its own price: a warranty or protection plan, delivery options,
// installation. Their prices are not the product's, however close to its title they sit: where they are the only ones
// named, the product's is read from the text after its title (a Best Buy page names only its warranties' prices).
const EXTRA = /(^|[\s_-])(warrant(?:y|ies)|protection|insurance|delivery|shipping|courier|installation|assembly)([\s_-]|$)/;
const isExtra = (el: Element) => EXTRA.test(words(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''} ${hookOf(el) ?? ''}`).join(' '));
/** Depth of the deepest ancestor `el` shares with `anchor`: the higher, the closer it sits to it. */
function sharedDepth(el: Element, anchorPath: Map<unknown, number>): number {
  for (let p: unknown = el; p; p = (p as Element).parent) if (anchorPath.has(p)) return anchorPath.get(p)!;
  return 0;
}

// A price box that shows the price before tax beside the one to pay names it (Magento's "price-excluding-tax",
// "price-excl-vat", "netto-price").
const BEFORE_TAX = /(^|\s)(?:(?:excl(?:uding)?|ex|without|net|netto) (?:tax|vat|mwst|btw|iva|tva)|netto|net price)(\s|$)/;
const namesBeforeTax = (el: Element | null) => !!el && isElement(el) && BEFORE_TAX.test(words(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`).join(' '));
const beforeTax = (el: Element) => namesBeforeTax(el) || namesBeforeTax(el.parent as Element | null) || labelledBeforeTax(el);
// A price box whose one amount is a former price (iHerb's "<p class="price-inner-text"><span
// class="list-price">$15.36</span></p>" before its "<div id="price" class="price">$11.52</div>"): its amount is the price only
// where no other is shown (elementValue).
const showsOnlyFormer = (el: Element) => !!firstElement(el, isFormerValue) && !/\d/.test(visibleText(el, true, isFormerValue));

/** Price elements in buy-box order: nearest the product's h1 first, the price-to-pay before others at one distance. */
function buyBoxFirst($: CheerioAPI, els: Element[]): Element[] {
  const h1 = pageHeading($);
  if (!h1 || els.length < 2) return els;
  const path = new Map<unknown, number>();
  const chain: unknown[] = [];
  for (let p: unknown = h1; p; p = (p as Element).parent) chain.push(p);
  chain.reverse().forEach((node, depth) => path.set(node, depth));
  // Each element's rank, read once: a listing page names hundreds of prices.
  const ranked = els.map((el) => ({
    el,
    depth: sharedDepth(el, path),
    current: CURRENT_PRICE.test(words(`${el.attribs.class ?? ''} ${hookOf(el) ?? ''}`).join(' ')) ? 1 : 0,
  }));
  // Array.prototype.sort is stable: ties keep document order.
  return ranked.sort((a, b) => b.depth - a.depth || b.current - a.current).map((r) => r.el);
}

const AMOUNT_ALONE = /^\d{1,3}(?:[.,\s]?\d{3})*(?:[.,](?:\d{2}|-|–))?$/u;
/** The value an element shows: content/datetime attributes, image src, else text without struck-out prices and unchosen options. */
export function elementValue($: CheerioAPI, el: Element, base: string): string {
  if (el.attribs.content) return el.attribs.content.trim();
  if (el.tagName === 'time' && el.attribs.datetime) return el.attribs.datetime;
  if (el.tagName === 'img') return absoluteUrl(el.attribs.src, base) ?? '';
  if (el.tagName === 'a' && !squash($(el).text())) return absoluteUrl(el.attribs.href, base) ?? '';
  // Cloning to strip struck-out prices is costly; most elements hold none, and their text is read as is.
  let [former, struck, cents] = [false, false, false];
  walkElements(el, (d) => void ((former ||= isFormerValue(d) || unchosenOption(d)), (struck ||= isStruck(d)), (cents ||= isCents(d))));
  if (!former) return squash(cents ? textWithCents(el) : textOf(el, true));
  const clone = $(el).clone();
  removeWhere(clone[0] as Element, (d) => isFormerValue(d) || unchosenOption(d));
  // A box that holds no price but a former one says it, where only its name calls it former (a theme's only price in a
  // "price-old-live" box, Mytheresa's "pricing__prices__value--original" over its Klarna line); struck out for the eye
  // ("<span class=double_price><s>9,350円</s>"), it shows no price to pay.
  // Read as a value, so the amounts either side of the one left out stay apart ("$25.90" and "30% off" are not "25.9030").
  const rest = squash(cents ? textWithCents(clone[0] as Element) : textOf(clone[0] as Element, true));
  // An amount alone is the price to pay, its currency left to the page (wehkamp's "<span class="ba-price--old">699</span><span
  // class="ba-price--sale">599</span><span>,-</span>").
  if (struck || priceIn(rest) !== undefined || AMOUNT_ALONE.test(rest)) return rest;
  const shown = $(el).clone();
  removeWhere(shown[0] as Element, unchosenOption);
  return squash(cents ? textWithCents(shown[0] as Element) : textOf(shown[0] as Element, true));
}

// What stands for a struck value left out of moneyText: no space, so no label before it reaches the amount after it, and no
// digit, so no amount runs across it.
const FORMER_PLACE = '\u2063';

/**
 * The text `nodes` start, in document order and at most STOCK_SCAN_CHARS of it, as a reader sees its amounts: nothing
 * struck out (a "was" price), in page chrome (a carousel's or a sidebar's price is another product's), in other shoppers'
 * boxes (a bid), on an option's button, in an option not chosen beside one that is, in a link to another item that names it,
 * nor in a menu's option other than the chosen one. Elements' texts stay apart, blocks' on lines of their own, and cents set
 * apart are the amount's decimals.
 */
function moneyText(nodes: AnyNode[]): string {
  let text = '';
  const stack = [...nodes].reverse();
  while (stack.length && text.length < STOCK_SCAN_CHARS) {
    const n = stack.pop()!;
    if (n.type === 'text') text += n.data;
    // A struck value leaves its place behind: its label ("Antes <s>$ 3.199.900</s>") names it, not the next amount.
    else if (isElement(n) && isFormerValue(n)) text += FORMER_PLACE;
    // An extra's box (a warranty's "+12 meses por R$ 36,00" on a page that shows no price of its own) holds its price.
    else if (
      isElement(n) &&
      !isChrome(n) &&
      !isLinkedRow(n) &&
      !isShoppersBox(n) &&
      !isOptionButton(n) &&
      !inUnchosenOption(n) &&
      !isItemCardLink(n) &&
      !isExtra(n)
    ) {
      const cents = centsAfter(text, n);
      if (cents !== undefined) {
        text = text.trimEnd() + cents;
        continue;
      }
      // Each element's text stands apart from its neighbours': "₹2,433" and a "2%" badge beside it are not "₹2,4332";
      // a block's starts a line of its own, which no amount runs across (currency.ts).
      text += isBlock(n) ? '\n' : ' ';
      const chosen = n.tagName === 'select' ? chosenOption(n) : undefined;
      if (chosen) stack.push(chosen);
      else if (n.tagName !== 'select') pushChildren(stack, n);
    }
  }
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** The first money amount of the text `nodes` start (moneyText) that is a price to pay. */
const firstMoney = (nodes: AnyNode[]): string | undefined => priceIn(moneyText(nodes));

// The text after each parsed page's heading, read once: whether the page sells, its current bid and its asking price ask.
const AFTER_HEADING = new WeakMap<CheerioAPI, string>();

/** The text after the page's heading, as moneyText reads it; empty without a heading. */
function textAfterHeading($: CheerioAPI): string {
  let text = AFTER_HEADING.get($);
  if (text === undefined) {
    const heading = pageHeading($);
    text = heading ? moneyText(nodesAfter(heading, bodyOf($))) : '';
    AFTER_HEADING.set($, text);
  }
  return text;
}

/** The text of `n` outside its links: a heading's own words, without a favourite button's "Log In needed". */
function textOutsideLinks(n: AnyNode): string {
  if (n.type === 'text') return n.data;
  if (!isElement(n) || n.tagName === 'a') return '';
  return n.children.map(textOutsideLinks).join('');
}

// Asked by each reading of the price (page-values.ts): read once a page.
const ASKING_PRICE = new WeakMap<CheerioAPI, string | undefined>();

/**
 * A classified's asking price: the first amount after the product's heading marked negotiable or fixed ("€ 20,- VB"), or
 * the price the heading carries as a part of its own ("Washing machine - £50 (Salford)"), read in its own words first:
 * a link in it (a favourite button's "Log In needed") is none of its parts.
 */
export function askingPrice($: CheerioAPI): string | undefined {
  if (ASKING_PRICE.has($)) return ASKING_PRICE.get($);
  const heading = pageHeading($);
  const asked = heading && (askingPriceIn(textAfterHeading($)) ?? titlePriceIn(squash(textOutsideLinks(heading))) ?? titlePriceIn(squash(textOf(heading))));
  ASKING_PRICE.set($, asked);
  return asked;
}

// How many lines after the product's heading its price may stand in, where a listing names no price box.
const PRICE_LINES_AFTER_HEADING = 3;

/**
 * Whether one of the first lines after the product's heading is a price tag (isPriceTag: "<div class="_30jeq3">₹15,999</div>"):
 * a listing's, on a marketplace whose markup names nothing. A story's heading is followed by its byline and date.
 */
export function pricedHeading($: CheerioAPI): boolean {
  const heading = pageHeading($);
  if (!heading) return false;
  const stack = nodesAfter(heading, bodyOf($)).reverse();
  for (let lines = 0; stack.length && lines < PRICE_LINES_AFTER_HEADING;) {
    const n = stack.pop()!;
    const text = isElement(n) ? squash(textOf(n)) : '';
    if (!text || !isElement(n)) continue;
    // A line is an element that holds no block with text: its spans ("$", "18", ".74") are one price tag.
    const inner = n.children.filter((c) => isElement(c) && isBlock(c) && squash(textOf(c)));
    if (inner.length) {
      for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]);
      continue;
    }
    if (isPriceTag(text)) return true;
    lines++;
  }
  return false;
}

/**
 * Whether the page says, after its heading, that its product is sold out, beside a price: it sells, though it offers no
 * button to buy now (a shop's sold-out page keeps only "Notify me").
 */
export function soldOutOffer($: CheerioAPI): boolean {
  const heading = pageHeading($);
  return !!heading && priceIn(textAfterHeading($)) !== undefined && shownAvailability($, [nodesAfter(heading, bodyOf($))], STATUS_CHARS) === 'OutOfStock';
}
// A sold-out status is a few words of its own ("Sold Out", "This item is currently out of stock"), not a sentence of prose.
const STATUS_CHARS = 40;

/**
 * An auction's current bid, shown after the product's heading with its bid count ("$200 2 bids"): the price to pay now,
 * where the structured offer states the starting price.
 */
export const currentBid = ($: CheerioAPI): string | undefined => currentBidIn(textAfterHeading($));

/**
 * Where the product's own values are read in the page's text: what follows its heading (a shop's menus and banners come
 * before the product's title, and their prices and "pre-order" links are other products'), then the main region from its
 * start. A main region that does not hold the heading (a shop's blurb in an <article>) is not where the product is: what
 * follows the heading in the page is.
 */
function productText($: CheerioAPI, main: ParentNode): AnyNode[][] {
  const heading = pageHeading($);
  if (!heading) return [main.children];
  const within = closestWhere(heading, (e) => e === main) ? main : bodyOf($);
  return [nodesAfter(heading, within), main.children];
}

/** Page-level fallbacks per concept, when no structured data or named element answers. */
export function semanticValue(page: PageModel, concept: Concept): string | undefined {
  const $ = page.$;
  const main = mainRegion($);
  // The first such element of the main region, else of the page.
  const first = (pred: (el: Element) => boolean, attr?: string) => {
    const el = firstElement(main[0] as ParentNode, pred) ?? firstElement($.root()[0], pred);
    return squash(attr ? el?.attribs[attr] : textOf(el)) || undefined;
  };
  switch (concept.id) {
    case 'headline':
    case 'name':
      // The page's heading was asked before (page-values.ts); a logo's or a dialog's h1 is none.
      return page.title.split(/\s+[|–—-]\s+/)[0] || undefined;
    case 'date':
      return first((el) => el.tagName === 'time' && el.attribs.datetime !== undefined, 'datetime') ?? first(isTag('time'));
    case 'author':
      return first((el) => (el.attribs.rel ?? '').split(/\s+/).includes('author'));
    case 'body':
      return articleBody($, page.url) ?? (page.mainText || undefined);
    case 'first_paragraph':
      // The article's first real paragraph: headings and short lines ("By …", "Reads: 12") are not one.
      return (
        articleBody($, page.url)
          ?.split('\n\n')
          .find((t) => t.length >= 40) ??
        main
          .find('p')
          .toArray()
          .map((p) => squash($(p).text()))
          .find((t) => t.length >= 40)
      );
    case 'summary':
      // The first real paragraph: short lines ("Brand: X") are labels, not a description.
      return main
        .find('p')
        .toArray()
        .map((p) => squash($(p).text()))
        .find((t) => t.length >= 40);
    case 'image':
      return absoluteUrl(main.find('img[src]').first().attr('src'), page.url);
    case 'url':
      return page.url;
    case 'price': {
      const [afterHeading, ...rest] = productText($, main[0] as ParentNode);
      const money = firstMoney(afterHeading);
      if (money || !rest.length) return money;
      // A product out of stock that shows no price after its heading shows none: money before the heading is then
      // another product's (an available item offered in its place).
      if (shownAvailability($, [afterHeading]) === 'OutOfStock') return undefined;
      for (const nodes of rest) {
        const before = firstMoney(nodes);
        if (before) return before;
      }
      return undefined;
    }
    case 'availability':
      return shownAvailability($, productText($, main[0] as ParentNode));
    case 'review_count':
      return /(\d[\d,.]*)\s+(?:customer\s+)?(?:reviews|ratings)\b/i.exec(page.mainText)?.[1];
    case 'rating':
      return /(\d(?:[.,]\d+)?)\s*(?:out of|\/)\s*5\b/i.exec(page.mainText)?.[1];
    default:
      return undefined;
  }
}
