/**
 * Site recipes in the engine, with a book in memory and an LLM stand-in that answers correctly on a
 * generated shop: learnt from the first answer per template, used without the model on the next
 * pages, learnt again after a template change, spot-checked, and a pinned recipe kept.
 */
import type { FieldRecipe, Recipe, RecipeBook, RecipeKey } from '../../server/engine/recipes/recipe-book';
import { SPOT_CHECK_EVERY } from '../../server/engine/recipes/recipe-step';
import { productInMessage, SHOP_SCHEMA, shopProduct, startRecipeShop, type RecipeShop } from '../support/recipe-shop';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expect, test } from './engine-fixtures';

function memoryBook(): RecipeBook & { recipes: Map<string, Recipe & { key: RecipeKey }> } {
  const recipes = new Map<string, Recipe & { key: RecipeKey }>();
  const id = (k: RecipeKey) => `rcp_${k.site}_${k.schemaHash}_${k.template}`;
  return {
    recipes,
    async find(key) {
      return recipes.get(id(key));
    },
    async learn(key, fields: Record<string, FieldRecipe>, learnTokens) {
      const had = recipes.get(id(key));
      const r = { id: id(key), key, fields, learnTokens, pinned: had?.pinned ?? false, uses: 0 };
      if (!had?.pinned) recipes.set(r.id, r);
      return recipes.get(r.id)!;
    },
    async used(rid) {
      recipes.get(rid)!.uses++;
    },
  };
}

let shop: RecipeShop;
let llm: OpenAiStandIn;
test.beforeEach(async () => {
  shop = await startRecipeShop();
  llm = await startOpenAiStandIn((req) => ({
    content: { ...productInMessage(req.body.messages.map((m) => m.content).join('\n'))! },
    promptTokens: 1500,
    completionTokens: 40,
  }));
});
test.afterEach(async () => {
  await shop.close();
  await llm.close();
});

test("a recipe learnt from the LLM's first answer per template reads the next pages with no tokens, values right", async ({ engineWith }) => {
  const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  const book = memoryBook();
  for (const n of [0, 1, 2]) {
    const r = await engine.extract({ url: `${shop.url}/p/${n}`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
    expect(r.metadata.recipe?.action, `page ${n}`).toBe('learnt');
    expect(r.metadata.tokens).toBe(1540);
  }
  expect(book.recipes.size).toBe(3);
  for (const n of [3, 4, 5, 30, 31, 32]) {
    const r = await engine.extract({ url: `${shop.url}/p/${n}`, schema: SHOP_SCHEMA, options: { evidence: true } }, undefined, book);
    expect(r.data, `page ${n}`).toEqual(shopProduct(n));
    expect(r.metadata).toMatchObject({ tokens: 0, cost: 0, recipe: { action: 'used' }, completeness: 1 });
    expect(r.status).toBe('completed');
    expect(r.metadata.evidence!['/sku'].text).toContain(shopProduct(n).sku);
  }
  expect(llm.requests).toHaveLength(3);
  // Without a book (or with the builtin) no recipe is asked for.
  const plain = await engine.extract({ url: `${shop.url}/p/6`, schema: SHOP_SCHEMA, options: {} });
  expect(plain.metadata.recipe).toBeUndefined();
});

test('a template change: the recipe is learnt again on the first page of the new template, no wrong value meanwhile', async ({ engineWith }) => {
  const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  const book = memoryBook();
  await engine.extract({ url: `${shop.url}/p/0`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect((await engine.extract({ url: `${shop.url}/p/3`, schema: SHOP_SCHEMA, options: {} }, undefined, book)).metadata.recipe?.action).toBe('used');
  shop.setVersion(2);
  const first = await engine.extract({ url: `${shop.url}/p/6`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(first.data).toEqual(shopProduct(6));
  expect(first.metadata.recipe?.action).toMatch(/learnt/);
  const second = await engine.extract({ url: `${shop.url}/p/9`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(second.data).toEqual(shopProduct(9));
  expect(second.metadata).toMatchObject({ tokens: 0, recipe: { action: 'used' } });
});

test('every Nth use is checked against the LLM; a recipe that disagrees is learnt again, a pinned one is kept', async ({ engineWith }) => {
  const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  const book = memoryBook();
  await engine.extract({ url: `${shop.url}/p/1`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  const recipe = [...book.recipes.values()][0];
  recipe.uses = SPOT_CHECK_EVERY - 1;
  const checked = await engine.extract({ url: `${shop.url}/p/4`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(checked.metadata.recipe?.action).toBe('checked');
  expect(checked.metadata.tokens).toBe(1540);

  // A recipe that reads the wrong element (the brand's cell for the name) disagrees on its next check.
  recipe.fields['/name'] = { ...recipe.fields['/brand'] };
  recipe.uses = SPOT_CHECK_EVERY - 1;
  recipe.pinned = true;
  const overruled = await engine.extract({ url: `${shop.url}/p/7`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(overruled.data).toEqual(shopProduct(7));
  expect(overruled.metadata.recipe?.action).toBe('overruled');
  expect(book.recipes.get(recipe.id)!.fields['/name']).toEqual(recipe.fields['/brand']);
  recipe.pinned = false;
  recipe.uses = SPOT_CHECK_EVERY - 1;
  const relearnt = await engine.extract({ url: `${shop.url}/p/10`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(relearnt.data).toEqual(shopProduct(10));
  expect(relearnt.metadata.recipe?.action).toBe('relearnt');
  const after = await engine.extract({ url: `${shop.url}/p/13`, schema: SHOP_SCHEMA, options: {} }, undefined, book);
  expect(after.data).toEqual(shopProduct(13));
  expect(after.metadata.recipe?.action).toBe('used');
});

test("a currency the page writes as a symbol is read by the recipe as the money's currency", async ({ engineWith }) => {
  const schema = { ...SHOP_SCHEMA, properties: { ...SHOP_SCHEMA.properties, currency: { type: 'string' } } };
  const withCurrency = await startOpenAiStandIn((req) => ({
    content: { ...productInMessage(req.body.messages.map((m) => m.content).join('\n'))!, currency: 'USD' },
  }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: withCurrency.baseUrl, openaiApiKey: 'sk-test' });
    const book = memoryBook();
    expect((await engine.extract({ url: `${shop.url}/p/0`, schema, options: {} }, undefined, book)).metadata.recipe?.action).toBe('learnt');
    expect([...book.recipes.values()][0].fields['/currency'].reading).toEqual({ kind: 'currency' });
    const next = await engine.extract({ url: `${shop.url}/p/3`, schema, options: {} }, undefined, book);
    expect(next.data).toEqual({ ...shopProduct(3), currency: 'USD' });
    expect(next.metadata.recipe?.action).toBe('used');
  } finally {
    await withCurrency.close();
  }
});
