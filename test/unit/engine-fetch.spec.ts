/**
 * Both fetch paths against the fixture site: HTTP (undici) and the warm browser pool (real
 * Chromium), waitFor, proxy, timeouts, evidence, the SSRF guard on redirects, and the option rules.
 */
import net from 'node:net';
import { ExtractionError, type JsonSchema } from '../../server/engine/types';
import { startHttpProxy } from '../support/http-proxy';
import { expect, test } from './engine-fixtures';

const PRODUCT: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' } },
  required: ['name', 'price'],
};

/** A loopback port nothing listens on (Chromium refuses "unsafe" ports such as 1, so a real one is used). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** The ExtractionError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<ExtractionError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractionError);
  return err as ExtractionError;
}

test('HTTP path: data, usage metadata and the builtin provider', async ({ site, engineWith }) => {
  const r = await engineWith().extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT, options: {} });
  expect(r.data).toEqual({ name: 'Trailblazer 45L Hiking Backpack', price: 129.95, currency: 'USD' });
  expect(r.status).toBe('completed');
  expect(r.metadata).toMatchObject({ completeness: 1, tokens: 0, cost: 0, pages: 1, engine: 'http', provider: 'builtin', model: 'builtin-1', sync_retries: 0 });
  expect(r.metadata.duration_ms).toBeGreaterThanOrEqual(0);
});

test('browser path renders script-built pages that plain HTTP cannot see', async ({ site, engineWith }) => {
  const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name'] };
  const viaBrowser = await engineWith({ engine: 'browser' }).extract({ url: `${site.url}/spa`, schema, options: {} });
  expect(viaBrowser.data).toEqual({ name: 'Rendered Kettle', price: 24 });
  expect(viaBrowser.metadata.engine).toBe('browser');
  const viaHttp = await engineWith({ engine: 'http' }).extract({ url: `${site.url}/spa`, schema, options: {} });
  expect(viaHttp.data.price).toBeNull();
});

test('waitFor a CSS selector waits for an element that appears late; load and networkIdle are accepted', async ({ site, engineWith }) => {
  const engine = engineWith({ engine: 'auto' });
  const schema: JsonSchema = { type: 'object', properties: { match: { type: 'string' }, score: { type: 'string' } }, required: ['score'] };
  const waited = await engine.extract({ url: `${site.url}/late?ms=700`, schema, options: { waitFor: '.scoreboard' } });
  expect(waited.data).toEqual({ match: 'Rovers vs United', score: '2–1' });
  expect(waited.metadata.engine).toBe('browser');
  const notWaited = await engine.extract({ url: `${site.url}/late?ms=3000`, schema, options: { waitFor: 'load' } });
  expect(notWaited.status).toBe('partial');
  expect(notWaited.metadata.missing).toEqual(['/score']);
  const idle = await engine.extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT, options: { waitFor: 'networkIdle' } });
  expect(idle.status).toBe('completed');
});

test('auto mode falls back to HTTP when the browser fails to start', async ({ site, engineWith }) => {
  // An executable that is not a browser: found, but launching it fails.
  const r = await engineWith({ engine: 'auto', browserPath: '/bin/false' }).extract({ url: `${site.url}/product/jsonld`, schema: PRODUCT, options: {} });
  expect(r.metadata.engine).toBe('http');
  expect(r.metadata.sync_retries).toBe(1);
  expect(r.data.name).toBe('Trailblazer 45L Hiking Backpack');
});

test('proxy: the HTTP path goes through it, and it forces HTTP in auto mode', async ({ site, engineWith }) => {
  const proxy = await startHttpProxy();
  try {
    const r = await engineWith({ engine: 'auto' }).extract({ url: `${site.url}/product/microdata`, schema: PRODUCT, options: { proxy: proxy.url } });
    expect(r.data).toEqual({ name: 'AeroPress Original Coffee Maker', price: 39.95, currency: 'EUR' });
    expect(r.metadata.engine).toBe('http');
    // undici tunnels through CONNECT (or forwards a GET): either way the proxy carried the request.
    expect(proxy.seen.some((s) => s.includes(new URL(site.url).host))).toBe(true);
  } finally {
    await proxy.close();
  }
});

test('option rules: waitFor without a browser path, proxy without HTTP, both, unknown model, timeout over the default', async ({ site, engineWith }) => {
  const job = (options: object) => ({ url: `${site.url}/article`, prompt: 'the headline', options });
  const http = engineWith({ engine: 'http' });
  const browser = engineWith({ engine: 'browser' });
  const rules: [Promise<unknown>, RegExp][] = [
    [http.extract(job({ waitFor: '#x' })), /waitFor.*browser/],
    [engineWith({ engine: 'auto', browserPath: '/nonexistent/chrome' }).extract(job({ waitFor: 'load' })), /no browser was found/],
    [browser.extract(job({ proxy: 'http://127.0.0.1:9' })), /proxy.*HTTP/],
    [http.extract(job({ waitFor: 'load', proxy: 'http://127.0.0.1:9' })), /cannot be used together/],
    [http.extract(job({ model: 'gpt-9-ultra' })), /Unknown model "gpt-9-ultra".*builtin-1.*gpt-4.1-mini/],
    [http.extract(job({ model: 'gpt-4.1-mini' })), /needs the openai provider/],
    [http.extract(job({ timeout: 21 })), /between 1 and 20 seconds/],
  ];
  for (const [p, message] of rules) {
    const err = await failure(p);
    expect(err.code).toBe('invalid_request');
    expect(err.family).toBe('config');
    expect(err.message).toMatch(message);
  }
});

test("a job's options are judged once: its run answers with the refusal check() reached", async ({ site, engineWith }) => {
  const http = engineWith({ engine: 'http' });
  const options = { timeout: 21 };
  let refused: unknown;
  try {
    http.check(options);
  } catch (err) {
    refused = err;
  }
  expect(refused).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/between 1 and 20 seconds/) });
  expect(await failure(http.extract({ url: `${site.url}/article`, prompt: 'the headline', options }))).toBe(refused);
});

test('failure families on the HTTP path: 500, 404, blocked, DNS, refused', async ({ site, engineWith }) => {
  const engine = engineWith();
  const run = (url: string) => failure(engine.extract({ url, prompt: 'the headline', options: {} }));
  expect(await run(`${site.url}/status/500`)).toMatchObject({ code: 'upstream_failed', family: 'http_status', extra: { httpStatus: 500 } });
  expect(await run(`${site.url}/status/404`)).toMatchObject({ code: 'upstream_failed', family: 'http_status', extra: { httpStatus: 404 } });
  expect(await run(`${site.url}/blocked`)).toMatchObject({ code: 'upstream_failed', family: 'blocked', extra: { httpStatus: 403 } });
  const dns = await run('http://no-such-host.invalid/');
  expect(dns).toMatchObject({
    code: 'upstream_failed',
    family: 'dns',
    message: 'Could not reach http://no-such-host.invalid/: the host name no-such-host.invalid did not resolve (DNS)',
  });
  expect(dns.extra.raw).toMatch(/ENOTFOUND|EAI_AGAIN/);
  const refused = await run(`http://127.0.0.1:${await closedPort()}/`);
  expect(refused).toMatchObject({ code: 'upstream_failed', family: 'network' });
  expect(refused.extra.raw).toContain('ECONNREFUSED');
});

test('failure families on the browser path, with evidence screenshots on failure', async ({ site, engineWith }) => {
  const engine = engineWith({ engine: 'browser', evidenceScreenshots: 'on_failure' });
  const run = (url: string) => failure(engine.extract({ url, prompt: 'the headline', options: {} }));
  const e500 = await run(`${site.url}/status/500`);
  expect(e500).toMatchObject({ family: 'http_status', extra: { httpStatus: 500 } });
  expect(e500.extra.evidence?.subarray(1, 4).toString()).toBe('PNG');
  expect(await run(`${site.url}/blocked`)).toMatchObject({ family: 'blocked', extra: { httpStatus: 403 } });
  const refused = await run(`http://127.0.0.1:${await closedPort()}/`);
  expect(refused.family).toBe('network');
  expect(refused.extra.raw).toContain('ERR_CONNECTION_REFUSED');
});

test('evidence "always": the browser result carries a PNG', async ({ site, engineWith }) => {
  const r = await engineWith({ engine: 'browser', evidenceScreenshots: 'always' }).extract({ url: `${site.url}/product/plain`, schema: PRODUCT, options: {} });
  expect(r.evidence?.subarray(1, 4).toString()).toBe('PNG');
});

test('timeout: a hanging page is cut at options.timeout on both paths; the browser context is discarded', async ({ site, engineWith }) => {
  for (const mode of ['http', 'browser'] as const) {
    const engine = engineWith({ engine: mode });
    // Warm first, so the 2 s budget is spent on the hanging page rather than on launching Chromium.
    await engine.extract({ url: `${site.url}/article`, prompt: 'the headline', options: {} });
    // The page would hang past this test's own time limit: only the cut at options.timeout lets it pass.
    const err = await failure(engine.extract({ url: `${site.url}/slow?ms=600000`, prompt: 'the headline', options: { timeout: 2 } }));
    expect(err).toMatchObject({ code: 'timeout', family: 'timeout' });
    if (mode === 'browser') expect((engine.state().pool as { discarded: number }).discarded).toBe(1);
  }
});

test('SSRF guard: checked before the fetch and on every redirect, on both paths', async ({ site, engineWith }) => {
  const refuse = async (url: string) => {
    if (url.includes('/article')) throw new ExtractionError('invalid_request', `Refusing to fetch ${url}`, 'config');
  };
  for (const mode of ['http', 'browser'] as const) {
    const engine = engineWith({ engine: mode, allowPrivateNetwork: false, assertPublicUrl: refuse });
    const redirected = await failure(engine.extract({ url: `${site.url}/redirect?to=/article`, prompt: 'the headline', options: {} }));
    expect(redirected).toMatchObject({ code: 'invalid_request', family: 'config' });
    expect(redirected.message).toContain('/article');
  }
  // The real guard refuses loopback when private networks are not allowed.
  const real = engineWith({ allowPrivateNetwork: false });
  const err = await failure(real.extract({ url: `${site.url}/article`, prompt: 'the headline', options: {} }));
  expect(err).toMatchObject({ code: 'invalid_request', family: 'egress' });
  expect(err.message).toMatch(/private or local address/);
});
