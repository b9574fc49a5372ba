/**
 * The MCP server at /mcp, driven by the SDK's own Client over Streamable HTTP: the tool list and each
 * tool's input schema from the API contract, every tool once with a success and a failure (the failure
 * carrying the API's error body for the same request), the bearer key and its scopes, and progress
 * notifications of long work. Prompt extraction uses the OpenAI stand-in; the device lab the fake adb lab.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { ExtractRequest } from '../../server/contract/extract';
import { MCP_TOOLS } from '../../server/modules/mcp/mcp-tools';
import { startFakeAndroidLab, type FakeAndroidLab } from '../support/fake-android';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expect, startTestServer, type TestServer } from '../support/server';
import { test } from '../support/site-fixture';

const STAND_IN_ANSWER = { headline: 'Why we moved our build cache to SQLite' };

let lab: FakeAndroidLab;
let llm: OpenAiStandIn;
let server: TestServer;
const clients: Client[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  lab = await startFakeAndroidLab(['emulator-5554']);
  llm = await startOpenAiStandIn(() => ({ content: STAND_IN_ANSWER, promptTokens: 100, completionTokens: 10 }));
  server = await startTestServer({ adbServerPort: lab.adb.port, iosWdpUrl: 'off', llmProvider: 'openai', openaiBaseUrl: llm.baseUrl, openaiApiKey: 'sk-test' });
});

test.afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
  await llm?.close();
  await lab?.close();
});

async function connect(key: string | undefined, url = server.url): Promise<Client> {
  const client = new Client({ name: 'pluck-test', version: '1.0.0' });
  const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** A tool call's answer: the API body it carries, and whether it is a tool error. */
async function call(client: Client, name: string, args: Record<string, unknown>, onprogress?: (p: Progress) => void) {
  const r = (await client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : undefined)) as CallToolResult;
  const text = (r.content[0] as { type: 'text'; text: string }).text;
  return { isError: r.isError === true, body: JSON.parse(text) as Record<string, any>, structured: r.structuredContent };
}

/** Calls a tool expecting success and returns the API's body. */
async function ok(client: Client, name: string, args: Record<string, unknown>) {
  const r = await call(client, name, args);
  expect(r.isError, JSON.stringify(r.body)).toBe(false);
  return r.body;
}

/** Calls a tool expecting a tool error equal to the API's error body for the same HTTP request. */
async function failsLike(client: Client, name: string, args: Record<string, unknown>, http: { status: number; body: unknown }) {
  const r = await call(client, name, args);
  expect(r.isError).toBe(true);
  expect(http.status).toBeGreaterThanOrEqual(400);
  expect(r.body).toEqual(http.body);
  expect(r.structured).toEqual(http.body);
  return r.body;
}

test('tools/list names every tool; each input schema is its route’s contract schema', async () => {
  const client = await connect(server.adminKey);
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name)).toEqual(MCP_TOOLS.map((t) => t.name));
  const extract = tools.find((t) => t.name === 'extract')!;
  expect(extract.inputSchema).toEqual(JSON.parse(JSON.stringify(ExtractRequest)));
  expect(extract.description).toContain('POST /v1/extract');
  const runs = tools.find((t) => t.name === 'monitor_runs')!;
  expect(runs.inputSchema.required).toEqual(['id']);
  expect(Object.keys(runs.inputSchema.properties!)).toEqual(['limit', 'cursor', 'id']);
});

test('no key or a wrong key: the connection is refused with 401, as the API refuses it', async () => {
  await expect(connect(undefined)).rejects.toMatchObject({ code: 401, message: expect.stringContaining('"code":"unauthorized"') });
  await expect(connect('pk_wrong')).rejects.toMatchObject({ code: 401, message: expect.stringContaining('Invalid API key') });
});

test('extract by prompt (LLM stand-in) and by schema answers what POST /v1/extract answers, with progress notifications', async ({ site }) => {
  const client = await connect(server.adminKey);
  const progress: Progress[] = [];
  const byPrompt = await call(client, 'extract', { url: `${site.url}/article`, prompt: 'the headline' }, (p) => progress.push(p));
  expect(byPrompt.isError).toBe(false);
  expect(byPrompt.body).toMatchObject({ status: 'completed', data: STAND_IN_ANSWER, metadata: { provider: 'openai' } });
  expect(byPrompt.structured).toEqual(byPrompt.body);
  expect(progress).toEqual([{ progress: 0, message: 'extract started' }]);

  const schema = { type: 'object', properties: { headline: { type: 'string' } }, required: ['headline'] };
  const overHttp = await server.admin.extract({ url: `${site.url}/article`, schema });
  const bySchema = await ok(client, 'extract', { url: `${site.url}/article`, schema });
  expect(bySchema.data).toEqual(overHttp.data);
  expect(bySchema.data).toEqual(STAND_IN_ANSWER);
  // Both calls are the tenant's history, like any extraction.
  const history = await server.admin.extractions({ mode: 'extract' });
  expect(history.items.map((r) => r.id)).toEqual(expect.arrayContaining([byPrompt.body.id, bySchema.id]));

  await failsLike(client, 'extract', { prompt: 'the headline' }, await server.admin.raw('POST', '/v1/extract', { prompt: 'the headline' }));
});

test('scrape and map answer what their routes answer; bad input is the API’s 400 body', async ({ site }) => {
  const client = await connect(server.adminKey);
  const scraped = await ok(client, 'scrape', { url: `${site.url}/docs/install` });
  expect(scraped.data.markdown).toBe((await server.admin.scrape({ url: `${site.url}/docs/install` })).data.markdown);
  expect(scraped.data.markdown).toContain('## Supported platforms');
  await failsLike(
    client,
    'scrape',
    { url: `${site.url}/docs/install`, formats: ['pdf'] },
    await server.admin.raw('POST', '/v1/scrape', { url: `${site.url}/docs/install`, formats: ['pdf'] }),
  );

  const mapped = await ok(client, 'map', { url: site.url });
  expect(mapped.links ?? mapped.urls ?? mapped.data).toBeTruthy();
  expect(JSON.stringify(mapped)).toContain(`${site.url}/docs/install`);
  await failsLike(client, 'map', { url: site.url, colour: 'red' }, await server.admin.raw('POST', '/v1/map', { url: site.url, colour: 'red' }));
});

test('crawl_start, crawl_status and crawl_cancel answer what the crawl routes answer; bad input and unknown crawls are the API’s errors', async ({ site }) => {
  const client = await connect(server.adminKey);
  const started = await ok(client, 'crawl_start', { url: `${site.url}/docs/install`, limit: 2, max_depth: 1 });
  expect(started).toMatchObject({ id: expect.stringMatching(/^crw_/), status: 'running' });
  let status = await ok(client, 'crawl_status', { id: started.id });
  for (let i = 0; status.status === 'running' && i < 200; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = await ok(client, 'crawl_status', { id: started.id });
  }
  expect(status).toMatchObject({ status: 'completed' });
  expect(status.pages.length).toBe(2);
  expect(status.pages[0]).toMatchObject({ url: `${site.url}/docs/install`, status: 'completed' });
  expect(status).toEqual(await server.admin.crawlStatus(started.id));
  const onePage = await ok(client, 'crawl_status', { id: started.id, limit: 1 });
  expect(onePage.pages.length).toBe(1);
  const next = await ok(client, 'crawl_status', { id: started.id, limit: 1, cursor: onePage.next_cursor });
  expect(next.pages[0].url).toBe(status.pages[1].url);

  await failsLike(client, 'crawl_start', { url: site.url, limit: 0 }, await server.admin.raw('POST', '/v1/crawl', { url: site.url, limit: 0 }));
  await failsLike(client, 'crawl_status', { id: 'crw_missing' }, await server.admin.raw('GET', '/v1/crawls/crw_missing'));
  await failsLike(client, 'crawl_cancel', { id: 'crw_missing' }, await server.admin.raw('DELETE', '/v1/crawls/crw_missing'));
  const long = await ok(client, 'crawl_start', { url: site.url, limit: 500 });
  expect(await ok(client, 'crawl_cancel', { id: long.id })).toMatchObject({ id: long.id, status: 'cancelled' });
});

test('batch queues tasks that task_status polls; history_search and history_result read what ran', async ({ site }) => {
  const client = await connect(server.adminKey);
  const progress: Progress[] = [];
  const batch = await call(client, 'batch', { urls: [`${site.url}/article`], prompt: 'the headline' }, (p) => progress.push(p));
  expect(batch.isError).toBe(false);
  expect(progress.map((p) => p.message)).toEqual(['batch started']);
  const taskId = batch.body.tasks[0].id as string;
  await expect.poll(async () => (await ok(client, 'task_status', { id: taskId })).status, { timeout: 30_000 }).toBe('completed');
  const task = await ok(client, 'task_status', { id: taskId });
  expect(task).toEqual(await server.admin.task(taskId));
  await failsLike(client, 'batch', { urls: [] }, await server.admin.raw('POST', '/v1/batch', { urls: [] }));
  await failsLike(client, 'task_status', { id: 'task_nope' }, await server.admin.raw('GET', '/v1/tasks/task_nope'));

  const found = await ok(client, 'history_search', { status: 'completed', limit: 50 });
  expect(found).toEqual(await server.admin.extractions({ status: 'completed', limit: 50 }));
  expect(found.items.length).toBeGreaterThan(0);
  await failsLike(client, 'history_search', { status: 'lost' }, await server.admin.raw('GET', '/v1/extractions?status=lost'));
  const row = found.items[0];
  expect(await ok(client, 'history_result', { id: row.id })).toEqual(await server.admin.extractionResult(row.id));
  await failsLike(client, 'history_result', { id: 'ext_nope' }, await server.admin.raw('GET', '/v1/extractions/ext_nope/result'));
});

test('visual without a browser is the API’s 503 body', async ({ site }) => {
  const client = await connect(server.adminKey);
  const body = { url: `${site.url}/visual`, instruction: 'the search box' };
  await failsLike(client, 'visual', body, await server.admin.raw('POST', '/v1/visual', body));
});

test('visual on a browser server selects what the instruction asks, with progress', async ({ site }) => {
  const browserServer = await startTestServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
  try {
    const client = await connect(browserServer.adminKey, browserServer.url);
    const progress: Progress[] = [];
    const r = await call(client, 'visual', { url: `${site.url}/visual`, instruction: 'the search box and the submit button' }, (p) => progress.push(p));
    expect(r.isError).toBe(false);
    expect(r.body).toMatchObject({ status: 'completed', data: { selected: [expect.any(Number), expect.any(Number)] } });
    expect(progress[0]).toEqual({ progress: 0, message: 'visual started' });
  } finally {
    await browserServer.close();
  }
});

test('monitors: create, list and runs; bad input and unknown monitors are the API’s errors', async ({ site }) => {
  const client = await connect(server.adminKey);
  const created = await ok(client, 'monitor_create', { url: `${site.url}/article`, prompt: 'the headline', interval_seconds: 3600 });
  expect(created).toMatchObject({ id: expect.any(String), url: `${site.url}/article`, interval_seconds: 3600 });
  const bad = { url: `${site.url}/article`, prompt: 'the headline', interval_seconds: 30 };
  await failsLike(client, 'monitor_create', bad, await server.admin.raw('POST', '/v1/monitor', bad));
  const listed = await ok(client, 'monitor_list', {});
  expect(listed.items.map((m: { id: string }) => m.id)).toContain(created.id);
  await failsLike(client, 'monitor_list', { limit: 0 }, await server.admin.raw('GET', '/v1/monitors?limit=0'));
  // The first run is scheduled at creation; its status moves on between two reads, its number does not.
  await expect.poll(async () => (await ok(client, 'monitor_runs', { id: created.id })).items.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const runs = await ok(client, 'monitor_runs', { id: created.id });
  expect(runs.items[0]).toMatchObject({ run: 1, task_id: expect.any(String) });
  expect(runs.items.map((r: { run: number }) => r.run)).toEqual((await server.admin.monitorRuns(created.id)).items.map((r) => r.run));
  await failsLike(client, 'monitor_runs', { id: 'mon_nope' }, await server.admin.raw('GET', '/v1/monitors/mon_nope/runs'));
});

test('device lab: list devices, allocate a session with its CDP URL, list and release it', async () => {
  const client = await connect(server.adminKey);
  const devices = await ok(client, 'device_list', {});
  expect(devices.items).toEqual([expect.objectContaining({ platform: 'android', id: 'emulator-5554' })]);
  await failsLike(client, 'device_list', { limit: 0 }, await server.admin.raw('GET', '/v1/mobile/devices?limit=0'));

  const session = await ok(client, 'device_session_allocate', { platform: 'android', lease_seconds: 120 });
  expect(session).toMatchObject({ id: expect.stringMatching(/^ses_/), status: 'attached', cdp_url: expect.stringMatching(/^http:\/\//) });
  const cdp = await fetch(`${session.cdp_url}/json/version`);
  expect(cdp.status).toBe(200);
  const busy = await call(client, 'device_session_allocate', { platform: 'android' });
  expect(busy).toMatchObject({ isError: true, body: { code: 'no_capacity' } });
  await failsLike(client, 'device_session_allocate', { platform: 'symbian' }, await server.admin.raw('POST', '/v1/mobile/sessions', { platform: 'symbian' }));

  const sessions = await ok(client, 'device_session_list', {});
  expect(sessions.items).toEqual([expect.objectContaining({ id: session.id, cdp_url: session.cdp_url })]);
  await failsLike(client, 'device_session_list', { cursor: 'not-a-cursor' }, await server.admin.raw('GET', '/v1/mobile/sessions?cursor=not-a-cursor'));
  const released = await ok(client, 'device_session_release', { id: session.id });
  expect(released).toMatchObject({ id: session.id, status: 'released' });
  await failsLike(client, 'device_session_release', { id: 'ses_nope' }, await server.admin.raw('DELETE', '/v1/mobile/sessions/ses_nope'));
});

test('a key without the scope a tool needs gets the API’s 403 body; tools it may use still work', async ({ site }) => {
  const reader = await server.admin.createKey({ name: 'mcp-reader', scopes: ['read'] });
  const client = await connect(reader.secret);
  const body = { url: `${site.url}/article`, prompt: 'the headline' };
  const denied = await failsLike(client, 'extract', body, await server.client(reader.secret).raw('POST', '/v1/extract', body));
  expect(denied).toMatchObject({ code: 'forbidden', details: { needed_scope: 'write' } });
  await ok(client, 'history_search', {});
  const noLab = await call(client, 'device_list', {});
  expect(noLab.body).toMatchObject({ code: 'forbidden', details: { needed_scope: 'mobile' } });
});

test('an unknown tool and a missing path argument are tool errors with the API’s codes', async () => {
  const client = await connect(server.adminKey);
  expect(await call(client, 'crawl_everything', {})).toMatchObject({ isError: true, body: { code: 'not_found' } });
  expect(await call(client, 'task_status', {})).toMatchObject({ isError: true, body: { code: 'invalid_request', details: { field: 'id' } } });
});

test('clients whose JSON-RPC ids collide each get their own answers, also when calls overlap', async ({ site }) => {
  const [a, b] = [await connect(server.adminKey), await connect(server.adminKey)];
  const slow = call(a, 'extract', { url: `${site.url}/slow?ms=300`, schema: { type: 'object', properties: { title: { type: 'string' } } } });
  const [missingA, missingB] = await Promise.all([call(a, 'task_status', { id: 'tsk_from_a' }), call(b, 'task_status', { id: 'tsk_from_b' })]);
  expect(missingA.body.error).toContain('tsk_from_a');
  expect(missingB.body.error).toContain('tsk_from_b');
  expect((await slow).isError).toBe(false);
});

test('what the MCP transport cannot take is refused with the API’s error bodies; GET /mcp is 405 (stateless)', async () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.adminKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
  expect(await post(list, { Accept: 'application/json' })).toMatchObject({ status: 400, body: { code: 'invalid_request', details: { field: 'Accept' } } });
  expect(await post(list, { 'MCP-Protocol-Version': '1999-01-01' })).toMatchObject({
    status: 400,
    body: { code: 'invalid_request', details: { field: 'MCP-Protocol-Version' } },
  });
  expect(await post([list])).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  expect(await post({ jsonrpc: '2.0', id: 1 })).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  // A tools/call is checked as the route checks a body: the field it lacks is named.
  expect(await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { arguments: {} } })).toMatchObject({
    status: 400,
    body: { code: 'invalid_request', details: { field: 'params.name' } },
  });
  const answered = await post(list);
  expect(answered.status).toBe(200);
  expect(answered.body.result.tools).toHaveLength(MCP_TOOLS.length);
  const notified = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.adminKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  expect([notified.status, await notified.text()]).toEqual([202, '']);
  // A call that asks for progress is answered as an event stream, whose last event is the answer.
  const streamed = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.adminKey}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'task_status', arguments: {}, _meta: { progressToken: 'p1' } } }),
  });
  expect(streamed.headers.get('content-type')).toBe('text/event-stream');
  const events = (await streamed.text()).split('\n\n').filter(Boolean);
  expect(JSON.parse(events.at(-1)!.replace('event: message\ndata: ', ''))).toMatchObject({
    id: 7,
    result: { isError: true, structuredContent: { code: 'invalid_request' } },
  });
  const get = await fetch(`${server.url}/mcp`, { headers: { Authorization: `Bearer ${server.adminKey}`, Accept: 'text/event-stream' } });
  expect(get.status).toBe(405);
  expect(await get.json()).toMatchObject({ code: 'method_not_allowed' });
});
