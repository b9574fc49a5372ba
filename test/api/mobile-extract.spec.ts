/**
 * Extraction from what a device shows, against the adb stand-in whose device shows a fake shop app
 * in Chromium: its `uiautomator dump` and screenshot go through the same engine, validation, usage
 * and history (mode `mobile`) as a web page — the builtin reads the product screen's label/value
 * pairs and the list of 20 rows; an OpenAI-compatible model (a stand-in speaking its wire protocol)
 * gets the hierarchy as text and the screenshot.
 */
import { PNG } from 'pngjs';
import { AppError } from '../../server/client/index';
import { startFakeAndroidLab, type FakeAndroidLab } from '../support/fake-android';
import { LIST_ROWS, PRODUCT } from '../support/fake-app';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { test, expect, startTestServer, type TestServer } from '../support/server';

let lab: FakeAndroidLab;
let server: TestServer;
let llm: OpenAiStandIn;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  lab = await startFakeAndroidLab(['emulator-5554']);
  llm = await startOpenAiStandIn(() => ({ content: { name: PRODUCT.name, price: 49.9 }, promptTokens: 2000, completionTokens: 20 }));
  server = await startTestServer({ adbServerPort: lab.adb.port, iosWdpUrl: 'off', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
});

test.afterAll(async () => {
  await server?.close();
  await lab?.close();
  await llm?.close();
});

const PRODUCT_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, brand: { type: 'string' }, sku: { type: 'string' }, availability: { type: 'string' } },
  required: ['name', 'price'],
};

test('the builtin reads every field of a product screen and every row of a 20-row list; history and usage record mode mobile', async () => {
  const s = await server.admin.createMobileSession({ platform: 'android' });
  await lab.screen.show('product');
  const before = (await server.admin.usage()) as { free_tier_remaining?: number };
  const product = await server.admin.extractScreen(s.id, { schema: PRODUCT_SCHEMA });
  expect(product).toMatchObject({
    status: 'completed',
    // Availability is read as schema.org's value, as on a web page.
    data: { name: PRODUCT.name, price: 49.9, brand: PRODUCT.brand, sku: PRODUCT.sku, availability: 'InStock' },
    metadata: { completeness: 1, engine: 'device', provider: 'builtin', pages: 1 },
  });
  expect(product.free_tier_remaining).toBe((before.free_tier_remaining ?? 0) - 1);

  await lab.screen.show('list');
  const list = await server.admin.extractScreen(s.id, {
    schema: {
      type: 'object',
      properties: {
        products: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] },
        },
      },
      required: ['products'],
    },
  });
  expect(list.status).toBe('completed');
  expect(list.data.products).toEqual(LIST_ROWS.map((r) => ({ name: r.name, price: Number(r.price.slice(1)) })));

  const rows = (await server.admin.extractions({ mode: 'mobile' })).items;
  expect(rows.map((r) => [r.mode, r.status, r.url])).toEqual([
    ['mobile', 'completed', 'android://emulator-5554'],
    ['mobile', 'completed', 'android://emulator-5554'],
  ]);
  // The screenshot the extraction read is kept as the row's evidence.
  const evidence = PNG.sync.read(Buffer.from(await server.admin.artifact(rows[0].id, 'screenshot')));
  expect([evidence.width, evidence.height]).toEqual([1080, 2400]);
  await server.admin.releaseMobileSession(s.id);
});

test('an OpenAI-compatible model gets the window hierarchy as text and the screenshot; only the holder extracts; neither schema nor prompt is 400', async () => {
  const acme = server.client((await server.admin.createKey({ name: 'acme-lab', scopes: ['mobile', 'read'], tenant: 'acme' })).secret);
  const s = await acme.createMobileSession({ platform: 'android' });
  await lab.screen.show('product');
  const r = await acme.extractScreen(s.id, { prompt: 'the product name and its price', options: { model: 'gpt-4.1-mini' } });
  expect(r).toMatchObject({
    status: 'completed',
    data: { name: PRODUCT.name, price: 49.9 },
    metadata: { engine: 'device', provider: 'openai', model: 'gpt-4.1-mini', tokens: 2020 },
  });
  const parts = llm.requests.at(-1)!.body.messages[1].content as unknown as { type: string; text?: string; image_url?: { url: string } }[];
  const text = parts.find((p) => p.type === 'text')!.text!;
  expect(text).toContain('Instruction: the product name and its price');
  expect(text).toContain(`- TextView "${PRODUCT.name}" id=com.example.shop:id/name [`);
  expect(text).toContain('- Button "Add to cart" id=com.example.shop:id/add clickable [');
  expect(text).toContain('desc="Note to seller" id=com.example.shop:id/note');
  const png = PNG.sync.read(Buffer.from(parts.find((p) => p.type === 'image_url')!.image_url!.url.replace(/^data:image\/png;base64,/, ''), 'base64'));
  expect([png.width, png.height]).toEqual([1080, 2400]);

  const refused = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e as AppError,
    ) as Promise<AppError>;
  const watcher = await refused(server.admin.extractScreen(s.id, { schema: PRODUCT_SCHEMA }));
  expect([watcher.status, watcher.code]).toEqual([403, 'forbidden']);
  const neither = await refused(acme.extractScreen(s.id, {}));
  expect([neither.status, neither.code, neither.details?.field]).toEqual([400, 'invalid_request', 'schema']);
  const options = await acme.raw('POST', `/v1/mobile/sessions/${s.id}/extract`, { prompt: 'x', options: { waitFor: '#a' } });
  expect([options.status, (options.body as { details?: { field?: string } }).details?.field]).toEqual([400, 'options.waitFor']);
  expect((await acme.extractions({ mode: 'mobile' })).items).toHaveLength(1);
});
