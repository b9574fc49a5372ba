/**
 * POST /v1/extract through the API on both fetch paths — the browser (Chromium from the warm pool)
 * and plain HTTP — against the fixture site: the same requests must give the same answers, and
 * each path's own options and failures must be reported the same way.
 */
import { startHttpProxy } from '../support/http-proxy';
import { startEngineEnv, type EngineEnv } from '../support/engine-env';
import { closedPort } from '../support/ports';
import { expect, test } from '../support/server';

const PRODUCT = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, currency: { type: 'string' }, sku: { type: 'string' }, colour: { type: 'string' } },
  required: ['name', 'price'],
};
const PRODUCTS = {
  type: 'object',
  properties: {
    products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' } } } },
  },
};

for (const engine of ['http', 'browser'] as const) {
  test.describe(`${engine} path`, () => {
    test.describe.configure({ mode: 'serial' });
    let env: EngineEnv;
    test.beforeAll(async () => (env = await startEngineEnv(engine)));
    test.afterAll(() => env?.close());

    test('schema: filled fields, "$1,299.00" read as a number, an optional field the page lacks is null', async () => {
      const r = await env.server.admin.extract({ url: `${env.site.url}/product/plain`, schema: PRODUCT });
      expect(r.status).toBe('completed');
      expect(r.data).toEqual({ name: 'Northwind ProDesk 27" 4K Monitor', price: 1299, currency: 'USD', sku: 'NW-PD27-4K', colour: null });
      expect(r.metadata).toMatchObject({ engine, completeness: 0.8, tokens: 0, cost: 0, pages: 1 });
      expect(r.metadata.duration_ms).toBeGreaterThan(0);
      expect(r.free_tier_remaining).toBeLessThan(1000);
      expect((await env.server.admin.extractionResult(r.id)).data).toEqual(r.data);
    });

    test('prompt: nouns become fields; a schema the page cannot satisfy is partial with missing pointers', async () => {
      const r = await env.server.admin.extract({ url: `${env.site.url}/news`, prompt: 'the headline and the author' });
      expect(r.data).toEqual({ headline: 'City council approves $2.4bn budget after late-night session', author: 'Marco Díaz' });
      const partial = await env.server.admin.extract({ url: `${env.site.url}/article`, schema: PRODUCT });
      expect(partial.status).toBe('partial');
      // A blog post sells nothing: no price, and its title is no product's name.
      expect(partial.metadata.missing).toEqual(['/name', '/price']);
      expect(partial.metadata.reason).toContain('/price');
    });

    test('pagination over three pages: the overlapping item once, the sparse duplicate filled; max_pages cuts it', async () => {
      const all = await env.server.admin.extract({ url: `${env.site.url}/products`, schema: PRODUCTS, options: { paginate: true } });
      const items = all.data.products as { name: string }[];
      expect(all.metadata.pages).toBe(3);
      expect(items.map((p) => p.name)).toEqual(['Alpha Lamp', 'Beta Chair', 'Gamma Desk', 'Delta Mug', 'Epsilon Shelf', 'Zeta Rug', 'Eta Clock', 'Theta Vase']);
      // Page 1 has Delta Mug's price only, page 3 its SKU only: one record with both.
      expect(items).toContainEqual({ name: 'Delta Mug', price: 8, sku: 'DM-700' });
      const two = await env.server.admin.extract({ url: `${env.site.url}/products`, schema: PRODUCTS, options: { paginate: true, max_pages: 2 } });
      expect(two.metadata.pages).toBe(2);
      expect((two.data.products as unknown[]).length).toBe(6);
      expect(two.data.products).toContainEqual({ name: 'Delta Mug', price: 8, sku: null });
      const one = await env.server.admin.extract({ url: `${env.site.url}/products`, schema: PRODUCTS });
      expect(one.metadata.pages).toBe(1);
    });

    test('a repeat is answered from the cache and marked cached in history', async () => {
      const req = { url: `${env.site.url}/product/jsonld`, schema: PRODUCT, options: { timeout: 20 } };
      const first = await env.server.admin.extract(req);
      const again = await env.server.admin.extract(req);
      expect(again.data).toEqual(first.data);
      expect(again.metadata).toMatchObject({ cached: true, duration_ms: 0 });
      const rows = (await env.server.admin.extractions()).items;
      expect(rows.find((row) => row.id === again.id)).toMatchObject({ cached: true, status: 'completed' });
      expect(rows.find((row) => row.id === first.id)).toMatchObject({ cached: false, engine });
    });

    test('options that do not fit this path, or their bounds, answer 400 and record nothing', async () => {
      const before = (await env.server.admin.extractions()).items.length;
      const url = `${env.site.url}/article`;
      const bad = async (options: Record<string, unknown>, message: RegExp) => {
        const r = await env.server.admin.raw('POST', '/v1/extract', { url, prompt: 'the headline', options });
        expect(r.status, JSON.stringify(options)).toBe(400);
        expect(r.body).toMatchObject({ code: 'invalid_request' });
        expect((r.body as { error: string }).error).toMatch(message);
      };
      await bad({ max_pages: 0 }, /max_pages/);
      await bad({ max_pages: 6 }, /max_pages/);
      await bad({ timeout: 0 }, /timeout/);
      await bad({ timeout: 61 }, /timeout/);
      await bad({ model: 'nope-1' }, /Known models/);
      await bad({ waitFor: '#late', proxy: 'http://127.0.0.1:3128' }, /cannot be used together/);
      await bad({ proxy: 'ftp://127.0.0.1:21' }, /proxy/);
      await bad({ colour: 'red' }, /colour/);
      const neither = await env.server.admin.raw('POST', '/v1/extract', { url });
      expect(neither.status).toBe(400);
      expect(neither.body).toMatchObject({ code: 'invalid_request', details: { field: 'schema' } });
      if (engine === 'http') await bad({ waitFor: '#late' }, /waitFor/);
      if (engine === 'browser') await bad({ proxy: 'http://127.0.0.1:3128' }, /proxy/);
      // Async and batch requests are checked the same way before anything is queued.
      const pathless = engine === 'http' ? { waitFor: '#late' } : { proxy: 'http://127.0.0.1:3128' };
      for (const [path, body] of [
        ['/v1/extract', { url, prompt: 'the headline', async: true, options: { model: 'nope-1' } }],
        ['/v1/batch', { urls: [url, `${env.site.url}/news`], prompt: 'the headline', options: pathless }],
      ] as const) {
        const r = await env.server.admin.raw('POST', path, body);
        expect(r.status, path).toBe(400);
        expect(r.body).toMatchObject({ code: 'invalid_request', details: { field: expect.stringMatching(/^options\./) } });
      }
      expect((await env.server.admin.extractions()).items.length).toBe(before);
    });

    test('a page is read in the charset it declares, one that declares none as UTF-8, whether read as rendered or as served', async () => {
      const story = { type: 'object', properties: { headline: { type: 'string' }, body: { type: 'string' } } };
      // The others declare ISO-8859-1 or GB2312 in their <meta> and are UTF-8 all the same (a page saved or moved to UTF-8
      // that kept its old <meta>): rendered or read as served, its bytes are read as UTF-8, not as the <meta> says.
      const declaring = ['/undeclared?meta=iso-8859-1', '/undeclared?stall=1&meta=iso-8859-1', '/undeclared?meta=gb2312', '/undeclared?stall=1&meta=gb2312'];
      for (const path of ['/undeclared', '/undeclared?stall=1', ...declaring]) {
        const r = await env.server.admin.extract({ url: `${env.site.url}${path}`, schema: story });
        expect(r.data.headline, path).toBe('Café owners’ “quiet” week in São Paulo');
        expect(r.data.body, path).toContain('Baristas in São Paulo and Zürich said the week was “quiet” — a flat white still costs 4 € — and nobody’s worried');
        // The stalled page is read as it was served, the other as its DOM stands.
        if (engine === 'browser') expect(!!r.metadata.wait_cut, path).toBe(path.includes('stall'));
      }
      // A page in GBK, as its <meta> says.
      for (const path of ['/gbk', '/gbk?stall=1']) {
        const r = await env.server.admin.extract({ url: `${env.site.url}${path}`, schema: story });
        expect(r.data.headline, path).toBe('新电脑已可利用记忆自学');
        expect(r.data.body, path).toContain('谷歌旗下的人工智能公司开发出一款能够用自己的记忆学习新知识');
        if (engine === 'browser') expect(!!r.metadata.wait_cut, path).toBe(path.includes('stall'));
      }
    });

    test("a price in its script's own digits, between direction marks, is read as a number and its currency named", async () => {
      const arabic = await env.server.admin.extract({ url: `${env.site.url}/numerals`, schema: PRODUCT });
      expect(arabic.status).toBe('completed');
      expect(arabic.data).toMatchObject({ name: 'مقلاة حديد زهر', price: 1299.99, currency: 'SAR' });
      // The Israeli shop's script formats its price in the browser: the HTTP path sees none and says so.
      const hebrew = await env.server.admin.extract({ url: `${env.site.url}/numerals?script=1`, schema: PRODUCT });
      if (engine === 'browser') {
        expect(hebrew.status).toBe('completed');
        expect(hebrew.data).toMatchObject({ name: 'מחבת ברזל יצוק', price: 249.9, currency: 'ILS' });
      } else {
        expect(hebrew.status).toBe('partial');
        expect(hebrew.metadata.missing).toContain('/price');
      }
    });

    if (engine === 'browser') {
      test('waitFor: a selector that appears late is waited for; one that never appears is a 504', async () => {
        const r = await env.server.admin.extract({
          url: `${env.site.url}/late?ms=400`,
          schema: { type: 'object', properties: { score: { type: 'string' } }, required: ['score'] },
          options: { waitFor: '.scoreboard' },
        });
        expect(r.data).toEqual({ score: '2–1' });
        const never = await env.server.admin.raw('POST', '/v1/extract', {
          url: `${env.site.url}/article`,
          prompt: 'the headline',
          options: { waitFor: '#never', timeout: 2 },
        });
        expect(never.status).toBe(504);
        const body = never.body as { code: string; error: string; details: { family: string; extraction_id: string } };
        expect(body).toMatchObject({ code: 'timeout', details: { family: 'wait_for' } });
        // The page answered at once: the message says the selector never appeared, not that the page did not answer.
        expect(body.error).toMatch(
          new RegExp(`^${env.site.url}/article loaded \\(HTTP 200\\) in \\d+ ms, but the options.waitFor selector "#never" never appeared within 2s$`),
        );
        const row = (await env.server.admin.extractions({ status: 'failed' })).items.find((i) => i.id === body.details.extraction_id);
        expect(row).toMatchObject({
          error: body.error,
          failure: { family: 'wait_for', retry_class: 'after_config_change', operator_hint: expect.stringContaining('selector never appeared') },
        });
      });
    } else {
      test('proxy: the page is fetched through the given HTTP proxy', async () => {
        const proxy = await startHttpProxy();
        try {
          const r = await env.server.admin.extract({ url: `${env.site.url}/product/microdata`, schema: PRODUCT, options: { proxy: proxy.url } });
          expect(r.data).toMatchObject({ name: 'AeroPress Original Coffee Maker', price: 39.95 });
          // undici tunnels plain HTTP through CONNECT too.
          expect(proxy.seen).toContain(`CONNECT ${new URL(env.site.url).host}`);
        } finally {
          await proxy.close();
        }
      });
    }

    test('failing pages: a clear status and code, and a failed history row with the raw error and the failure object', async () => {
      const port = await closedPort();
      const cases = [
        { url: `${env.site.url}/status/500`, status: 502, code: 'upstream_failed', family: 'http_status', raw: /500/, details: { http_status: 500 } },
        { url: `${env.site.url}/blocked`, status: 502, code: 'upstream_failed', family: 'blocked', raw: /403/ },
        { url: `http://127.0.0.1:${port}/`, status: 502, code: 'upstream_failed', family: 'network', raw: /REFUSED/ },
        // The browser dials through the egress proxy, which alone sees the name fail: plain HTTP and a tunnel (HTTPS) alike.
        {
          url: 'http://no-such-host.invalid/',
          status: 502,
          code: 'upstream_failed',
          family: 'dns',
          raw: /ENOTFOUND|EAI_AGAIN/,
          message: /no-such-host\.invalid did not resolve \(DNS\)/,
        },
        {
          url: 'https://no-such-host.invalid/',
          status: 502,
          code: 'upstream_failed',
          family: 'dns',
          raw: /ENOTFOUND|EAI_AGAIN/,
          message: /no-such-host\.invalid did not resolve \(DNS\)/,
        },
        { url: `${env.site.url}/slow?ms=20000`, status: 504, code: 'timeout', family: 'timeout', raw: /./, options: { timeout: 1 } },
      ];
      for (const c of cases) {
        const r = await env.server.admin.raw('POST', '/v1/extract', { url: c.url, prompt: 'the headline', options: c.options ?? {} });
        expect(r.status, c.url).toBe(c.status);
        const body = r.body as { code: string; error: string; details: { family: string; extraction_id: string } };
        expect(body).toMatchObject({ code: c.code, details: { family: c.family, ...c.details } });
        if (c.message) expect(body.error).toMatch(c.message);
        const row = (await env.server.admin.extractions({ status: 'failed' })).items.find((i) => i.id === body.details.extraction_id);
        expect(row, c.url).toMatchObject({ status: 'failed', mode: 'extract', url: c.url, error_code: c.code, failure: { family: c.family } });
        expect(row?.error).toMatch(c.raw);
        // A failed row says how long the run took, and its messages quote whole milliseconds.
        expect(Number.isInteger(row?.duration_ms), c.url).toBe(true);
        expect(row?.error).not.toMatch(/\d\.\d+ ?ms\b/);
        expect(Object.keys(row?.failure ?? {}).sort()).toEqual(['family', 'operator_hint', 'retry_class', 'retryable']);
      }
    });
  });
}
