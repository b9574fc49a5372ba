/**
 * The builtin on a snippet of a page, as real pages' failure classes are pinned down in unit tests:
 * the snippet is the body of a page with a title, at a URL, in a language; the data is what the user gets.
 */
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';

/** What a shop's product page is asked for. */
export const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' }, sku: { type: 'string' }, availability: { type: 'string' } },
};

/** The builtin's data for `schema` from a page whose body is `body`, titled `title`. */
export const extractSnippet = (body: string, schema: JsonSchema = PRODUCT, url = 'https://shop.example/p/1', lang = 'en', title = 'Shop') =>
  validateData(
    fillSchema(buildPageModel(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url), schema),
    schema,
  ).data;
