/**
 * Evidence for every value and LLM values checked against the page, through the API: options.evidence
 * in the response and kept with the history row, boxes on the screenshot, an LLM that invents a
 * value (metadata.unverified, options.strict), and the options' strict decoding and OpenAPI text.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { expect, startTestServer, test } from '../support/server';

const PRODUCT = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, brand: { type: 'string' } }, required: ['name', 'price'] };
let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('options.evidence: each value with its source, selector and text, in the response and the stored result', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: true } });
  expect(r.data).toEqual({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, brand: 'Northwind' });
  expect(r.metadata.evidence).toEqual({
    '/name': { source: 'dom', selector: 'html > body > div.content > h1', text: 'Northwind ProDesk 27" 4K Monitor' },
    '/price': { source: 'dom', selector: 'html > body > div.content > div.buybox > div.cost', text: 'Our price: $1,299.00' },
    '/brand': { source: 'dom', selector: 'html > body > div.content > p:nth-of-type(1)', text: 'Brand: Northwind' },
  });
  expect((await server.admin.extractionResult(r.id)).metadata).toMatchObject({ evidence: r.metadata.evidence });

  const plain = await server.admin.extract({ url: `${site.url}/product/plain`, schema: PRODUCT });
  expect(plain.metadata.evidence).toBeUndefined();
  const bad = await server.admin.raw('POST', '/v1/extract', { url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: 'yes' } });
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ code: 'invalid_request' });
  const openapi = JSON.stringify((await server.client().raw('GET', '/openapi.json')).body);
  expect(openapi).toContain('Say where each value was read');
  expect(openapi).toContain('options.strict makes them null');
});

test("with a screenshot, evidence gives each element's box on it", async () => {
  const server = await startTestServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
  try {
    const r = await server.admin.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: true, screenshot: true } });
    const name = r.metadata.evidence!['/name'];
    expect(name).toMatchObject({ source: 'dom', selector: 'html > body > div.content > h1' });
    expect(name.box!.width).toBeGreaterThan(100);
    expect(name.box!.height).toBeGreaterThan(10);
    // The price sits below the heading.
    expect(r.metadata.evidence!['/price'].box!.y).toBeGreaterThan(name.box!.y);
  } finally {
    await server.close();
  }
});

test('an LLM value the page does not show is unverified and lowers completeness; options.strict makes it null', async () => {
  // The page shows the name and $1,299.00; "Contoso" is the stand-in's invention.
  const llm = await startOpenAiStandIn(() => ({ content: { name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, brand: 'Contoso' } }));
  const server = await startTestServer({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
  try {
    const r = await server.admin.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: true } });
    expect(r.status).toBe('partial');
    expect(r.data.brand).toBe('Contoso');
    expect(r.metadata).toMatchObject({ unverified: ['/brand'], completeness: 0.667, missing: ['/brand'] });
    expect(r.metadata.reason).toContain('/brand was not found on the page');
    expect(r.metadata.evidence).toMatchObject({ '/brand': { source: 'llm' }, '/price': { source: 'llm', text: '$1,299.00' } });
    expect(r.metadata.evidence!['/brand'].text).toBeUndefined();

    const strict = await server.admin.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { strict: true } });
    expect(strict.status).toBe('completed');
    expect(strict.data).toEqual({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, brand: null });
    expect(strict.metadata).toMatchObject({ unverified: ['/brand'], completeness: 0.667 });
    expect((await server.admin.extraction(strict.id)).completeness).toBe(0.667);
  } finally {
    await server.close();
    await llm.close();
  }
});
