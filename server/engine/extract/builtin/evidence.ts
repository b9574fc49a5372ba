/**
 * What a value needs before the builtin gives it as an answer, by failure class: a sum of money in
 * prose ("raised $4.2 million") is no price, and a page that sells nothing has no price and no
 * product name (a news article's headline is not one). Null is better than a guess (docs/providers.md, "Completed means complete").
 */
import { typesOf, type Entity } from '../../page/structured-data';
import type { LabelledValue } from '../../page/labels';
import type { PageModel } from '../../page/page-model';
import { words } from '../../page/text';
import { conceptFor, type Concept } from './concepts';
import { availabilityInText } from './availability';
import { buyControl, hasBuyLink, hasCartForm, postsBuyForm } from './buy-box';
import { askingPrice, namedElements, pricedHeading, soldOutOffer } from './dom-values';

// Entity types that offer something for sale.
const SELLING_TYPES = new Set([
  'product',
  'productgroup',
  'productmodel',
  'offer',
  'aggregateoffer',
  'individualproduct',
  'vehicle',
  'car',
  'book',
  'softwareapplication',
  'menuitem',
]);
// Entity types of a page that calls itself an article: a news story, a blog post, a report.
const ARTICLE_TYPES = new Set([
  'article',
  'newsarticle',
  'blogposting',
  'reportagenewsarticle',
  'analysisnewsarticle',
  'opinionnewsarticle',
  'reviewnewsarticle',
  'techarticle',
  'scholarlyarticle',
  'report',
]);
// Words of a field or a prompt that say the data is about a product.
const PRODUCT_WORDS = new Set(['product', 'products', 'item', 'items', 'sku', 'merchandise', 'goods']);
// Fields only a product has: beside them, a "name" is the product's name.
const PRODUCT_ONLY = new Set(['price', 'sku', 'availability', 'currency']);

/** Whether a concept is one only products have (its guesses from prose need a page that sells). */
export const productOnly = (conceptId: string | undefined) => PRODUCT_ONLY.has(conceptId ?? '');

// Price boxes ("pricing", "product-price") and buy controls a script brings to life ("buyBtn", "add-to-cart").
const SELLING_CLASSES = ['pric', 'buybtn', 'buy-btn', 'buy-button', 'add-to-cart', 'addtocart', 'add_to_cart']
  .map((w) => `[class*="${w}" i], [id*="${w}" i]`)
  .concat('[itemprop*="price" i]')
  .join(', ');

const PAGES = new WeakMap<PageModel, boolean>();

/** Whether an entity, or one in its @graph, is one `is` accepts. */
function hasEntity(e: unknown, is: (entity: Entity) => boolean, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 3) return false;
  const entity = e as Entity;
  return is(entity) || (Array.isArray(entity['@graph']) && entity['@graph'].some((x) => hasEntity(x, is, depth + 1)));
}

const sellingEntity = (entity: Entity) => typesOf(entity).some((t) => SELLING_TYPES.has(t)) || entity.offers !== undefined;
const articleEntity = (entity: Entity) => typesOf(entity).some((t) => ARTICLE_TYPES.has(t));
const anyEntity = (page: PageModel, is: (entity: Entity) => boolean) => [...page.jsonLd, ...page.microdata].some((e) => hasEntity(e, is));

/**
 * Whether the page says it is an article: an Article, NewsArticle or BlogPosting in its structured data, or og:type "article"
 * where no buy button posts to the site's cart (an SEO plugin's default sets "article" on a shop's product pages too: Yoast
 * on WooCommerce).
 */
const declaresArticle = (page: PageModel) =>
  anyEntity(page, articleEntity) || (/^article$/i.test(page.meta['og:type'] ?? '') && !postsBuyForm(page.$, page.url));

/**
 * Whether the page sells something: a product or offer in its structured data, product meta
 * (og:type product, product:price), a price named as such (class, itemprop, label: "price",
 * "pricing"), a buy button or a buy control's class. A page that says it is an article sells only what its
 * structured data or meta offers: the price boxes around a story are its sidebar's ads and deals.
 */
export function sellsSomething(page: PageModel): boolean {
  let known = PAGES.get(page);
  if (known === undefined) {
    const concept = conceptFor('price');
    known =
      anyEntity(page, sellingEntity) ||
      /product/i.test(page.meta['og:type'] ?? '') ||
      Object.keys(page.meta).some((k) => k.startsWith('product:')) ||
      (!declaresArticle(page) && sellingHints(page, concept));
    PAGES.set(page, known);
  }
  return known;
}

// "Availability: In stock", "Razpoložljivost: Dobavljivo": a stock statement under a label that is only the word for it. A
// blog's "High availability for task scheduling: the service is 99.9% available" is no product's.
const STOCK_LABEL_CHARS = 20;
const STOCK_VALUE_CHARS = 40;
const statesStock = (l: LabelledValue, stock: Concept) =>
  l.label.length <= STOCK_LABEL_CHARS && l.value.length <= STOCK_VALUE_CHARS && !!stock.label?.test(l.label) && availabilityInText(l.value) !== undefined;

/**
 * A price named as such, a stock statement under its label, a buy control, its class, a link that buys, a form that
 * posts to the cart, a classified's asking price, a price beside "Sold out" or a price tag right under the heading: what a
 * page without structured data shows
 * of a sale.
 */
function sellingHints(page: PageModel, concept: Concept | undefined): boolean {
  const stock = conceptFor('availability');
  return (
    namedElements(page.$, 'price', concept).length > 0 ||
    page.$(SELLING_CLASSES).length > 0 ||
    page.labels.some((l) => concept?.label?.test(l.label) || (stock !== undefined && statesStock(l, stock))) ||
    buyControl(page.$) !== undefined ||
    hasBuyLink(page.$) ||
    hasCartForm(page.$) ||
    askingPrice(page.$) !== undefined ||
    soldOutOffer(page.$) ||
    pricedHeading(page.$)
  );
}

/**
 * Whether a "name" field asks for a product's name: the field, its description or the prompt
 * says product, or its sibling fields are ones only products have (price, sku…).
 */
export function asksForProduct(fieldName: string, description: unknown, siblings: string[], prompt?: string): boolean {
  const said = [...words(fieldName), ...words(typeof description === 'string' ? description : ''), ...words(prompt ?? '')];
  return said.some((w) => PRODUCT_WORDS.has(w)) || siblings.some((s) => productOnly(conceptFor(s)?.id));
}
