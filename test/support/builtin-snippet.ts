/**
 * The builtin on a snippet of a page, as real pages' failure classes are pinned down in unit tests:
 * the snippet is the body of a page with a title, at a URL, in a language; the data is what the user gets. And the reader
 * view's text of a story's paragraph with lines set beside it.
 */
import { expect } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { readerText } from '../../server/engine/extract/builtin/readable-body';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';

/** What a shop's product page is asked for. */
export const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' }, sku: { type: 'string' }, availability: { type: 'string' } },
};

/** What a shop's product page is asked for with the codes and the maker: the fields the product benchmark scores. */
export const PRODUCT_CODES: JsonSchema = {
  type: 'object',
  properties: { ...(PRODUCT.properties as Record<string, JsonSchema>), brand: { type: 'string' }, mpn: { type: 'string' }, gtin: { type: 'string' } },
};

/** The builtin's data for `schema` from a page whose body is `body`, titled `title`. */
export const extractSnippet = (body: string, schema: JsonSchema = PRODUCT, url = 'https://shop.example/p/1', lang = 'en', title = 'Shop') =>
  validateData(
    fillSchema(buildPageModel(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url), schema),
    schema,
  ).data;

// A story's one paragraph, beside which reader-view tests set the lines they pin down.
const STORY = 'The council voted on Monday to close the bridge for repairs until the spring.';

/** The reader view's text leaves out each of `furniture` set after the story's paragraph, and keeps each of `own` as a line of its own. */
export function expectReaderLines(furniture: string[], own: string[] = []): void {
  for (const box of furniture) expect(readerText(`<div><p>${STORY}</p>${box}</div>`), box).toBe(STORY);
  for (const line of own) expect(readerText(`<div><p>${STORY}</p>${line}</div>`).split('\n\n'), line).toHaveLength(2);
}
