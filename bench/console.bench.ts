/**
 * Console first load: the history page of a store with 1,000 runs, in Chromium, until its rows are
 * on screen — beside a static HTML page with the same 1,000 rows served by the same server, and the
 * history API call alone, measured in the same run. Target: first load under 1 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createClient } from '../server/client/index';
import { openSqliteDatabase } from '../server/db/sqlite/sqlite-database';
import { createExtractionsService } from '../server/modules/extractions/extractions.service';
import { createExtractionsStore } from '../server/db/stores/extractions';
import { startServer } from '../server/index';
import { figure, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const ROWS = 1000;
const RUNS = 7;
/** The console's first page of history (ui/src/features/history/use-history.ts PAGE_SIZE). */
const FIRST_PAGE = 100;
const CHROMIUM = process.env.PLUCK_BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** Seeds ROWS finished runs (every tenth failed) into a fresh data folder. */
async function seed(dataDir: string): Promise<void> {
  const db = await openSqliteDatabase(path.join(dataDir, 'pluck.db'));
  const history = createExtractionsService(createExtractionsStore(db));
  for (let i = 0; i < ROWS; i++) {
    const url = `https://shop.example/products/${i}`;
    const id = await history.start({ tenantId: 'default', mode: 'extract', url, request: { url, prompt: 'name and price' } });
    if (i % 10 === 9) {
      await history.fail(id, {
        error: `HTTP 503 from ${url}`,
        errorCode: 'upstream_failed',
        failure: { family: 'http_status', retry_class: 'backoff', retryable: true, operator_hint: 'The site is overloaded; retry later.' },
        durationMs: 120,
      });
    } else {
      await history.succeed(id, {
        status: 'completed',
        result: { name: `Product ${i}`, price: i },
        duration_ms: 200 + (i % 50),
        tokens: 0,
        cost: 0,
        pages: 1,
        completeness: 1,
        sync_retries: 0,
        cached: false,
        engine: 'http',
        provider: 'builtin',
        model: 'builtin-1',
      });
    }
  }
  await db.close();
}

/** Writes, beside the console, a static page holding the same rows as a plain table. */
function writeBaseline(dir: string, rows: { created_at: string; status: string; url: string }[]): void {
  const body = rows.map((r) => `<tr><td>${r.created_at}</td><td>${r.status}</td><td>${r.url}</td></tr>`).join('');
  fs.writeFileSync(path.join(dir, 'baseline.html'), `<!doctype html><title>baseline</title><table id="t"><tbody>${body}</tbody></table>`);
}

/** Bytes of the console bundle, raw and gzipped. */
function bundleSize(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of fs.readdirSync(path.join(dir, 'assets'))) {
    const buf = fs.readFileSync(path.join(dir, 'assets', f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf).length;
  }
  return { raw, gzip };
}

/** Median ms of `RUNS` cold loads (fresh browser context each) until `ready` holds in the page. */
async function coldLoad(browser: Browser, url: string, key: string, ready: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.evaluateOnNewDocument((k: string) => sessionStorage.setItem('pluck.apiKey', k), key);
    const t0 = performance.now();
    await page.goto(url);
    await page.waitForFunction(ready, { polling: 'raf' });
    samples.push(performance.now() - t0);
    await ctx.close();
  }
  return percentiles(samples).p50;
}

/** Median ms from navigation until every seeded row is rendered, paging with "Load older". */
async function loadAll(browser: Browser, url: string, key: string): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.createBrowserContext();
    const page = await ctx.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.evaluateOnNewDocument((k: string) => sessionStorage.setItem('pluck.apiKey', k), key);
    await page.goto(url);
    // Paged inside the page and timed on its clock (0 = navigation start), so the figure is the
    // console's own work, not the round trips of driving it from here.
    const ms = await page.evaluate(
      async (sel: string, total: number) => {
        const count = () => document.querySelectorAll(sel).length;
        const grown = (n: number, act?: () => void) =>
          new Promise<void>((resolve) => {
            const check = () => {
              if (count() <= n) return;
              ob.disconnect();
              resolve();
            };
            const ob = new MutationObserver(check);
            ob.observe(document.body, { subtree: true, childList: true });
            check();
            act?.();
          });
        await grown(0);
        while (count() < total) {
          const more = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Load older');
          await grown(count(), () => more?.click());
        }
        return performance.now();
      },
      '[data-testid="history-table"] tbody tr',
      ROWS,
    );
    samples.push(ms);
    await ctx.close();
  }
  return percentiles(samples).p50;
}

/** Runs the console benchmark. */
export async function benchConsole(): Promise<void> {
  section(`Console first load (${ROWS} history rows, Chromium, median of ${RUNS} cold loads)`);
  if (!fs.existsSync(path.resolve('ui/dist/index.html'))) throw new Error('ui/dist is missing: run npm run build:ui');
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM} (set PLUCK_BENCH_CHROMIUM)`);
    return;
  }
  const dataDir = tempDir('pluck-bench-console-');
  const key = 'pk_bench_console_0123456789';
  const options = { port: 0, dataDir, adminKey: key, log: false, engine: 'http' as const, rateLimitPerSecond: 0 };
  // A first start creates the schema and the operator tenant the seeded rows belong to.
  await (await startServer(options)).close();
  await seed(dataDir);
  const uiDir = tempDir('pluck-bench-ui-');
  fs.cpSync(path.resolve('ui/dist'), uiDir, { recursive: true });
  const server = await startServer({ ...options, uiDir });
  const all = [];
  for (let cursor: string | undefined; ;) {
    const page = await createClient({ baseUrl: server.url, apiKey: key }).extractions({ limit: 500, cursor });
    all.push(...page.items);
    if (!page.next_cursor) break;
    cursor = page.next_cursor;
  }
  writeBaseline(uiDir, all);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const client = createClient({ baseUrl: server.url, apiKey: key });
    const apiSamples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await client.extractions({ limit: FIRST_PAGE });
      apiSamples.push(performance.now() - t0);
    }
    const apiMs = percentiles(apiSamples).p50;
    const staticMs = await coldLoad(browser, `${server.url}/baseline.html`, key, `document.querySelectorAll('#t tr').length === ${ROWS}`);
    const consoleMs = await coldLoad(
      browser,
      `${server.url}/#/history`,
      key,
      `document.querySelectorAll('[data-testid="history-table"] tbody tr').length === ${FIRST_PAGE}`,
    );
    const allMs = await loadAll(browser, `${server.url}/#/history`, key);
    const size = bundleSize(path.resolve('ui/dist'));
    console.log(`rows in store: ${all.length}; console bundle: ${(size.raw / 1024).toFixed(1)} kB raw, ${(size.gzip / 1024).toFixed(1)} kB gzip`);
    figure('GET /v1/extractions?limit=100 alone (node client)', apiMs, 'ms');
    figure(`static page, ${ROWS}-row table, same server`, staticMs, 'ms');
    figure(`console #/history first load (${FIRST_PAGE} rows shown)`, consoleMs, 'ms', { name: 'static table', value: staticMs });
    figure(`console #/history, all ${ROWS} rows (9 × Load older)`, allMs, 'ms', { name: 'static table', value: staticMs });
    console.log(`target: console first load < 1000 ms — ${consoleMs < 1000 ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await server.close();
  }
}
