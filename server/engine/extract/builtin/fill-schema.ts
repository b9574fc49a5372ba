/**
 * Walks the user's schema and fills every property from the page: objects recurse, arrays of
 * objects come from repeated records, scalars from the page's best source.
 */
import type { Entity } from '../../page/structured-data';
import { firstElement, isTag, textOf } from '../../page/dom';
import { bodyOf, type PageModel } from '../../page/page-model';
import type { JsonSchema } from '../../types';
import { pointerSegment } from '../../validate/completeness';
import type { ValueTrace } from '../extractor';
import { buyFormSends } from './buy-box';
import { conceptFor } from './concepts';
import { entityValues, primaryEntity, shownVariant } from './entity-values';
import { asksForProduct, sellsSomething } from './evidence';
import { listOfObjects } from './list-values';
import { pageValue, pageValues, type PageContext } from './page-values';
import { itemsOf, mainType, propertiesOf } from './schema-shape';

/** Whether the page can answer a field: a product's name needs a page that sells (a headline is not one). */
function answerable(ctx: PageContext, name: string, sub: JsonSchema, siblings: string[]): boolean {
  if (conceptFor(name)?.id !== 'name' || !asksForProduct(name, sub.description, siblings, ctx.prompt)) return true;
  return sellsSomething(ctx.page);
}

/** Where each scalar value was read, by JSON pointer. */
type Traces = Record<string, ValueTrace>;

function fillObject(schema: JsonSchema, ctx: PageContext, traces: Traces, path = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const siblings = Object.keys(propertiesOf(schema));
  for (const [name, sub] of Object.entries(propertiesOf(schema))) {
    const type = mainType(sub);
    const at = `${path}/${pointerSegment(name)}`;
    if (type === 'object') {
      // A nested object ("offers") reads from the matching sub-entity when the page declares one.
      const inner = ctx.entity ? entityValues(ctx.entity, name).find((v) => v && typeof v === 'object' && !Array.isArray(v)) : undefined;
      out[name] = fillObject(sub, { ...ctx, entity: (inner as Entity | undefined) ?? ctx.entity }, traces, at);
    } else if (type === 'array') {
      const items = itemsOf(sub);
      out[name] = mainType(items) === 'object' ? listOfObjects(ctx.page, name, items, ctx.entity, ctx.prompt) : pageValues(ctx, name);
    } else {
      out[name] = answerable(ctx, name, sub, siblings) ? pageValue({ ...ctx, record: (t) => (traces[at] = t) }, name) : undefined;
    }
  }
  return out;
}

function fieldNames(schema: JsonSchema): string[] {
  return Object.entries(propertiesOf(schema)).flatMap(([name, sub]) => (mainType(sub) === 'object' ? [name, ...fieldNames(sub)] : [name]));
}

/**
 * Fills `schema` (an object schema) from the page; values are raw page values, coerced later.
 * `prompt`, when given, says what the data is about ("the product's name"). `traces` is told where
 * each scalar value was read.
 */
export function fillSchema(page: PageModel, schema: JsonSchema, prompt?: string, traces: Traces = {}): Record<string, unknown> {
  const h1 = textOf(firstElement(bodyOf(page.$), isTag('h1')));
  const entity = shownVariant(
    primaryEntity([...page.jsonLd, ...page.microdata], fieldNames(schema), [h1, page.title], page.url),
    page.url,
    buyFormSends(page.$),
  );
  return fillObject(schema, { page, entity, prompt }, traces);
}
