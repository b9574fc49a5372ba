/**
 * Prompts through the API with the builtin provider: a yes/no question answers a boolean, and a
 * prompt that needs a language model says so in metadata.notes instead of answering with page text.
 */
import { expect } from '../support/server';
import { test } from '../support/site-fixture';

test('"is the product in stock? answer yes or no" → in_stock true, false once the buy button is disabled', async ({ server, site }) => {
  const prompt = 'is the product in stock? answer yes or no';
  const inStock = await server.admin.extract({ url: `${site.url}/product/specs`, prompt });
  expect(inStock.data).toEqual({ in_stock: true });
  expect(inStock.status).toBe('completed');
  expect(inStock.metadata.notes).toBeUndefined();
  const soldOut = await server.admin.extract({ url: `${site.url}/product/specs?sold=out`, prompt });
  expect(soldOut.data).toEqual({ in_stock: false });
});

test('a prompt asking the builtin to summarise: summary missing, metadata.notes names the LLM settings, stored with the result', async ({ server, site }) => {
  const r = await server.admin.extract({ url: `${site.url}/article`, prompt: 'the title, and summarise the article' });
  expect(r.data).toEqual({ title: 'Why we moved our build cache to SQLite', summary: null });
  expect(r.status).toBe('partial');
  expect(r.metadata.missing).toEqual(['/summary']);
  expect(r.metadata.notes).toEqual([expect.stringMatching(/builtin extractor cannot summarise.*PLUCK_LLM_PROVIDER=openai/)]);
  expect((await server.admin.extractionResult(r.id)).metadata.notes).toEqual(r.metadata.notes);
});
