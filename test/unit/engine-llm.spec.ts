/**
 * The LLM providers against stand-ins on loopback that speak the real OpenAI chat-completions and
 * Anthropic Messages JSON: what they receive (model, schema, content), usage and cost, the repair
 * retry, provider failures, and GET /v1/providers' listing.
 */
import { createProviderStatusService } from '../../server/modules/provider-status/provider-status.service';
import { createProviderRegistry } from '../../server/engine/provider-registry';
import { registerLlmProviders } from '../../server/providers/register-providers';
import { ExtractionError, type JsonSchema } from '../../server/engine/types';
import { startAnthropicStandIn } from '../support/anthropic-stand-in';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { expect, test, testEngineOptions } from './engine-fixtures';

function listProviders(settings: Parameters<typeof registerLlmProviders>[1]) {
  const registry = createProviderRegistry();
  registerLlmProviders(registry, settings);
  return createProviderStatusService(registry).list().providers;
}

const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' } },
  required: ['name', 'price'],
};

test('openai: structured outputs with the user schema, page markdown in the message, usage and cost', async ({ site, engineWith }) => {
  const llm = await startOpenAiStandIn(() => ({
    content: { name: 'Northwind ProDesk 27" 4K Monitor', price: '$1,299.00', sku: '' },
    promptTokens: 2000,
    completionTokens: 50,
  }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
    const r = await engine.extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: { model: 'gpt-4o-mini' } });
    expect(llm.requests).toHaveLength(1);
    const { body, headers } = llm.requests[0];
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.strict).toBe(true);
    // Strict mode: every property required, optional ones nullable, objects closed.
    expect(body.response_format?.json_schema?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: ['string', 'null'] } },
      required: ['name', 'price', 'sku'],
      additionalProperties: false,
    });
    const user = body.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('# Northwind ProDesk 27" 4K Monitor');
    expect(user).toContain('| SKU | NW-PD27-4K |');
    expect(user).not.toContain('<table');
    // Coerced and null-normalized like any provider's output.
    expect(r.data).toEqual({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, sku: null });
    expect(r.metadata).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini', tokens: 2050, cost: 0.00033, sync_retries: 0 });
  } finally {
    await llm.close();
  }
});

test('openai: prompt mode sends the schema derived from the prompt and the prompt itself', async ({ site, engineWith }) => {
  const llm = await startOpenAiStandIn(() => ({ content: { headline: 'H', author: 'A' } }));
  try {
    const engine = engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl });
    const r = await engine.extract({ url: `${site.url}/news`, prompt: 'the headline and the author', options: {} });
    const { body } = llm.requests[0];
    expect(body.model).toBe('gpt-4.1-mini');
    expect(Object.keys(body.response_format!.json_schema!.schema.properties as object)).toEqual(['headline', 'author']);
    expect(body.messages[1].content).toContain('Instruction: the headline and the author');
    // Structured data goes along: it is the densest truth on the page.
    expect(body.messages[1].content).toContain('"@type":"NewsArticle"');
    expect(r.data).toEqual({ headline: 'H', author: 'A' });
  } finally {
    await llm.close();
  }
});

test('openai: one repair retry when required data is missing; partial with missing pointers if it stays missing', async ({ site, engineWith }) => {
  // Values the page shows: an invented one would be unverified (test/unit/value-evidence.spec.ts).
  const name = 'Northwind ProDesk 27" 4K Monitor';
  const fixed = await startOpenAiStandIn((_req, i) =>
    i === 0 ? { content: { name, price: null, sku: null } } : { content: { name, price: 1299, sku: null } },
  );
  const stubborn = await startOpenAiStandIn(() => ({ content: { name, price: null, sku: null } }));
  try {
    const ok = await engineWith({ llmProvider: 'openai', openaiBaseUrl: fixed.baseUrl }).extract({
      url: `${site.url}/product/plain`,
      schema: PRODUCT,
      options: {},
    });
    expect(fixed.requests).toHaveLength(2);
    expect(fixed.requests[1].body.messages[1].content).toContain('/price is required but was not found');
    expect(ok.status).toBe('completed');
    expect(ok.data.price).toBe(1299);
    expect(ok.metadata.sync_retries).toBe(1);
    expect(ok.metadata.tokens).toBe(2200);

    const partial = await engineWith({ llmProvider: 'openai', openaiBaseUrl: stubborn.baseUrl }).extract({
      url: `${site.url}/product/plain`,
      schema: PRODUCT,
      options: {},
    });
    expect(stubborn.requests).toHaveLength(2);
    expect(partial.status).toBe('partial');
    expect(partial.metadata.missing).toEqual(['/price']);
    expect(partial.metadata.reason).toMatch(/after one repair retry.*\/price/);
  } finally {
    await fixed.close();
    await stubborn.close();
  }
});

test('openai: provider failures are provider-family errors with the raw answer', async ({ site, engineWith }) => {
  const llm = await startOpenAiStandIn(() => ({ status: 401, error: 'Incorrect API key provided' }));
  try {
    const err = (await engineWith({ llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'bad' })
      .extract({ url: `${site.url}/article`, prompt: 'the headline', options: {} })
      .then(
        () => undefined,
        (e: unknown) => e as ExtractionError,
      )) as ExtractionError;
    expect(err).toBeInstanceOf(ExtractionError);
    expect(err).toMatchObject({ code: 'upstream_failed', family: 'provider' });
    expect(err.message).toContain('Incorrect API key provided');
    expect(err.extra.raw).toContain('HTTP 401');
  } finally {
    await llm.close();
  }
});

test('anthropic: a forced tool whose input schema is the user schema; tool input becomes the data', async ({ site, engineWith }) => {
  const llm = await startAnthropicStandIn(() => ({
    input: { name: 'Trailblazer 45L Hiking Backpack', price: 129.95, sku: 'TB45-FOR' },
    inputTokens: 3000,
    outputTokens: 40,
  }));
  try {
    const engine = engineWith({ llmProvider: 'anthropic', anthropicBaseUrl: llm.baseUrl, anthropicApiKey: 'sk-ant-test' });
    const r = await engine.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT, options: { model: 'claude-sonnet-4-5' } });
    const { body, headers } = llm.requests[0];
    expect(headers['x-api-key']).toBe('sk-ant-test');
    expect(headers['anthropic-version']).toBe('2023-06-01');
    expect(body.model).toBe('claude-sonnet-4-5');
    expect(body.tools).toEqual([{ name: 'record_extraction', description: expect.any(String), input_schema: PRODUCT }]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'record_extraction' });
    expect(body.messages[0].content).toContain('# Trailblazer 45L Hiking Backpack');
    expect(r.data).toEqual({ name: 'Trailblazer 45L Hiking Backpack', price: 129.95, sku: 'TB45-FOR' });
    // 3000 × $3 + 40 × $15 per million tokens.
    expect(r.metadata).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5', tokens: 3040, cost: 0.0096 });
  } finally {
    await llm.close();
  }
});

test('anthropic: repair retry, then partial', async ({ site, engineWith }) => {
  const llm = await startAnthropicStandIn(() => ({ input: { name: null, price: 1 } }));
  try {
    const r = await engineWith({ llmProvider: 'anthropic', anthropicBaseUrl: llm.baseUrl, anthropicApiKey: 'k' }).extract({
      url: `${site.url}/article`,
      schema: PRODUCT,
      options: {},
    });
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1].body.messages[0].content).toContain('Your previous answer was');
    expect(r).toMatchObject({ status: 'partial', metadata: { missing: ['/name'], sync_retries: 1, model: 'claude-haiku-4-5' } });
  } finally {
    await llm.close();
  }
});

test('providers listing: availability, defaults and prices per model', () => {
  const none = listProviders(testEngineOptions());
  expect(none.map((p) => [p.id, p.available, p.default])).toEqual([
    ['builtin', true, true],
    ['openai', false, false],
    ['anthropic', false, false],
  ]);
  expect(none[1].reason).toMatch(/OPENAI_API_KEY/);
  expect(none[0].models).toEqual([{ id: 'builtin-1', default: true, input_price_per_mtok: 0, output_price_per_mtok: 0 }]);
  const local = listProviders(testEngineOptions({ llmProvider: 'openai', openaiBaseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' }));
  expect(local[1]).toMatchObject({ available: true, default: true });
  expect(local[1].models.find((m) => m.default)).toEqual({ id: 'llama3.1:8b', default: true, input_price_per_mtok: 0, output_price_per_mtok: 0 });
});
