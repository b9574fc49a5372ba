/**
 * An MCP `extract` tool call (Streamable HTTP, the SDK's own client) beside the same POST /v1/extract, in the same
 * run on the same server: schema extraction, the result cache off so each call extracts. Calls alternate between the
 * two paths so drift of the machine falls on both alike. Three runs:
 * - the browser engine (Pluck's usual path) on the fixture product pages;
 * - the HTTP engine on the real shop pages of ../shared/corpora/product-pages, served on loopback, as a user's
 *   extraction of a real page costs;
 * - the HTTP engine on the fixture pages, a few kilobytes each, whose extractions of about 2 ms show the protocol's
 *   fixed cost per call (the p50 difference) as a large ratio.
 * The same tools/call posted with plain fetch splits that fixed cost between the server and the SDK's client, whose
 * own per-call work (its zod checks of the answer, headers, a timer, and an abort listener undici adds to the
 * transport's one signal for every request, counted on each until collected) no answer of the server's can spare it.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startServer } from '../server/index';
import { findBrowser } from '../server/providers/browser/find-browser';
import { startFixtureSite } from '../test/site/server';
import { startCorpusSite } from './quality/corpus-site';
import { loadProductCorpus, PRODUCT_SCHEMA } from './quality/product-pages';
import { figure, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const SCHEMA = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] };
const FIXTURE_PAGES = ['/product/jsonld', '/product/microdata', '/product/plain'];
const KEY = 'pk_bench_key_0123456789';
// dist/bench/mcp.bench.js → the repository root.
const ROOT = path.resolve(__dirname, '..', '..');

/** What one run extracts: its name in the figures, the pages' URLs (call i reads page i mod their number), the schema. */
interface Workload {
  name: string;
  urls: string[];
  schema: object;
}

/** p50 and p99 of both paths on one server, `n` calls each after `warmup` of each. */
async function compare(engine: 'browser' | 'http', work: Workload, n: number, warmup: number): Promise<void> {
  const browserPath = engine === 'browser' ? findBrowser() : undefined;
  if (engine === 'browser' && !browserPath) {
    console.log('browser engine: no Chromium found, skipped');
    return;
  }
  const dataDir = tempDir('pluck-bench-');
  const pluck = await startServer({
    port: 0,
    dataDir,
    adminKey: KEY,
    log: false,
    engine,
    browserPath,
    rateLimitPerSecond: 0,
    allowPrivateNetwork: true,
    cacheTtlSeconds: 0,
    // Three calls a round: past the default free tier, the last calls would be refused.
    freeTierMonthly: 1_000_000,
  });
  const client = new Client({ name: 'pluck-bench', version: '1.0.0' });
  try {
    const headers = { Authorization: `Bearer ${KEY}` };
    await client.connect(new StreamableHTTPClientTransport(new URL(`${pluck.url}/mcp`), { requestInit: { headers } }));
    const body = (i: number) => ({ url: work.urls[i % work.urls.length], schema: work.schema });
    const overHttp = async (i: number) => {
      const res = await fetch(`${pluck.url}/v1/extract`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body(i)),
      });
      // A real page may leave a required field unstated (partial): the same answer on both paths all the same.
      const answer = (await res.json()) as { status: string };
      if (res.status !== 200 || answer.status === 'failed') throw new Error(`POST /v1/extract answered ${res.status} ${JSON.stringify(answer)}`);
    };
    const overMcp = async (i: number) => {
      const r = await client.callTool({ name: 'extract', arguments: body(i) });
      if (r.isError) throw new Error(`extract tool failed: ${JSON.stringify(r.content)}`);
    };
    const overMcpFetch = async (i: number) => {
      const res = await fetch(`${pluck.url}/mcp`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'extract', arguments: body(i) } }),
      });
      const answer = (await res.json()) as { result?: { isError?: boolean } };
      if (res.status !== 200 || !answer.result || answer.result.isError) throw new Error(`POST /mcp answered ${res.status} ${JSON.stringify(answer)}`);
    };
    const timed = async (fn: (i: number) => Promise<void>, i: number, into: number[]) => {
      const t0 = performance.now();
      await fn(i);
      into.push(performance.now() - t0);
    };
    for (let i = 0; i < warmup; i++) {
      await overHttp(i);
      await overMcp(i);
      await overMcpFetch(i);
    }
    const http: number[] = [];
    const mcp: number[] = [];
    const mcpFetch: number[] = [];
    const paths = [
      [overHttp, http],
      [overMcp, mcp],
      [overMcpFetch, mcpFetch],
    ] as const;
    for (let i = 0; i < n; i++) {
      // Which path goes first turns too, so none always follows another's garbage.
      for (let k = 0; k < paths.length; k++) {
        const [fn, into] = paths[(i + k) % paths.length];
        await timed(fn, i, into);
      }
    }
    const h = percentiles(http);
    const m = percentiles(mcp);
    const f = percentiles(mcpFetch);
    const at = `${engine} engine, ${work.name}`;
    console.log(`-- ${at}: ${n} calls each path`);
    figure('POST /v1/extract p50', h.p50, 'ms');
    figure('MCP tools/call extract p50', m.p50, 'ms', { name: 'HTTP', value: h.p50 });
    figure('MCP fixed cost per call (p50 difference)', m.p50 - h.p50, 'ms');
    figure("the same tools/call posted with fetch p50 (the server's share)", f.p50, 'ms', { name: 'HTTP', value: h.p50 });
    figure('MCP tools/call extract p99', m.p99, 'ms', { name: 'HTTP', value: h.p99 });
    // Pages of a real corpus differ tenfold in cost, so the p50s of two samples drift with which pages fall mid-way;
    // each round's two calls read the same page, and their ratio does not.
    const paired = percentiles(mcp.map((ms, i) => ms / http[i])).p50;
    console.log(`${'MCP / HTTP, median of the same page in the same round'.padEnd(52)} ${paired.toFixed(2).padStart(10)} ×`);
  } finally {
    await client.close();
    await pluck.close();
  }
}

/** Runs the MCP benchmark. */
export async function benchMcp(): Promise<void> {
  section('MCP extract vs the same HTTP extract (alternating, sequential, one server per engine)');
  const site = await startFixtureSite();
  const real = loadProductCorpus(ROOT);
  const shops = real && (await startCorpusSite(real.map((p) => ({ url: p.truth.url, file: p.file }))));
  try {
    const fixtures = { name: 'fixture product pages', urls: FIXTURE_PAGES.map((p) => `${site.url}${p}`), schema: SCHEMA };
    await compare('browser', fixtures, 300, 20);
    if (real && shops) {
      const urls = real.map((p) => shops.urlOf(p.truth.url));
      await compare('http', { name: `real shop pages (${urls.length}, ../shared/corpora)`, urls, schema: PRODUCT_SCHEMA }, 3 * urls.length, urls.length);
    } else console.log('corpus missing: ../shared/corpora/product-pages (the real-page run skipped)');
    await compare('http', fixtures, 300, 30);
    console.log('target: MCP p50 at most 1.10× the HTTP p50');
  } finally {
    await shops?.close();
    await site.close();
  }
}
