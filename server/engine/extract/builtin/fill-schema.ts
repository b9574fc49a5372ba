/**
 * Walks the user's schema and fills every property from the page: objects recurse, arrays of
 * objects come from repeated records, scalars from the page's best source.
 */
import type { Entity } from '../../page/structured-data';
import type { PageModel } from '../../page/page-model';
import type { JsonSchema } from '../../types';
import { entityValues, primaryEntity } from './entity-values';
import { listOfObjects } from './list-values';
import { pageValue, pageValues, type PageContext } from './page-values';
import { itemsOf, mainType, propertiesOf } from './schema-shape';

function fillObject(schema: JsonSchema, ctx: PageContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, sub] of Object.entries(propertiesOf(schema))) {
    const type = mainType(sub);
    if (type === 'object') {
      // A nested object ("offers") reads from the matching sub-entity when the page declares one.
      const inner = ctx.entity ? entityValues(ctx.entity, name).find((v) => v && typeof v === 'object' && !Array.isArray(v)) : undefined;
      out[name] = fillObject(sub, { page: ctx.page, entity: (inner as Entity | undefined) ?? ctx.entity });
    } else if (type === 'array') {
      const items = itemsOf(sub);
      out[name] = mainType(items) === 'object' ? listOfObjects(ctx.page, name, items, ctx.entity) : pageValues(ctx, name);
    } else {
      out[name] = pageValue(ctx, name);
    }
  }
  return out;
}

function fieldNames(schema: JsonSchema): string[] {
  return Object.entries(propertiesOf(schema)).flatMap(([name, sub]) =>
    mainType(sub) === 'object' ? [name, ...fieldNames(sub)] : [name],
  );
}

/** Fills `schema` (an object schema) from the page; values are raw page values, coerced later. */
export function fillSchema(page: PageModel, schema: JsonSchema): Record<string, unknown> {
  const entity = primaryEntity([...page.jsonLd, ...page.microdata], fieldNames(schema));
  return fillObject(schema, { page, entity });
}
