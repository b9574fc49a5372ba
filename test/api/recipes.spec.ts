/**
 * Site recipes through the API with an LLM stand-in that answers correctly on a generated shop:
 * learnt from the first answer, used without tokens on the next page, listed, shown, pinned and
 * deleted per tenant, and counted in usage.
 */
import { productInMessage, SHOP_SCHEMA, shopProduct, startRecipeShop, type RecipeShop } from '../support/recipe-shop';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expect, startTestServer, test, type TestServer } from '../support/server';

let shop: RecipeShop;
let llm: OpenAiStandIn;
let server: TestServer;
test.beforeEach(async () => {
  shop = await startRecipeShop();
  llm = await startOpenAiStandIn((req) => ({
    content: { ...productInMessage(req.body.messages.map((m) => m.content).join('\n'))! },
    promptTokens: 1500,
    completionTokens: 40,
  }));
  server = await startTestServer({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
});
test.afterEach(async () => {
  await server.close();
  await shop.close();
  await llm.close();
});

test('the first LLM answer teaches a recipe; the next page of the template is read with it, no tokens; usage counts the tokens saved', async () => {
  const first = await server.admin.extract({ url: `${shop.url}/p/1`, schema: SHOP_SCHEMA });
  expect(first.metadata).toMatchObject({ tokens: 1540, recipe: { action: 'learnt' } });
  const next = await server.admin.extract({ url: `${shop.url}/p/4`, schema: SHOP_SCHEMA });
  expect(next.data).toEqual(shopProduct(4));
  expect(next.metadata).toMatchObject({ tokens: 0, cost: 0, recipe: { id: first.metadata.recipe!.id, action: 'used' } });
  expect(llm.requests).toHaveLength(1);

  const list = await server.admin.recipes();
  expect(list.items).toHaveLength(1);
  const recipe = await server.admin.recipe(first.metadata.recipe!.id);
  expect(recipe).toMatchObject({
    site: '127.0.0.1',
    learnt_from: `${shop.url}/p/1`,
    learnt: 1,
    pinned: false,
    uses: 1,
    learn_tokens: 1540,
    tokens_saved: 1540,
    schema: SHOP_SCHEMA,
  });
  expect(recipe.fields['/price']).toEqual({ selector: '#item > table.facts > tr:nth-of-type(1) > td.amount', reading: { kind: 'number', index: 0 } });
  expect((await server.admin.usage()).recipe_tokens_saved).toBe(1540);
  // A different schema has its own recipe.
  const other = await server.admin.extract({ url: `${shop.url}/p/7`, schema: { ...SHOP_SCHEMA, required: ['name'] } });
  expect(other.metadata.recipe?.action).toBe('learnt');
});

test('recipes are listed, pinned and deleted per tenant; a deleted recipe is learnt again', async () => {
  const first = await server.admin.extract({ url: `${shop.url}/p/2`, schema: SHOP_SCHEMA });
  const id = first.metadata.recipe!.id;
  expect((await server.admin.pinRecipe(id, true)).pinned).toBe(true);
  expect((await server.admin.recipes()).items.map((r) => [r.id, r.pinned])).toEqual([[id, true]]);

  const key = await server.admin.createKey({ name: 'other tenant', tenant: 'other', scopes: ['read', 'write'] });
  const other = server.client(key.secret);
  expect((await other.recipes()).items).toEqual([]);
  const missing = await other.raw('GET', `/v1/recipes/${id}`);
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ code: 'not_found' });
  expect((await other.raw('DELETE', `/v1/recipes/${id}`)).status).toBe(404);
  const readOnly = server.client((await server.admin.createKey({ name: 'reader', scopes: ['read'] })).secret);
  expect((await readOnly.raw('POST', `/v1/recipes/${id}/pin`, { pinned: false })).status).toBe(403);
  expect((await server.admin.raw('POST', `/v1/recipes/${id}/pin`, { pinned: 'yes' })).status).toBe(400);

  expect((await server.admin.raw('DELETE', `/v1/recipes/${id}`)).status).toBe(204);
  expect((await server.admin.recipes()).items).toEqual([]);
  const again = await server.admin.extract({ url: `${shop.url}/p/5`, schema: SHOP_SCHEMA });
  expect(again.data).toEqual(shopProduct(5));
  expect(again.metadata.recipe?.action).toBe('learnt');
});
