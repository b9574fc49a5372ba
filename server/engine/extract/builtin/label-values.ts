/**
 * The page's labelled values for one field: under the field's own labels or the words of its name, of the product's
 * region (not a strip of other products', not an option's not chosen), a label naming the shop read without its name.
 */
import type { LabelledValue } from '../../page/labels';
import type { PageModel } from '../../page/page-model';
import { squash, words } from '../../page/text';
import { conceptFor, keyWords, type Concept } from './concepts';
import { namesSite } from './page-headings';
import { inProductStrip, inUnchosenOption } from './page-regions';

// The host's labels that name no shop: a subdomain's, a country's second level.
const NOT_SHOP = new Set(['www', 'm', 'shop', 'store', 'co', 'com', 'org', 'net', 'ac', 'gov', 'edu']);

/** The shop's name as its address gives it ("fnac" for www.fnac.com), if it does. */
function shopName(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  const name = host
    .split('.')
    .slice(0, -1)
    .reverse()
    .find((part) => !NOT_SHOP.has(part));
  return name && /^[a-z0-9-]{2,}$/.test(name) ? name : undefined;
}

// The shop's name as a word of a label, made once a page.
const SHOP_WORD = new WeakMap<PageModel, RegExp | null>();
function shopWord(page: PageModel): RegExp | null {
  let word = SHOP_WORD.get(page);
  if (word === undefined) {
    const shop = shopName(page.url);
    word = shop ? new RegExp(`(?<![\\p{L}\\p{N}])${shop}(?![\\p{L}\\p{N}])`, 'iu') : null;
    SHOP_WORD.set(page, word);
  }
  return word;
}

// The page's labelled values but those in a strip of other products (an upsell's "Special Price: £129.00" is that
// product's) or in an option not chosen (a configurator's other model's "Art.-Nr."), found once a page: every field reads
// its labels from them.
const PRODUCT_LABELS = new WeakMap<PageModel, LabelledValue[]>();
function productLabels(page: PageModel): LabelledValue[] {
  let labels = PRODUCT_LABELS.get(page);
  if (!labels) {
    labels = page.labels.filter((l) => !(l.el && (inProductStrip(l.el) || inUnchosenOption(l.el))));
    PRODUCT_LABELS.set(page, labels);
  }
  return labels;
}

/** Labels of the field on the page and their values; `conceptOnly`: only under the concept's own labels, not a label that merely shares the field name's words. */
function labelled(page: PageModel, fieldName: string, concept?: Concept, conceptOnly = false): LabelledValue[] {
  const want = keyWords(fieldName);
  const shop = shopWord(page);
  // A label may name the shop whose code it is ("Réf. Fnac" on fnac.com, "Menards® SKU"): the label is the rest. The shop's name with a bare
  // "code" or "number" ("Chrono24-Code") names its own item code.
  // So may its abbreviation after it in brackets (dm's "dm-Artikelnummer (DAN)").
  const ownLabel = (label: string) =>
    shop
      ? squash(
          label
            .replace(shop, ' ')
            .replace(/\s*\(\p{Lu}{2,5}\)$/u, '')
            .replace(/^[\s\-®™]+|[\s\-®™]+$/g, ''),
        )
      : label;
  const shopsCode = (own: string, label: string) => concept?.id === 'sku' && own !== label && /^(?:code|nr\.?|no\.?|number|nummer|id|#)$/i.test(own);
  const found = productLabels(page).filter((l) => {
    if (concept?.notLabel?.test(l.label)) return false;
    const lw = words(l.label);
    const own = ownLabel(l.label);
    if (concept?.label?.test(l.label) || (concept?.label && own !== l.label && concept.label.test(own)) || shopsCode(own, l.label)) return true;
    // One word more than the field's ("Our price" for price) qualifies it, unless it makes the label another concept's:
    // "Brand name" is no product's name.
    return !conceptOnly && lw.length <= want.length + 1 && want.every((w) => lw.includes(w)) && conceptFor(l.label) === concept;
  });
  // A brand under its own label before the maker's name, a part number before a model (Array.prototype.sort is stable:
  // otherwise page order).
  const lesser = concept?.lesserLabel;
  return lesser ? found.sort((a, b) => Number(lesser.test(a.label)) - Number(lesser.test(b.label))) : found;
}

/** Labelled values as a candidate source; each value's raw text is its label and value, as the page shows them. */
export function labelValues(page: PageModel, fieldName: string, concept?: Concept, conceptOnly = false) {
  const found = labelled(page, fieldName, concept, conceptOnly);
  return { values: found.map((l) => l.value), source: 'label', labels: found.map((l) => l.label), raws: found.map((l) => `${l.label}: ${l.value}`) };
}

/**
 * Where the structured data gives the shop's own name as the brand of what it sells, the brand its "Brand:" row names
 * (Mothercare's feed over its "Brand: Joie", a toy shop's "Kidstuff" over "Brand: Hape"), read before the data's.
 */
export function brandOverShopName(page: PageModel, fieldName: string, stated: unknown[], concept: Concept) {
  const shops = (v: unknown) => typeof v === 'string' && namesSite(page, v);
  const labels = stated.length && stated.every(shops) ? labelValues(page, fieldName, concept, true) : undefined;
  return { source: 'label', values: labels?.values.filter((v, i) => !shops(v) && !concept.lesserLabel?.test(labels.labels[i])) ?? [] };
}
