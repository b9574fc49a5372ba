/**
 * Page-level values for one field, from the most to the least trustworthy source:
 * the page's main entity (JSON-LD, microdata) → meta/OpenGraph → labels → named elements → semantic HTML.
 */
import type { Entity } from '../../page/structured-data';
import type { PageModel } from '../../page/page-model';
import { words } from '../../page/text';
import { conceptFor, keyWords, type Concept } from './concepts';
import { articleBody, namedElements, elementValue, semanticValue } from './dom-values';
import { MONEY } from './currency';
import { entityValues, scalarOf } from './entity-values';
import { cleanValue } from './clean-value';
import { listItemValues } from './list-items';
import { currencyOf } from './currency';
import { skuFromUrl } from './sku';

/** What the builtin knows about a page while filling one schema. */
export interface PageContext {
  page: PageModel;
  /** The entity the page is about (JSON-LD or microdata), if any. */
  entity?: Entity;
}

function labelValues(page: PageModel, fieldName: string, concept?: Concept): string[] {
  const want = keyWords(fieldName);
  return page.labels
    .filter((l) => {
      if (concept?.notLabel?.test(l.label)) return false;
      const lw = words(l.label);
      if (concept?.label?.test(l.label)) return true;
      return lw.length <= want.length + 1 && want.every((w) => lw.includes(w));
    })
    .map((l) => l.value);
}

/** Raw candidate values for a field, best source first (not yet cleaned); lazy, so the first source that answers ends the search. */
function* candidates(ctx: PageContext, fieldName: string): Generator<{ values: unknown[]; source: string }> {
  const { page } = ctx;
  const concept = conceptFor(fieldName);
  // An article's body is the text the page shows, read by the reader view: the structured data's
  // articleBody/text is often a summary, cut short or markup, and comes after it.
  if (concept?.id === 'body') yield { values: [articleBody(page.$, page.url)], source: 'class' };
  if (ctx.entity) yield { values: entityValues(ctx.entity, fieldName), source: 'entity' };
  yield { values: (concept?.meta ?? []).map((k) => page.meta[k]).filter(Boolean), source: 'meta' };
  yield { values: labelValues(page, fieldName, concept), source: 'label' };
  if (concept?.id !== 'body') {
    // Of named elements, only an itemprop states a value that a class name would merely suggest.
    const named = namedElements(page.$, fieldName, concept).filter((el) => !concept?.statedOnly || el.attribs.itemprop !== undefined);
    yield { values: named.map((el) => elementValue(page.$, el, page.url)), source: 'class' };
  }
  if (concept?.statedOnly) return;
  if (concept) yield { values: [semanticValue(page, concept)], source: 'semantic' };
}

/** The best single value for a field, cleaned for its concept; undefined when the page has none. */
export function pageValue(ctx: PageContext, fieldName: string): unknown {
  const concept = conceptFor(fieldName);
  for (const { values, source } of candidates(ctx, fieldName)) {
    const cleaned = values.map((v) => cleanValue(scalarOf(v), concept, source === 'entity')).filter((v) => v !== undefined && v !== '');
    if (!cleaned.length) continue;
    // Several authors are one answer ("A, B"); for everything else the first source value wins.
    if (concept?.id === 'author' && cleaned.length > 1) return [...new Set(cleaned.map(String))].join(', ');
    // A part number that repeats the shop's own item code is that code, not the manufacturer's.
    if (concept?.id === 'mpn' && String(cleaned[0]) === String(pageValue(ctx, 'sku') ?? '')) return undefined;
    return cleaned[0];
  }
  if (concept?.id === 'currency') return currencyFromPrice(ctx);
  // Marketplaces show the item id only in the URL (/dp/<ASIN>, /itm/<id>).
  if (concept?.id === 'sku') return skuFromUrl(ctx.page.url);
  return undefined;
}

/** All values for a list-of-scalars field (tags, images, authors): the first source that has any. */
export function pageValues(ctx: PageContext, fieldName: string): unknown[] {
  const concept = conceptFor(fieldName);
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
      return (cleaned[0] as string).split(',').map((s) => s.trim()).filter(Boolean);
    }
    return [...new Set(cleaned)];
  }
  return [];
}

function currencyFromPrice(ctx: PageContext): string | undefined {
  // Sources are read lazily: the first price that shows a currency ends the search.
  for (const { values } of candidates(ctx, 'price')) {
    const price = values.map((v) => String(scalarOf(v) ?? '')).find((v) => MONEY.test(v) && currencyOf(v, ctx.page.lang));
    if (price) return currencyOf(price, ctx.page.lang);
  }
  return undefined;
}
