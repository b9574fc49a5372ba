/**
 * `pluck recipes list|show|pin|delete` against a server whose LLM stand-in taught a recipe on a
 * generated shop: human and --json output, and exit 3 for a recipe that does not exist.
 */
import { productInMessage, SHOP_SCHEMA, startRecipeShop } from '../support/recipe-shop';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { expect, startTestServer, test } from '../support/server';
import { runAgainst } from './run-cli';

test('list, show, pin and delete a recipe an LLM answer taught', async () => {
  const shop = await startRecipeShop();
  const llm = await startOpenAiStandIn((req) => ({
    content: { ...productInMessage(req.body.messages.map((m) => m.content).join('\n'))! },
    promptTokens: 1500,
    completionTokens: 40,
  }));
  const server = await startTestServer({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  try {
    const learnt = await server.admin.extract({ url: `${shop.url}/p/2`, schema: SHOP_SCHEMA });
    await server.admin.extract({ url: `${shop.url}/p/5`, schema: SHOP_SCHEMA });
    const id = learnt.metadata.recipe!.id;
    const run = (...args: string[]) => runAgainst(server, server.adminKey, ['recipes', ...args]);

    const list = await run('list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/RECIPE\s+SITE\s+TEMPLATE\s+FIELDS\s+USES\s+SAVED/);
    expect(list.stdout).toMatch(new RegExp(`${id}\\s+127\\.0\\.0\\.1\\s+\\w+\\s+4\\s+1\\s+1540`));

    const show = await run('show', id);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toMatch(/Tokens saved:\s+1540/);
    expect(show.stdout).toMatch(/\/price\s+html > body > article\.pdp > div\.buy > strong\.cost\s+number #1/);
    expect(show.stdout).toMatch(/\/sku\s+.*\s+text after "Item code: "/);

    const usage = await runAgainst(server, server.adminKey, ['usage']);
    expect(usage.stdout).toMatch(/Tokens saved by recipes:\s+1540/);

    const pin = await run('pin', id, '--json');
    expect(pin.code, pin.stderr).toBe(0);
    expect(pin.json()).toMatchObject({ id, pinned: true });
    expect((await run('pin', id, '--unpin')).stdout).toContain(`Recipe ${id} is unpinned.`);

    const gone = await run('delete', id);
    expect(gone.code, gone.stderr).toBe(0);
    expect(gone.stdout).toContain(`Recipe ${id} is deleted.`);
    const missing = await run('show', id);
    expect(missing.code).toBe(3);
    expect((await run('list')).stdout).toContain('No recipes.');
  } finally {
    await server.close();
    await shop.close();
    await llm.close();
  }
});
