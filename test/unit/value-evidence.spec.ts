/**
 * Evidence for every value (options.evidence) and the check of an LLM's values against the page:
 * the builtin's sources, an LLM stand-in that invents a value, options.strict.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkValues } from '../../server/engine/evidence/value-evidence';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { expect, test } from './engine-fixtures';

const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' }, brand: { type: 'string' } },
  required: ['name', 'price'],
};

test('builtin evidence: each value with its source, selector and the text it was read from', async ({ site, engineWith }) => {
  const engine = engineWith();
  const plain = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: true } });
  expect(plain.data).toMatchObject({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, sku: 'NW-PD27-4K', brand: 'Northwind' });
  const ev = plain.metadata.evidence!;
  expect(ev['/name']).toEqual({ source: 'dom', selector: 'html > body > div.content > h1', text: 'Northwind ProDesk 27" 4K Monitor' });
  expect(ev['/price']).toMatchObject({ source: 'dom', text: expect.stringContaining('$1,299.00') });
  expect(ev['/sku']).toMatchObject({ source: 'dom', text: expect.stringContaining('NW-PD27-4K') });
  expect(ev['/brand']).toMatchObject({ source: 'dom', text: 'Brand: Northwind' });
  expect(plain.metadata.unverified).toBeUndefined();

  const jsonld = await engine.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT, options: { evidence: true } });
  expect(jsonld.metadata.evidence!['/price']).toMatchObject({ source: 'json-ld', selector: 'script[type="application/ld+json"]' });
  const micro = await engine.extract({ url: `${site.url}/product/microdata`, schema: PRODUCT, options: { evidence: true } });
  expect(micro.metadata.evidence!['/name'].source).toBe('microdata');

  // Without the option, no evidence.
  const none = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: {} });
  expect(none.metadata.evidence).toBeUndefined();
});

test('LLM values: one the page does not show is unverified, lowers completeness; strict turns it into null', async ({ site, engineWith }) => {
  // The page shows $1,299.00 and SKU NW-PD27-4K; the stand-in invents the brand.
  const llm = await startOpenAiStandIn(() => ({ content: { name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, sku: 'NW-PD27-4K', brand: 'Contoso' } }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
    const r = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { evidence: true } });
    expect(r.data).toEqual({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, sku: 'NW-PD27-4K', brand: 'Contoso' });
    expect(r.metadata.unverified).toEqual(['/brand']);
    expect(r.metadata.completeness).toBe(0.75);
    expect(r.status).toBe('partial');
    expect(r.metadata.reason).toContain('/brand was not found on the page');
    expect(r.metadata.evidence!['/brand']).toEqual({ source: 'llm' });
    expect(r.metadata.evidence!['/price']).toMatchObject({
      source: 'llm',
      selector: 'html > body > div.content > div.buybox > div.cost > b',
      text: '$1,299.00',
    });

    const strict = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { strict: true } });
    expect(strict.data.brand).toBeNull();
    expect(strict.metadata.unverified).toEqual(['/brand']);
    expect(strict.metadata.completeness).toBe(0.75);
    // Verification needs no evidence option.
    expect(strict.metadata.evidence).toBeUndefined();
  } finally {
    await llm.close();
  }
});

test('LLM values compared as numbers and as normalised text are verified', async ({ site, engineWith }) => {
  const llm = await startOpenAiStandIn(() => ({ content: { name: 'northwind prodesk 27 4k monitor', price: '1299', sku: 'nw-pd27-4k', brand: null } }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
    const r = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: {} });
    expect(r.metadata.unverified).toBeUndefined();
    expect(r.status).toBe('completed');
  } finally {
    await llm.close();
  }
});

test('a summary the LLM writes is not doubted: no page shows it as such', async ({ site, engineWith }) => {
  const llm = await startOpenAiStandIn(() => ({
    content: { headline: 'Why we moved our build cache to SQLite', summary: 'A team explains what moving its build cache gained them.' },
  }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
    const r = await engine.extract({ url: `${site.url}/article`, prompt: 'the headline, and summarise the article', options: { evidence: true } });
    expect(Object.keys(r.data)).toContain('summary');
    expect(r.metadata.unverified).toBeUndefined();
    expect(r.metadata.evidence!['/summary']).toEqual({ source: 'llm' });
  } finally {
    await llm.close();
  }
});

test('a currency code is shown by the money the page writes: "$1,299.00" verifies USD, not EUR', async ({ site, engineWith }) => {
  const schema: JsonSchema = { type: 'object', properties: { price: { type: 'number' }, currency: { type: 'string' } } };
  const usd = await startOpenAiStandIn(() => ({ content: { price: 1299, currency: 'USD' } }));
  const eur = await startOpenAiStandIn(() => ({ content: { price: 1299, currency: 'EUR' } }));
  try {
    const ok = await engineWith({ llmProvider: 'openai', openaiBaseUrl: usd.baseUrl, openaiApiKey: 'sk-test' }).extract({
      url: `${site.url}/product/plain`,
      schema,
      options: { evidence: true },
    });
    expect(ok.metadata.unverified).toBeUndefined();
    expect(ok.metadata.evidence!['/currency']).toMatchObject({ source: 'llm', text: '$1,299.00' });
    const wrong = await engineWith({ llmProvider: 'openai', openaiBaseUrl: eur.baseUrl, openaiApiKey: 'sk-test' }).extract({
      url: `${site.url}/product/plain`,
      schema,
      options: {},
    });
    expect(wrong.metadata.unverified).toEqual(['/currency']);
  } finally {
    await usd.close();
    await eur.close();
  }
});

test('the page language settles a "$": TWD on a zh-TW page has evidence naming the language, and an LLM\'s TWD is verified', async ({ engineWith }) => {
  const page = `<!doctype html><html lang="zh-TW"><head><title>無線滑鼠</title></head><body><h1>無線滑鼠 M2</h1><div class="buy"><span class="price">$1,299</span><button>加入購物車</button></div></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/item`;
  const schema: JsonSchema = { type: 'object', properties: { price: { type: 'number' }, currency: { type: 'string' } } };
  const llm = await startOpenAiStandIn(() => ({ content: { price: 1299, currency: 'TWD' } }));
  try {
    const builtin = await engineWith().extract({ url, schema, options: { evidence: true } });
    expect(builtin.data).toEqual({ price: 1299, currency: 'TWD' });
    expect(builtin.metadata.evidence!['/currency']).toMatchObject({ text: expect.stringContaining('$1,299'), language: 'zh-TW' });
    // The price is shown by the text alone: no language named.
    expect(builtin.metadata.evidence!['/price'].language).toBeUndefined();

    const byLlm = await engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' }).extract({
      url,
      schema,
      options: { evidence: true },
    });
    expect(byLlm.metadata.unverified).toBeUndefined();
    expect(byLlm.metadata.evidence!['/currency']).toMatchObject({ source: 'llm', language: 'zh-TW' });
  } finally {
    await llm.close();
    await new Promise((r) => server.close(r));
  }
});

test('a page whose tag names no country is read in the country of its address\'s domain: an LLM\'s CAD for "$" on a .ca shop is verified', () => {
  const page = buildPageModel('<html lang="en"><body><h1>Desk lamp</h1><p class="price">$49.90</p></body></html>', 'https://www.lamps.ca/p/1');
  const checked = checkValues({ pages: [page], traces: [undefined], data: { price: 49.9, currency: 'CAD' }, llm: true });
  expect(checked.unverified).toEqual([]);
  expect(checked.evidence['/currency']).toMatchObject({ text: expect.stringContaining('$49.90'), language: 'en-CA' });
  const elsewhere = buildPageModel('<html lang="en"><body><h1>Desk lamp</h1><p class="price">$49.90</p></body></html>', 'https://www.lamps.io/p/1');
  expect(checkValues({ pages: [elsewhere], traces: [undefined], data: { price: 49.9, currency: 'CAD' }, llm: true }).unverified).toEqual(['/currency']);
});
