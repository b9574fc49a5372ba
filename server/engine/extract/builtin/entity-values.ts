/**
 * Reading values out of JSON-LD/microdata entities: paths, key search, and picking the entity the
 * page is about.
 */
import { isObject, typesOf, type Entity } from '../../page/structured-data';
import { absoluteUrl, squash, words } from '../../page/text';
import { conceptFor, keyWords } from './concepts';

// Entities that describe the site or the navigation, never the page's subject: the publisher's own kinds of organisation
// too (El País's "NewsMediaOrganization" beside its NewsArticle, a shop's "OnlineStore").
const BORING = new Set([
  'breadcrumblist',
  'listitem',
  'organization',
  'newsmediaorganization',
  'onlinestore',
  'onlinebusiness',
  'website',
  'webpage',
  'searchaction',
  'imageobject',
  'sitenavigationelement',
  'wpheader',
  'wpfooter',
  'readaction',
  'entrypoint',
  'brand',
  'person',
]);

/** True for entities about the site or navigation rather than the page's subject. */
export function isBoring(e: Entity): boolean {
  const t = typesOf(e);
  return t.length > 0 && t.every((x) => BORING.has(x));
}

/** A readable scalar from a JSON-LD value: objects give their name/url/@value, schema.org enum URLs their last segment. */
export function scalarOf(v: unknown): string | number | boolean | undefined {
  if (v === null || v === undefined) return undefined;
  if (Array.isArray(v)) return v.length ? scalarOf(v[0]) : undefined;
  if (typeof v === 'object') {
    const o = v as Entity;
    return scalarOf(o.name ?? o['@value'] ?? o.url ?? o.contentUrl ?? o['@id']);
  }
  if (typeof v === 'string') {
    const enumMatch = /^https?:\/\/schema\.org\/([A-Z]\w+)$/.exec(v.trim());
    return enumMatch ? enumMatch[1] : v;
  }
  return v as number | boolean;
}

/** Every value at a dotted path; arrays along the way fan out ("author.name" over several authors). */
export function valuesAt(e: unknown, path: string): unknown[] {
  let current: unknown[] = [e];
  for (const seg of path.split('.')) {
    const next: unknown[] = [];
    for (const c of current) {
      if (Array.isArray(c)) {
        if (/^\d+$/.test(seg)) next.push(c[Number(seg)]);
        else for (const x of c) if (x && typeof x === 'object') next.push((x as Entity)[seg]);
      } else if (c && typeof c === 'object') next.push((c as Entity)[seg]);
    }
    current = next.flatMap((x) => (Array.isArray(x) ? x : [x])).filter((x) => x !== undefined && x !== null && x !== '');
  }
  return current;
}

/** Finds a key whose words contain the field's key words (depth ≤ 3), e.g. "condition" → itemCondition. */
export function searchKey(e: Entity, fieldName: string): unknown[] {
  const want = keyWords(fieldName);
  const queue: { v: Entity; depth: number }[] = [{ v: e, depth: 0 }];
  while (queue.length) {
    const { v, depth } = queue.shift()!;
    for (const [k, val] of Object.entries(v)) {
      if (k.startsWith('@')) continue;
      const kw = words(k);
      if (want.every((w) => kw.includes(w))) return Array.isArray(val) ? val : [val];
      if (depth < 3 && val && typeof val === 'object' && !Array.isArray(val)) queue.push({ v: val as Entity, depth: depth + 1 });
    }
  }
  return [];
}

// Codes each variant has its own of: several variants' codes are no one answer.
const VARIANT_CODES = new Set(['sku', 'mpn', 'gtin']);

/**
 * A ProductGroup's values for a field from its variants (hasVariant): the group states what they share, each variant
 * what varies (its price, its stock). Callers pick among them as among several offers.
 */
function variantValues(e: Entity, fieldName: string): unknown[] {
  const variants = ([] as unknown[]).concat(e.hasVariant ?? []).filter((v): v is Entity => !!v && typeof v === 'object');
  const values = variants.flatMap((v) => entityValues(v, fieldName));
  const codes = VARIANT_CODES.has(conceptFor(fieldName)?.id ?? '') && new Set(values.map((v) => String(scalarOf(v)))).size > 1;
  return codes ? [] : values;
}

// A vehicle's model is its model line ("RAV4", "Golf"), not a part number.
const VEHICLES = new Set(['car', 'vehicle', 'motorcycle', 'motorizedbicycle', 'busorcoach']);
const isVehicle = (e: Entity) => typesOf(e).some((t) => VEHICLES.has(t));

/** Values for a field in one entity: the concept's paths first, then its variants', then a key search. */
export function entityValues(e: Entity, fieldName: string): unknown[] {
  const concept = conceptFor(fieldName);
  if (concept?.id === 'author') {
    const people = writers(e.author);
    if (people) return people;
  }
  for (const p of concept?.paths ?? []) {
    if (p === 'model' && isVehicle(e)) continue;
    const found = valuesAt(e, p).filter((v) => scalarOf(v) !== undefined);
    if (found.length) return found;
  }
  const fromVariants = variantValues(e, fieldName);
  return fromVariants.length ? fromVariants : searchKey(e, fieldName);
}

// A story's credits beside its writers: the publisher ("DELFI" after the reporter) and the photographer ("jobTitle":
// "Fotograf"), who wrote none of it.
const NOT_WRITER = /photo|fotogra|illustrat|kamera|camera|video|grafik|graphic/i;

/** The writers of a list of credits that names people among others; undefined where every credit counts. */
function writers(credits: unknown): Entity[] | undefined {
  if (!Array.isArray(credits) || !credits.every(isObject)) return undefined;
  const people = credits.filter((c) => typesOf(c).includes('person') && !NOT_WRITER.test(String(c.jobTitle ?? '')));
  return people.length && people.length < credits.length ? people : undefined;
}

// An offer of a used or refurbished copy, often another seller's, beside the new one: its stock is that copy's.
const NOT_NEW = /(?:used|refurbished|damaged)condition$/i;

/** The entity with only its offers of new copies, where it lists new ones beside others; else as it is. */
export function newOffers(e: Entity): Entity {
  const offers = e.offers;
  if (!Array.isArray(offers)) return e;
  const fresh = offers.filter((o) => !(isObject(o) && NOT_NEW.test(String(o.itemCondition ?? ''))));
  return fresh.length && fresh.length < offers.length ? { ...e, offers: fresh } : e;
}

const comparableName = (s: unknown) => (typeof s === 'string' ? squash(s).toLowerCase() : '');

// A list of other pages' items: this many entities or more, each with its own address on another page.
const CARDS = 2;

/**
 * The entities that are cards of other pages' items, where the page lists several (a carousel of other products marked up
 * in microdata, each with its own address): none is the page's own unless its title names it.
 */
function otherPagesCards(entities: Entity[], pageUrl: string | undefined): Set<Entity> {
  if (!pageUrl) return new Set();
  const path = (url: string | undefined) => (url ? new URL(url).pathname.replace(/\/$/, '') : undefined);
  const here = path(absoluteUrl(pageUrl, pageUrl));
  const elsewhere = entities.filter((e) => {
    const there = path(absoluteUrl(addressOf(e), pageUrl));
    return !isBoring(e) && there !== undefined && there !== here;
  });
  return new Set(elsewhere.length >= CARDS ? elsewhere : []);
}

// What naming the page's address adds to an entity's score: by a sku in its query, less than a field answered, so only ties
// turn on it; by the page's very address, more than a field or two (a bundle's Product, at the page's address, beside its
// parts' Products that state a barcode more).
const ADDRESSED = 0.05;
const AT_ADDRESS = 2.5;

/**
 * The entity the page is about, for these fields: of the non-boring entities, the one its title names (`titles`: its
 * <h1>, its <title>), else the one that answers most of them. Related products' entities often state more fields than
 * the page's own.
 */
export function primaryEntity(entities: Entity[], fieldNames: string[], titles: string[] = [], pageUrl?: string): Entity | undefined {
  const shown = titles.map(comparableName).filter(Boolean);
  const cards = otherPagesCards(entities, pageUrl);
  // 2 when the page's title is the entity's name (or headline), 1 when the title holds it: "Spiced Pear Jam" in "Homemade
  // Spiced Pear Jam for the Holidays" is a recipe inside the post of that title.
  const named = (e: Entity) => {
    const name = comparableName(scalarOf(e.name ?? e.headline));
    if (name.length < 3) return 0;
    return shown.includes(name) ? 2 : shown.some((t) => t.includes(name)) ? 1 : 0;
  };
  // Of entities that answer as many fields, the one the page's address names (Aesop's Product of each size, "?sku=B500BT15").
  const address = pageUrl ? addressNames(pageUrl, []) : undefined;
  const addressed = (e: Entity) => (!address ? 0 : address.byUrl(e) ? AT_ADDRESS : address.bySku(e) ? ADDRESSED : 0);
  let best: Entity | undefined;
  let bestScore = 0;
  for (const e of entities) {
    if (isBoring(e) || (cards.has(e) && !named(e))) continue;
    const score = fieldNames.filter((f) => entityValues(e, f).length > 0).length + 0.1 + named(e) * (fieldNames.length + 1) + addressed(e);
    if (score > bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

// Entities narrowed to the one variant the page's address names (shownVariant): their stock is that variant's alone.
const NAMED_BY_URL = new WeakSet<Entity>();

/** True for an entity narrowed to the variant the page's address names. */
export const isVariantOfUrl = (e: Entity): boolean => NAMED_BY_URL.has(e);

// The codes an offer may carry of its own variant: its sku, its part number, its barcode.
const OFFER_CODES = /^(?:sku|mpn|gtin(?:8|12|13|14)?)$/;

// An item's address: its url, else its one offer's.
const addressOf = (v: Entity): string | undefined => {
  const offer = Array.isArray(v.offers) ? (v.offers.length === 1 ? v.offers[0] : undefined) : v.offers;
  const url = v.url ?? (offer && typeof offer === 'object' ? (offer as Entity).url : undefined);
  return typeof url === 'string' ? url : undefined;
};

/** The values of a URL's query ("?skuId=2362077&color=red" → 2362077, red). */
function queryValues(url: string): string[] {
  try {
    return [...new URL(url).searchParams.values()];
  } catch {
    return [];
  }
}

/**
 * Whether the page's address names an item: by the item's own or its offer's address, or by its sku in the address's query;
 * or whether the page's buy form sends it (`formCodes`): its sku, or a code its address's query carries (Shopify's form's
 * "<input type="hidden" name="id" value="44330012311725">", its variant's offer at "?variant=44330012311725").
 */
function addressNames(pageUrl: string, formCodes: string[]) {
  const here = new Set([pageUrl, pageUrl.replace(/#.*$/, '')].map((u) => absoluteUrl(u, u)));
  const queried = new Set(queryValues(pageUrl));
  const sent = new Set(formCodes);
  return {
    byUrl: (e: Entity) => here.has(absoluteUrl(addressOf(e), pageUrl)),
    bySku: (e: Entity) => scalarOf(e.sku) !== undefined && queried.has(String(scalarOf(e.sku))),
    byQuery: (e: Entity) => queryValues(addressOf(e) ?? '').some((v) => queried.has(v)),
    byForm: (e: Entity) => (scalarOf(e.sku) !== undefined && sent.has(String(scalarOf(e.sku)))) || queryValues(addressOf(e) ?? '').some((v) => sent.has(v)),
  };
}

/**
 * The variant a page's address names, when its structured data gives each variant its own address: a shop shows the
 * size or colour its link chose ("?variant=222"), with that variant's price, code and stock; or whose query names one
 * variant's sku ("?skuId=2362077"); else the one variant its buy form sends (`formCodes`, buy-box.ts). Offers that all give
 * the page's own address (one per size), or that give none and whose skus neither the address nor the form names, name no
 * variant: the entity stays whole.
 */
export function shownVariant(e: Entity | undefined, pageUrl: string, formCodes: string[] = []): Entity | undefined {
  if (!e) return e;
  const address = addressNames(pageUrl, formCodes);
  const named = (key: 'hasVariant' | 'offers') => {
    const items = ([] as unknown[]).concat(e[key] ?? []).filter((v): v is Entity => !!v && typeof v === 'object' && !Array.isArray(v));
    if (items.length < 2) return undefined;
    // A variant's address is its own or its offer's (Shopify's ProductGroup: each variant's offer carries "?variant=…").
    const urls = items.map((v) => absoluteUrl(addressOf(v), pageUrl));
    if (!urls.includes(undefined) && new Set(urls).size === items.length) {
      const at = items.filter(address.byUrl);
      if (at.length === 1) return at[0];
      // The page's own address may differ from the variants' (a slug, more parameters): its query may still name one's sku.
      if (at.length > 1) return undefined;
      // A localised address ("/da-dk/products/…?variant=…") names the one variant whose address's query it shares.
      const sharing = items.filter(address.byQuery);
      if (!at.length && sharing.length === 1) return sharing[0];
    }
    // "?skuId=2362077" picks the offer of that sku where the offers give no address.
    const bySku = items.filter(address.bySku);
    if (bySku.length) return bySku.length === 1 ? bySku[0] : undefined;
    const byForm = items.filter(address.byForm);
    return byForm.length === 1 ? byForm[0] : undefined;
  };
  const variant = named('hasVariant');
  const offer = variant ? undefined : named('offers');
  if (!variant && !offer) return e;
  // An offer that carries its variant's codes states them for the page: the product's own are another variant's.
  const codes = offer ? Object.fromEntries(Object.entries(offer).filter(([k]) => OFFER_CODES.test(k))) : {};
  // A page the address does not name a variant of is the group's, its heading the group's name; a variant's adds its option
  // ("Southern Weather - 10 oz"), as the heading of its own page shows it.
  const name = variant && !address.byUrl(variant) && !address.bySku(variant) ? (e.name ?? variant.name) : (variant?.name ?? e.name);
  const narrowed = variant ? { ...e, hasVariant: undefined, ...variant, name } : { ...e, ...codes, offers: offer };
  NAMED_BY_URL.add(narrowed);
  return narrowed;
}

// A desk credited as a person: Dotdash Meredith's "Travel + Leisure Editors", Yoast's "Redazione Gambero Rosso", "BBC Staff", a
// company's Medium account ("Netflix Technology Blog"), a web team's account ("Brookings Digital"), a news service's ("Mayo
// Clinic News Network"), a desk with the agencies ("RTVE.es / Agencias"), a paper's own ("Punch Newspapers"), a company's
// engineering blog ("Spotify Engineering"), a desk or a bureau ("Web Desk", Hindi papers' "ब्यूरो").
const DESK_NAME =
  /(?:^|\s)(?:editors|editorial(?: team| staff| board)?|staff|team|newsroom|blog|digital|news|network|contributors|agencias|agencies|agences|agenturen|agenzie|newspapers?|magazine|media|engineering|desk|bureau|डेस्क|ब्यूरो|redazione|redaktion|rédaction|redacción|redação|redactie|redakcja)(?:\s|$)/i;
/** Whether a name is a desk's: "Travel + Leisure Editors", "Redazione Gambero Rosso". */
export const namesDesk = (name: string) => DESK_NAME.test(name);
/**
 * Whether every credit of an entity's author is an organisation's (the outlet's, a fact-checker's, a desk's); `namesOwnSite`:
 * whether a name is the site's, which a Person credited by it is too (a WordPress theme's author "Autovisie" on autovisie.nl).
 */
export const creditsOrganizations = (e: Entity, namesOwnSite: (name: string) => boolean) => {
  const credits = ([] as unknown[]).concat(e.author ?? []);
  const named = (v: unknown) => String(scalarOf(valuesAt(v, 'name')[0]) ?? '');
  // A Person named as the publishing organisation is the publisher (Listín Diario's "author": {"@type": "Person", "name":
  // "Listín Diario"}); a personal site's publisher is its writer (Yoast's Person publisher).
  const publishers = new Set(
    valuesAt(e, 'publisher')
      .filter((p) => !(isObject(p) && typesOf(p).includes('person')))
      .map((p) => named(p).trim().toLowerCase()),
  );
  const isOrganization = (v: unknown) =>
    isObject(v) &&
    (typesOf(v).some((t) => t.endsWith('organization')) || namesDesk(named(v)) || namesOwnSite(named(v)) || publishers.has(named(v).trim().toLowerCase()));
  return credits.length > 0 && credits.every(isOrganization);
};

/** The price of the one structured offer whose sku is the product's own (the variant the page opens on), if one is. */
export function ownSkuPrice(entity: unknown): number | undefined {
  const own = scalarOf(valuesAt(entity, 'sku')[0]);
  const mine = own === undefined ? [] : valuesAt(entity, 'offers').filter((o) => scalarOf(valuesAt(o, 'sku')[0]) === own);
  const price = mine.length === 1 ? Number(scalarOf(valuesAt(mine[0], 'price')[0])) : NaN;
  return price > 0 ? price : undefined;
}
