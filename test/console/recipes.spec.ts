/**
 * The Recipes page: recipes an LLM answer taught, with uses and tokens saved; a recipe's fields with
 * their selectors and readings; pin, unpin and delete.
 */
import { productInMessage, SHOP_SCHEMA, startRecipeShop } from '../support/recipe-shop';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { expect, shot, signIn, startConsoleServer, test } from './fixtures';

test("recipes: the list with uses and tokens saved, a recipe's fields, pin and delete", async ({ page }, info) => {
  const shop = await startRecipeShop();
  const llm = await startOpenAiStandIn((req) => ({
    content: { ...productInMessage(req.body.messages.map((m) => m.content).join('\n'))! },
    promptTokens: 1500,
    completionTokens: 40,
  }));
  const server = await startConsoleServer({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  try {
    for (const n of [1, 4, 7]) await server.admin.extract({ url: `${shop.url}/p/${n}`, schema: SHOP_SCHEMA });
    await signIn(page, server);
    await page.getByRole('link', { name: 'Recipes' }).click();
    const rows = page.getByTestId('recipes-table').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('127.0.0.1');
    await expect(rows.first()).toContainText('3,080');
    await shot(page, info, 'recipes');

    await rows.first().click();
    const detail = page.getByTestId('recipe-detail');
    await expect(detail.getByTestId('recipe-fields').locator('tbody tr')).toHaveCount(4);
    await expect(detail.getByTestId('recipe-fields')).toContainText('#item > table.facts > tr:nth-of-type(1) > td.amount');
    await expect(detail.getByTestId('recipe-fields')).toContainText('number #1 of the text');
    await detail.getByRole('button', { name: 'Pin' }).click();
    await expect(detail.locator('.badge.info')).toHaveText('pinned');
    await shot(page, info, 'recipe-detail');
    await detail.getByRole('button', { name: 'Unpin' }).click();
    await expect(detail.locator('.badge.info')).toHaveCount(0);

    await detail.getByRole('button', { name: /^Delete / }).click();
    await detail.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByText('No recipes yet.')).toBeVisible();
  } finally {
    await server.close();
    await llm.close();
    await shop.close();
  }
});
