/**
 * Page-level values for one field, from the most to the least trustworthy source:
 * the page's main entity (JSON-LD, microdata) → meta/OpenGraph → labels → named elements → semantic HTML.
 */
import type { Element } from 'domhandler';
import { META_LIST, type Entity } from '../../page/structured-data';
import type { ValueTrace } from '../extractor';
import { bodyOf, type PageModel } from '../../page/page-model';
import { squash } from '../../page/text';
import { textOf, visibleText } from '../../page/dom';
import { conceptFor, type Concept } from './concepts';
import { buyable, buyFormCodes } from './buy-box';
import {
  askingPrice,
  bylineText,
  currentBid,
  namedElements,
  elementValue,
  priceInWords,
  priceOnRequest,
  regularPriceElements,
  semanticValue,
} from './dom-values';
import { articleBody } from './article-text';
import { currenciesIn, currencyOf, netPriceIn, piecePriceIn, priceIn, wholeKronaCurrency } from './currency';
import { buyBoxAmounts, chosenOverFrom, everyonesOverMembers } from './buy-box-prices';
import { availabilityOf } from './availability';
import { formerPriceAmounts } from './former-price';
import { CENT, priceAmount, sameAmount, shownAsFormer, statedPerMeasure, unshownPrices } from './stated-prices';
import { creditsOrganizations, entityValues, isVariantOfUrl, namesDesk, newOffers, ownSkuPrice, scalarOf, valuesAt } from './entity-values';
import { brandLinkNames } from './brand-links';
import { brandOverShopName, labelValues } from './label-values';
import { cleanValue, isPersonName } from './clean-value';
import { listItemValues } from './list-items';
import { gtinOf, isLetterCode, isWordCode, marketplaceItemId, skuFromUrl } from './sku';
import { productOnly, sellsSomething } from './evidence';
import { shows, showsAmount, writtenAs } from './shown-values';
import {
  articleHeading,
  headingCode,
  namesSite,
  pageHeading,
  sharedHeading,
  SITE_NAME,
  titleCarries,
  titled,
  titlePartHeading,
  withoutKicker,
  withoutSiteFirst,
} from './page-headings';
import { linkedByline, namesWith, textByline, writersListed } from './byline-lines';
import { datelineReporters } from './byline-datelines';
import { namedWriters, writersTogether } from './byline-writers';

/** What the builtin knows about a page while filling one schema. */
export interface PageContext {
  page: PageModel;
  /** The entity the page is about (JSON-LD or microdata), if any. */
  entity?: Entity;
  /** The user's prompt beside the schema, which says what the data is about. */
  prompt?: string;
  /** Told where the value `pageValue` gives was read (evidence). */
  record?: (trace: ValueTrace) => void;
}

// A book's ISBN-13: a 13-digit EAN in the book prefixes.
const ISBN13 = /^97[89]\d{10}$/;

// "Référence", "Referência", "Referenz", "Part #": the shop's own code on some pages, the maker's model number on others.
const REFERENCE_LABEL = /^(?:r[ée]f(?:[ée]rence|\.)?|refer[êe]ncia|referencia|referenz(?:nummer)?|riferimento|part\s*(?:#|no\.?))$/iu;

// Codes are compared as written without their spaces ("0 986 494 524" is "0986494524").
const code = (v: unknown) => String(scalarOf(v) ?? '').replace(/\s+/g, '');

/**
 * Item codes under the shop's code labels; under a reference label, not a code the structured data gives as the part
 * number or the product's name carries (Cdiscount's and Magalu's "Référence: RR8587WH" is the maker's model, as is an auto-parts shop's
 * "Part #: DG1210" beside its "SKU #").
 */
function shopCodeLabels(ctx: PageContext, fieldName: string, concept?: Concept, conceptOnly = true) {
  const found = labelValues(ctx.page, fieldName, concept, conceptOnly);
  // Read once, at the first reference row: the name is a page value of its own.
  let models: string[] | undefined;
  const isModel = (value: string) => {
    models ??= [...(ctx.entity ? entityValues(ctx.entity, 'mpn').map(scalarOf) : []), pageValue({ ...ctx, record: undefined }, 'name')].map((v) =>
      String(v ?? '').toLowerCase(),
    );
    return models.some((m) => m.includes(value.toLowerCase()));
  };
  const reference = found.labels.map((label) => REFERENCE_LABEL.test(label));
  const values = found.values.map((v, i) => (reference[i] && isModel(squash(v)) ? undefined : v));
  // The code the structured data states as the sku goes first where the page shows it under its label too: a bundle's parts'
  // "Réf. 1058821" before the bundle's own "Réf. 1064312"; then a code under a label that names only the shop's code goes
  // before one under a reference label ("Reference: 126234", a watch's model, above "Item #: RLX412345"). Array.prototype.sort
  // is stable.
  const stated = new Set(ctx.entity ? entityValues(ctx.entity, 'sku').map(code) : []);
  const rank = (i: number) => (values[i] !== undefined && stated.has(code(cleanValue(values[i], concept))) ? 0 : reference[i] ? 2 : 1);
  const order = reference.map((_, i) => i).sort((a, b) => rank(a) - rank(b));
  return { ...found, values: order.map((i) => values[i]), labels: order.map((i) => found.labels[i]), raws: order.map((i) => found.raws[i]) };
}

// Availabilities that let the product be bought now.
const BUYABLE = new Set(['InStock', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly', 'PreOrder', 'PreSale', 'BackOrder', 'MadeToOrder']);
// A structured stock value read as the page's stock is: "https://schema.org/InStock", "InStock" and "in stock" are one value.
const structuredStock = (value: unknown) => availabilityOf(String(scalarOf(value) ?? ''));
const sellsNow = (value: unknown) => BUYABLE.has(structuredStock(value) ?? '');

/**
 * The product's availability in its structured data, over all its variants: offers of several sizes,
 * or one Product per variant under the same name. One variant the buyer can have makes the product
 * available; the first variant's "OutOfStock" does not speak for the others, nor does a used copy's stock for a new one's.
 */
function variantAvailability(ctx: PageContext, fieldName: string): unknown[] {
  const entity = ctx.entity!;
  const name = scalarOf(entity.name);
  const variants =
    name === undefined || isVariantOfUrl(entity)
      ? [entity]
      : [...ctx.page.jsonLd, ...ctx.page.microdata].filter((e) => e === entity || scalarOf(e.name) === name);
  const values = variants.flatMap((e) => entityValues(newOffers(e), fieldName));
  // Of offers that sell, the one whose price the page shows says the stock (Thompson & Morgan's seeds in stock, not the plug
  // plants listed first for pre-order).
  const shown = valuesAt(chosenOffer(ctx), 'availability').find(sellsNow);
  const buyable = shown ?? values.find(sellsNow);
  return buyable === undefined ? values : [buyable];
}

/**
 * The main entity's values for a field. Of several offer prices (a list price beside the sale price,
 * one per seller), the one the page's price box shows is the one to pay, else the lowest. A price of 0
 * is a shop's placeholder for one its script fills in later: the page, not the structured data, states it.
 */
function entityCandidates(ctx: PageContext, fieldName: string, concept?: Concept): unknown[] {
  if (concept?.id === 'availability') return variantAvailability(ctx, fieldName);
  const values = entityValues(ctx.entity!, fieldName);
  // A JSON-LD headline that neither the document's title nor the page's heading carries is a description (Wikipedia's
  // "constitutional monarchy in Oceania" for "New Zealand"), not the title the page shows; microdata's is the text shown.
  if (concept?.id === 'headline' && !ctx.page.microdata.includes(ctx.entity!)) {
    const headings = new Set(
      ctx.page
        .$('h1')
        .toArray()
        .map((h) => squash(textOf(h))),
    );
    // A title too short to judge by its words carries the headline whole ("Okapi – Wikipedia" carries no "species of mammal"),
    // as the sharing title may.
    const titles = [ctx.page.title, ctx.page.meta['og:title'] ?? ''];
    const carried = (v: string) => titles.some((t) => titleCarries(t, v) || squash(t).toLowerCase().includes(squash(v).toLowerCase()));
    return values.filter((v) => typeof v !== 'string' || carried(v) || headings.has(squash(v)));
  }
  // Of offers in several currencies, or of several configurations each with its own sku and no sku of the product's, the
  // currency and the sku are those of the offer read as the price (Apple's "MW133X/A" at A$1,999, not the first offer's).
  const several = new Set(values.map(scalarOf)).size > 1;
  if (concept?.id === 'currency' && several) return valuesAt(chosenOffer(ctx), 'priceCurrency').concat(values);
  if (concept?.id === 'sku' && several && !valuesAt(ctx.entity, 'sku').length) return valuesAt(chosenOffer(ctx), 'sku').concat(values);
  if (concept?.id !== 'price') return values;
  const stated = forOneItem(ctx, values).filter((v) => Number(scalarOf(v)) !== 0);
  const amounts = stated.map((v) => Number(scalarOf(v))).filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length !== stated.length) return stated;
  if (stated.length < 2) {
    const chosen = chosenOverFrom(ctx.page, amounts) ?? everyonesOverMembers(ctx.page, amounts);
    if (chosen !== undefined) return [chosen];
    // An AggregateOffer states its sellers' range ("lowPrice" 309, "highPrice" 379.99): the one the price box shows within it
    // is the buy box's, where the lowest stands only behind a "from" in the other offers' link.
    const [low, high] = ['lowPrice', 'highPrice'].map((k) => Number(scalarOf(valuesAt(ctx.entity, `offers.${k}`)[0])));
    if (!(high > low)) return stated;
    // A "from" amount in a box of its own is the range's lowest again, not the chosen option's ("Vanaf € 299").
    const boxed = buyBoxAmounts(ctx.page).find((box) => !box.ranged)?.amount;
    if (boxed !== undefined && boxed > low + CENT && boxed < high + CENT) return [boxed];
    // Or its quantity tiers' range: the first amount after the heading, a tier table's first row, is the price of one
    // where it is the highest (Mouser's "1: $2.14" down to "9,000: $0.702").
    const shown = priceAmount(semanticValue(ctx.page, concept) ?? '', concept);
    return shown !== undefined && sameAmount(shown, high) ? [shown] : stated;
  }
  // One of them the page shows in its price box is the buy box's offer: another seller's lower one is not, nor the lowest
  // behind a "from" over the variants' (Flaconi's "ab 64,95 €" above the chosen 100 ml's 89,95 €).
  // Else the offer whose sku is the product's own, the variant the page opens on (a nappy's "KK-NAP-S3", its Size 3).
  const boxes = buyBoxAmounts(ctx.page).filter((box) => amounts.some((n) => sameAmount(n, box.amount)));
  const boxed = boxes.find((box) => !box.ranged)?.amount ?? ownSkuPrice(ctx.entity) ?? boxes[0]?.amount;
  return [boxed ?? Math.min(...amounts)];
}

/**
 * Offer prices but those for a quantity beside one for a single item: Majestic's "Mixed Six Price" (its eligibleQuantity's
 * minValue 6) is what each bottle costs in a case of six, its "Single Bottle Price" the price to pay.
 */
function forOneItem(ctx: PageContext, prices: unknown[]): unknown[] {
  const minimum = (o: unknown) => Number(scalarOf(valuesAt(o, 'eligibleQuantity.minValue')[0]) ?? 1);
  const offers = valuesAt(ctx.entity, 'offers');
  const forMany = offers.filter((o) => minimum(o) > 1).map((o) => Number(scalarOf(valuesAt(o, 'price')[0])));
  if (!forMany.length || !offers.some((o) => !(minimum(o) > 1))) return prices;
  return prices.filter((v) => !forMany.some((n) => sameAmount(n, Number(scalarOf(v)))));
}

/** The structured offer whose price is the one read as the price, among several (a store's price list in each currency). */
function chosenOffer(ctx: PageContext): unknown {
  const price = Number(scalarOf(entityCandidates(ctx, 'price', conceptFor('price'))[0]));
  const same = valuesAt(ctx.entity, 'offers').filter((o) => sameAmount(Number(scalarOf(valuesAt(o, 'price')[0])), price));
  if (same.length < 2) return same[0];
  // Offers at one amount in several currencies (a game shop's regional prices, "7.99" in dollars and in euros): the one in
  // the currency of the price the page shows.
  const shown = currencyFromPrice({ ...ctx, record: undefined });
  return same.find((o) => scalarOf(valuesAt(o, 'priceCurrency')[0]) === shown) ?? same[0];
}

/** Prices under their labels but those the page strikes out: a bookshop's "Цена: <del>1.299,00 дин.</del>" before its own price. */
function unstruckLabelledPrices(page: PageModel, fieldName: string, concept: Concept) {
  const found = labelValues(page, fieldName, concept);
  const struck = formerPriceAmounts(page.$, 'struck');
  const isStruck = (v: string) => {
    const amount = priceAmount(v, concept);
    return amount !== undefined && struck.some((f) => sameAmount(f, amount));
  };
  return { ...found, values: found.values.map((v) => (isStruck(v) ? undefined : v)) };
}

// A source's values for a field, with the elements or the raw texts they were read from.
type Candidate = { values: unknown[]; source: string; els?: Element[]; raws?: string[] };

/** Raw candidate values for a field, best source first (not yet cleaned); lazy, so the first source that answers ends the search. */
function* candidates(ctx: PageContext, fieldName: string): Generator<Candidate> {
  const { page } = ctx;
  const concept = conceptFor(fieldName);
  // Stale structured data reads the named elements and the semantic value ahead of their turn: each is read once.
  let namedFound: Element[] | undefined;
  const namedEls = () => (namedFound ??= namedElements(page.$, fieldName, concept));
  let semanticRead: { value: string | undefined } | undefined;
  const shownValue = () => (semanticRead ??= { value: concept ? semanticValue(page, concept) : undefined }).value;
  const semantic = () => ({ values: [shownValue()], source: 'semantic' });
  // An article's body is the text the page shows, read by the reader view: the structured data's
  // articleBody/text is often a summary, cut short or markup, and comes after it.
  if (concept?.id === 'body') yield { values: [articleBody(page.$, page.url)], source: 'class' };
  // Elements as a candidate source: the value each shows.
  const shownBy = (els: Element[]) => ({
    values: els.map((el) => (concept?.id === 'author' ? bylineText(el) : elementValue(page.$, el, page.url))),
    source: 'class',
    els,
  });
  const named = () => shownBy(namedEls());
  // A Chinese or Japanese story's reporters named in its dateline or lines of their own.
  const datelined = () => ({ values: datelineReporters(articleBody(page.$, page.url) ?? ''), source: 'semantic' });
  if (concept?.id === 'sku') {
    // A marketplace's item URL names the item (/dp/<ASIN>, /itm/<id>), and the code the page shows
    // (under an item-code label, in an element named for it) is the one its buyers quote: all before
    // the structured data's sku, which is often a variant's or an internal id.
    yield { values: [marketplaceItemId(page.url)], source: 'url' };
    // A code the structured data gives as the maker's part number beside a shop code of its own is the maker's wherever the
    // page shows it (an auto-parts shop's "Art.-Nr.: 0 986 479 C21", Bosch's number, beside its item id 7792345 as sku).
    const stated = ctx.entity ? entityValues(ctx.entity, 'sku').map(code) : [];
    const parts = ctx.entity ? entityValues(ctx.entity, 'mpn').map(code) : [];
    const makers = (v: unknown) => typeof v === 'string' && stated.length > 0 && parts.includes(code(v)) && !stated.includes(code(v));
    const shopOwn = (found: Candidate) => ({ ...found, values: found.values.map((v) => (makers(v) ? undefined : v)) });
    yield shopOwn(shopCodeLabels(ctx, fieldName, concept));
    yield shopOwn(named());
  }
  // An auction's structured offer states its starting price; the bid the page shows with its count is the price now.
  if (concept?.id === 'price') yield { values: [currentBid(page.$)], source: 'class' };
  // An article's headline is the one its page shows over it: the structured or sharing headline is often written for search
  // beside it ("The 3 Best Budget Wireless Earbuds of 2025" over "The Best Budget Wireless Earbuds", "Opinion | …").
  if (concept?.id === 'headline') {
    const heading = articleHeading(page);
    if (heading) yield { values: [withoutKicker(page, heading, squash(visibleText(heading, true)))], source: 'class', els: [heading] };
  }
  if (ctx.entity) {
    const stated = entityCandidates(ctx, fieldName, concept);
    // An organisation the data credits (the outlet, a fact-checker's name) gives way to the person the page's byline names
    // ("By Maria Ramírez" over PolitiFact's ClaimReview by PolitiFact, a byline box's names with no "By": Jyllands-Posten's
    // "<span class="byline__name">"); with no byline, it answers.
    // A person's name that is the site's whole name names a personal site's writer ("Nicolas Perriault" on his own blog); a
    // name that is not a person's, or that only holds the site's ("Guardian Nigeria" on guardian.ng), is the outlet's.
    if (concept?.id === 'author' && creditsOrganizations(ctx.entity, (name) => namesSite(page, name) && !(isPersonName(name) && namesSite(page, name, true)))) {
      yield { values: [textByline(page.$)], source: 'semantic' };
      yield named();
      yield { values: [linkedByline(page.$)], source: 'semantic' };
      yield datelined();
    }
    if (concept?.id === 'availability') {
      const feed = structuredStock(stated[0]);
      // Stock the structured data states beside a page that says "Sold out" and offers no button to buy is a stale feed's;
      // but for a feed that says the product is sold in stores only: its page offers no button and says delivery is unavailable.
      if (sellsNow(stated[0]) && feed !== 'InStoreOnly' && !buyable(page.$) && shownValue() === 'OutOfStock')
        yield { values: ['OutOfStock'], source: 'semantic' };
      // So is its "InStock" beside a page that says the item is back-ordered or pre-ordered: it sells, and ships later (a
      // Shopify variant set to sell on, its button "Pre-order"); or that it is sold in stores only (Micro Center's "IN-STORE
      // ONLY … Online orders cannot be placed").
      const shown = feed === 'InStock' ? shownValue() : undefined;
      if (shown === 'BackOrder' || shown === 'InStoreOnly' || shown === 'PreOrder') yield { values: [shown], source: 'semantic' };
      // As is its "OutOfStock" beside a page whose buy button can be pressed and whose own stock line says "In Stock".
      if (feed === 'OutOfStock' && buyable(page.$) && shownValue() === 'InStock') yield { values: ['InStock'], source: 'semantic' };
    }
    // A structured price the page shows only as a former one (struck out, in an "old-price" box) is the shop's list price
    // or a stale feed's, and one counted per m² or litre a unit price: the price the page shows to pay comes first.
    const statedFormer = concept?.id === 'price' && shownAsFormer(page, stated);
    if (concept?.id === 'price' && (statedFormer || statedPerMeasure(ctx.entity))) {
      // A pack's price a piece beside it ("$0.31/ea" under Meijer's "Price $24.99" in a box named "regular") is not it, nor is
      // the former price an itemprop's content states again (Bauhaus's "<meta itemprop="price" content="349.00">" over "Statt
      // <del>349,00 €</del>").
      const shown = named();
      const piece = (v: unknown): v is string => typeof v === 'string' && piecePriceIn(v);
      const restated = (v: unknown, i: number) =>
        shown.els?.[i]?.tagName === 'meta' && statedFormer && shownAsFormer(page, [priceAmount(String(v), concept) ?? NaN]);
      yield { ...shown, values: shown.values.map((v, i) => (piece(v) || restated(v, i) ? undefined : v)) };
      // Where no element is named for the price, the money the page shows is it (Etsy's price over its title), unless it is
      // that price a piece.
      const after = priceAmount(shownValue() ?? '', concept);
      if (!shown.values.some((v) => piece(v) && after !== undefined && sameAmount(priceAmount(v, concept) ?? NaN, after))) yield semantic();
    }
    // A structured price the page shows nowhere gives way to the price it shows to pay, in the currency it states.
    else if (concept?.id === 'price' && unshownPrices(page, stated)) {
      const currency = scalarOf(entityValues(ctx.entity, 'currency')[0]);
      // A price element's own amount, shown in the page's text (an itemprop's content is the structured data again), not a
      // price a piece.
      const shownToPay = (v: string) => {
        const amount = priceAmount(v, concept);
        return (
          amount !== undefined &&
          showsAmount(page, amount) &&
          [undefined, currency].includes(currencyOf(String(cleanValue(v, concept)), page.locale)) &&
          !piecePriceIn(v)
        );
      };
      const shown = named();
      yield { ...shown, values: shown.values.map((v) => (shownToPay(v) ? v : undefined)) };
      const after = shownValue();
      if (after !== undefined && shownToPay(after)) yield { values: [after], source: 'semantic' };
    }
    if (concept?.id === 'brand') yield brandOverShopName(page, fieldName, stated.map(scalarOf), concept);
    yield { values: stated, source: 'entity' };
  }
  const metaValues = (concept?.meta ?? []).flatMap((k) => page.meta[k]?.split(META_LIST) ?? []).filter(Boolean);
  const titles = concept?.id === 'name' || concept?.id === 'headline';
  const heading = titles ? pageHeading(page.$) : undefined;
  const headingText = heading && squash(visibleText(heading, true));
  const headingValue = { values: [headingText], source: 'class', els: heading && [heading] };
  // A sharing title that is the page's heading with the site's name after it ("Lake Vrana (Cres) - Wikipedia", "… by
  // メルカリ"), or cut short, is the heading's: the heading states it whole. A product's sharing title that runs on after its
  // heading runs on with the shop's words ("… bei REWE online bestellen!").
  // A sharing title the heading runs on from, where the document's title states the heading whole ("Framework Laptop 13 DIY
  // Edition" under "… (Intel® Core™ Ultra Series 1) | Framework"), is the heading cut short.
  const statesHeading = !!headingText && squash(page.title.replace(SITE_NAME, '')).toLowerCase() === headingText.toLowerCase();
  const cutShort = (v: string) => statesHeading && headingText!.toLowerCase().startsWith(v.toLowerCase());
  if (headingText && metaValues.length && metaValues.every((v) => sharedHeading(v, headingText, concept?.id === 'name') || cutShort(v))) yield headingValue;
  // A meta author that is the site's own name ("Ediciones El Faro" on EL FARO) or a desk's ("redazione") is its publisher: a
  // byline on the page names the writer, and the publisher answers only where none does.
  const publisher = (v: string) => concept?.id === 'author' && (namesSite(page, v) || namesDesk(v));
  // A sharing price the page shows only as a former one is the list price: the price the page shows to pay comes first
  // (Olive Young's "product:price:amount" 25.00 beside "<strong class="price-sale">US$17.00</strong> <del>US$25.00</del>").
  if (concept?.id === 'price' && metaValues.length && shownAsFormer(page, metaValues)) yield named();
  if (concept?.id === 'price') yield { values: [chosenOverFrom(page, metaValues.map(Number))], source: 'class' };
  // A story's reporters named in its dateline come before a meta author, its outlet's or its editor's.
  if (concept?.id === 'author') yield datelined();
  yield { values: metaValues.filter((v) => !publisher(v)).map((v) => (concept?.id === 'headline' ? withoutSiteFirst(page, v) : v)), source: 'meta' };
  // What the buy form sends to the cart names the item where the page shows no code and states none.
  if (concept?.id === 'sku') yield { values: buyFormCodes(page.$), source: 'form' };
  if (concept?.id === 'sku') yield { values: [headingCode(page.$)], source: 'class' };
  // A stated-only field is read under its own labels: "Brand new" or "Brand story" share its word, not its meaning.
  if (concept?.id === 'sku') yield shopCodeLabels(ctx, fieldName, concept, false);
  else if (concept?.id === 'price') yield unstruckLabelledPrices(page, fieldName, concept);
  else if (concept?.id === 'brand') {
    // A link to the brand's store ("Visit the Hanes Store") names the brand before a maker's row names the company that
    // makes it ("Manufacturer: Hanes Mens Activewear").
    const labels = labelValues(page, fieldName, concept, true);
    const byMaker = labels.labels.map((l) => !!concept.lesserLabel?.test(l));
    yield { ...labels, values: labels.values.map((v, i) => (byMaker[i] ? undefined : v)) };
    const name = pageValue({ ...ctx, record: undefined }, 'name');
    yield { values: brandLinkNames(page, typeof name === 'string' ? name : page.title), source: 'link' };
    // So does a box named for the brand whose name the maker's company name starts with (Tata CLiQ's "<h1
    // class="…__brandName">Puma</h1>" beside "Manufacturer: Puma Sports India Pvt Ltd").
    const makers = labels.values.filter((v, i) => byMaker[i] && typeof v === 'string').map((v) => String(v).toLowerCase());
    const boxed = makers.length ? named() : { values: [], source: 'class' };
    const starts = (v: unknown) => typeof v === 'string' && !!v.trim() && makers.some((m) => m.startsWith(`${v.trim().toLowerCase()} `));
    yield { ...boxed, values: boxed.values.map((v) => (starts(v) ? v : undefined)) };
    yield { ...labels, values: labels.values.map((v, i) => (byMaker[i] ? v : undefined)) };
  } else yield labelValues(page, fieldName, concept, concept?.statedOnly);
  // A book shop's own code that is an ISBN-13 ("商品コード 9784065341223") is the book's barcode.
  if (concept?.id === 'gtin') {
    const codes = shopCodeLabels(ctx, 'sku', conceptFor('sku'));
    yield { ...codes, values: codes.values.map((v) => (typeof v === 'string' && ISBN13.test(v.replace(/[\s-]/g, '')) ? v : undefined)) };
  }
  if (concept?.statedOnly) {
    // Of named elements, only an itemprop states a value that a class name would merely suggest.
    yield shownBy(namedEls().filter((el) => el.attribs.itemprop !== undefined));
    return;
  }
  // The page's semantic HTML is the last resort, but for the author: a link marked rel="author" is the page's own
  // statement of its writer, where elements named "author" are as often a bio box's links or another story's byline.
  const semanticFirst = concept?.id === 'author';
  // The page's own heading names what it is about, where no structured data does: elements whose class says "title" are
  // as often a widget's ("bundle-title", a "Product details" tab) as the product's.
  // Without one, an element named for a title counts where the document's title carries its words: a sharing widget's
  // "Share this:" or a "Related" strip's title does not.
  if (titles) {
    // An old blog's or forum's heading is its name, over the post's title set lower: the title's other part names the page.
    const part = concept?.id === 'headline' ? titlePartHeading(page, headingText) : undefined;
    if (part) yield shownBy([part]);
    if (heading) yield headingValue;
    yield shownBy(namedEls().filter((el) => titled(page.title, textOf(el))));
  } else {
    if (semanticFirst) yield semantic();
    if (concept?.id === 'price' && priceOnRequest(page.$, concept)) return;
    // A price box that opens on a "from" over the chosen option's own price (a used lens's "Starting at $879.00" over its
    // chosen grade's $1,079.00) sells the chosen one.
    const opening = concept?.id === 'price' ? buyBoxAmounts(page)[0] : undefined;
    if (opening?.ranged) yield { values: [chosenOverFrom(page, [opening.amount])], source: 'class' };
    if (concept?.id !== 'body' && concept?.id !== 'sku') yield named();
  }
  // No price to pay is named beside the regular one: it is the price (before any money later in the text).
  if (concept?.id === 'price') {
    yield shownBy(regularPriceElements(page.$));
    // A listing's asking price, where it stands in its title or is marked negotiable, before any money after the title.
    yield { values: [askingPrice(page.$)], source: 'class' };
    if (priceInWords(page.$, concept)) return;
  }
  if (concept && !semanticFirst) yield semantic();
  // A trade shop's price before its tax is the price where the page shows none with its tax ("289,00 € zzgl. MwSt.").
  if (concept?.id === 'price') yield { values: namedEls().map((el) => netPriceIn(textOf(el))), source: 'class', els: namedEls() };
  if (concept?.id === 'author') {
    yield { values: [textByline(page.$)], source: 'class' };
    yield { values: metaValues.filter(publisher), source: 'meta' };
    // Last, the writers a page names only by links to their pages (Quartz's hashed "<a href="/author/melvinosei">").
    yield { values: [linkedByline(page.$)], source: 'class' };
  }
}

/**
 * Whether a value may be the manufacturer's part number: not a code of another kind, the shop's own (the sku it
 * shows, its structured data's sku, a marketplace's or a number-only item id in the page's URL) or the product's
 * barcode; and, written in words (not a code in capitals: "BLSTKAG-RPB"), neither its brand nor words of its name (a form's part-number field filled with
 * what the seller had at hand). A slug's trailing letters-and-digits token is left out: it is often the model's own code.
 */
function partNumberTest(ctx: PageContext): (value: string) => boolean {
  const quiet = { ...ctx, record: undefined };
  const shown = pageValue(quiet, 'sku');
  // A number that ends the address is the shop's item id, unless the page shows another code as its own: then it is the
  // maker's, which the slug repeats ("…-bosch-extra-hard-2607017319.html" beside "Nr kat.: NZ-118204").
  const slugId = skuFromUrl(ctx.page.url)?.match(/^\d+$/)?.[0];
  const urlId = marketplaceItemId(ctx.page.url) ?? (shown === undefined || shown === null || String(shown) === slugId ? slugId : undefined);
  // The structured data's sku is the shop's code unless the page shows another as its own: then it is often the maker's
  // model, filed under the wrong key ("sku":"SM-S721BLGDEUE" beside "Kods: 1276614" and "Ražotāja kods: SM-S721BLGDEUE"). A
  // code shown with the stated one in it is the shop's too, with its seller's part (Lazada's "4712345678_TH-19876543210").
  const stated = ctx.entity ? entityValues(ctx.entity, 'sku').map((v) => String(scalarOf(v))) : [];
  const shopCodes = shown !== undefined && shown !== null && !stated.some((code) => code.length >= MIN_CODE && String(shown).includes(code)) ? [] : stated;
  const gtin = pageValue(quiet, 'gtin');
  const other = [shown, urlId, gtin, ...shopCodes].filter((v) => v !== undefined && v !== null).map(String);
  const named = [pageValue(quiet, 'brand'), pageValue(quiet, 'name')].map((v) => String(v ?? '').toLowerCase());
  // A number of a barcode's length with a valid check digit under a part-number label is the barcode (IdoSell's "Kod
  // producenta: 0088381695473"), where the page states no other; beside another (Bauhaus's "Herstellernummer
  // 1191010400405" over "EAN 4003530090097"), one in ten such numbers has a valid check digit by chance.
  const barcode = (value: string) => (gtin === undefined || gtin === null) && /^\d{12,14}$/.test(value) && gtinOf(value) !== undefined;
  // A year is an edition's or a season's ("Model: 2024 edition"), not a part number.
  const year = (value: string) => /^(?:19|20)\d\d$/.test(value);
  return (value) =>
    !other.includes(value) &&
    !barcode(value) &&
    !year(value) &&
    (/\d/.test(value) || isLetterCode(value) || !named.some((n) => n.includes(value.toLowerCase())));
}

// A code this long is no other code's part by chance.
const MIN_CODE = 4;
// The length of an ISBN-10 as gtinOf (sku.ts) gives it; every GTIN has 8, 12, 13 or 14 digits.
const ISBN10_LENGTH = 10;

// Sources that state a value outright, where the others read it from the page's text.
const STATED = new Set(['entity', 'meta', 'url']);

/** The evidence source of a candidate source. */
function traceSource(ctx: PageContext, source: string, concept?: Concept): ValueTrace['source'] {
  if (source === 'entity') return ctx.entity && ctx.page.microdata.includes(ctx.entity) ? 'microdata' : 'json-ld';
  if (source === 'meta' || source === 'url') return source;
  return source === 'semantic' && concept?.id === 'url' ? 'url' : 'dom';
}

/** The best single value for a field, cleaned for its concept; undefined when the page has none. */
export function pageValue(ctx: PageContext, fieldName: string): unknown {
  const concept = conceptFor(fieldName);
  // Product values read from the page's text (money, "available", an "SKU" label, an id in the URL) need a page
  // that sells: on a blog, "High availability: …" is about servers. Structured data and meta state them outright.
  const guessable = !productOnly(concept?.id) || sellsSomething(ctx.page);
  // Built once, at the first source that offers a part number: it reads four other fields.
  let partNumber: ((value: string) => boolean) | undefined;
  for (const { values, source, els, raws } of candidates(ctx, fieldName)) {
    if (!guessable && !STATED.has(source)) continue;
    const read = values
      .map((v, i) => ({ value: cleanValue(scalarOf(v), concept, source === 'entity' || source === 'url'), i }))
      .filter(({ value: v }) => v !== undefined && v !== '' && (!concept?.shownIn || shows(ctx.page, String(v), concept.shownIn)))
      .filter(({ value: v }) => concept?.id !== 'sku' || !isWordCode(String(v)) || shows(ctx.page, String(v), 'page'));
    if (!read.length) continue;
    const cleaned = read.map((r) => r.value);
    const answer = (value: unknown, at = read[0]) => {
      ctx.record?.({ source: traceSource(ctx, source, concept), el: els?.[at.i], raw: raws?.[at.i] ?? String(scalarOf(values[at.i]) ?? '') });
      return concept?.id === 'author' && typeof value === 'string' ? writersListed(value) : value;
    };
    // Several authors are one answer ("A, B"); for everything else the first source value wins. Co-authors the page shows
    // are names in one byline: a byline block of its own, or one elsewhere, is another story's (a weekly edition's, a list's).
    // A byline that names the authors the data gives and others with them is the whole answer: the data left them out
    // ("By Hannah Okoye and Felix Durand" over a NewsArticle whose author is Hannah Okoye), as are co-authors' boxes set
    // beside the one it gives (a road test's two "<div class="author">").
    const byline = concept?.id === 'author' && source !== 'class' ? cleanValue(textByline(ctx.page.$), concept) : undefined;
    if (namesWith(byline, cleaned.map(String))) return answer(byline);
    if (concept?.id === 'author' && cleaned.length > 1) return answer(writersTogether(ctx.page, read, els));
    const boxed = concept?.id === 'author' && source !== 'class' && cleaned.length === 1 ? namedWriters(ctx.page, concept, String(cleaned[0])) : undefined;
    if (namesWith(boxed, String(cleaned[0]))) return answer(boxed);
    // A part number that repeats the shop's own item code or the barcode is that code, not the
    // manufacturer's; a later source (a labelled "MPN") may still state the real one.
    if (concept?.id === 'mpn') {
      const isPartNumber = (partNumber ??= partNumberTest(ctx));
      const mpn = read.find((r) => isPartNumber(String(r.value)));
      if (mpn === undefined) continue;
      return answer(mpn.value, mpn);
    }
    // A book's ISBN-10 beside its ISBN-13 ("ISBN-10: …", "ISBN-13: …") is its older number: the ISBN-13 is the barcode.
    if (concept?.id === 'gtin') {
      const gtin = read.find((r) => String(r.value).length !== ISBN10_LENGTH) ?? read[0];
      return answer(gtin.value, gtin);
    }
    // An item code is given as the page writes it for its buyers ("466/7999", not its feed's "4667999").
    if (concept?.id === 'sku') return answer(writtenAs(ctx.page, String(cleaned[0])) ?? cleaned[0]);
    return answer(cleaned[0]);
  }
  if (!guessable) return undefined;
  if (concept?.id === 'currency') return currencyFromPrice(ctx);
  // Many shops show the item id only in the URL (?sku=…, a slug's trailing id); a trailing number the structured data gives
  // as the barcode is the barcode (Celio's "…/chemise-oxford-3596573104421.html").
  if (concept?.id === 'sku') {
    ctx.record?.({ source: 'url', raw: ctx.page.url });
    const id = skuFromUrl(ctx.page.url);
    const barcodes = ctx.entity ? entityValues(ctx.entity, 'gtin').map((v) => String(scalarOf(v))) : [];
    return id && !barcodes.includes(id) ? (writtenAs(ctx.page, id) ?? id) : undefined;
  }
  return undefined;
}

// A paragraph is prose: it ends a sentence or runs long; headings and "Reads: 12" lines of the body are not one.
const PROSE = /[.!?…:;)"'”’»]$/;
const LONG_BLOCK = 80;

/** The article's paragraphs, in order: the blocks of its main text that are prose. */
function articleParagraphs(page: PageModel): string[] {
  const body = articleBody(page.$, page.url) ?? '';
  return body.split(/\n{2,}/).filter((b) => PROSE.test(b) || b.length >= LONG_BLOCK);
}

/** All values for a list-of-scalars field (tags, images, authors): the first source that has any. */
export function pageValues(ctx: PageContext, fieldName: string): unknown[] {
  const concept = conceptFor(fieldName);
  // A list of the body (paragraphs, body as string[]) is the article's paragraphs, one string each.
  if (concept?.id === 'paragraphs' || concept?.id === 'body') return articleParagraphs(ctx.page);
  for (const { values, source } of candidates(ctx, fieldName)) {
    // A list on the page answers a list field item by item, before any element's glued text.
    if (source === 'class') {
      const items = listItemValues(ctx.page.$, fieldName, concept);
      if (items.length) return items;
    }
    const cleaned = values.map((v) => cleanValue(scalarOf(v), concept)).filter((v) => v !== undefined && v !== '');
    if (!cleaned.length) continue;
    // A single comma-separated string (JSON-LD keywords, "Tags: a, b") is a list.
    if (cleaned.length === 1 && typeof cleaned[0] === 'string' && source !== 'class' && /,/.test(cleaned[0] as string)) {
      return (cleaned[0] as string)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }
    return [...new Set(cleaned)];
  }
  return [];
}

// How much of the page's text is read for the currencies its amounts show.
const PAGE_MONEY_CHARS = 50_000;

function currencyFromPrice(ctx: PageContext): string | undefined {
  // Sources are read lazily: the first price that shows a currency ends the search.
  for (const { values } of candidates(ctx, 'price')) {
    // The currency of the amount read as the price: "US $24.99 Approximately EUR 22.10" is in dollars.
    const locale = ctx.page.locale;
    const price = values.map((v) => priceIn(String(scalarOf(v) ?? ''))).find((money) => money && currencyOf(money, locale));
    if (price) {
      ctx.record?.({ source: 'dom', raw: price });
      return currencyOf(price, locale);
    }
    const krona = values.map((v) => wholeKronaCurrency(String(scalarOf(v) ?? ''), locale)).find(Boolean);
    if (krona) return krona;
  }
  // A price written without its currency ("14 990,00" on a Norwegian shop) is in the one every amount on the page that shows a
  // currency is in ("kr 249,-" in the mini-cart); where they show several, none is given.
  if (pageValue({ ...ctx, record: undefined }, 'price') === undefined) return undefined;
  const shown = currenciesIn(textOf(bodyOf(ctx.page.$)).slice(0, PAGE_MONEY_CHARS), ctx.page.locale);
  return shown.size === 1 ? [...shown][0] : undefined;
}
