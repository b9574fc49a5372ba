/**
 * CDP proxy overhead: page.evaluate('1+1') round trips and goto to a fixture page, with
 * puppeteer-core through the proxy (CDP → BiDi) beside puppeteer-core driving the same Firefox
 * binary over BiDi directly, in the same run. Target: proxy ≤ 1.3× direct. Clicks are shown beside
 * them without a target: the proxy holds each release back for a multi-click's next press
 * (server/cdp/bidi/bidi-clicks.ts), which a single click pays.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createCdpProxy } from '../server/cdp/index';
import { figure, percentiles, section } from './report';

const FIREFOX = process.env.PLUCK_BENCH_FIREFOX ?? '/usr/bin/firefox-esr';
// Enough round trips, after a warm-up that compiles the proxy's path, that the p50 is steady state: 300 runs
// after 5 gave ratios from 1.19× to 1.37× for the same build.
const EVALS = 2000;
const EVAL_WARMUP = 300;
const GOTOS = 40;
const CLICKS = 60;

async function fixture(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>Bench</title><p>bench</p><button onclick="window.clicks = (window.clicks ?? 0) + 1">b</button>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function timeEach(n: number, fn: () => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

async function measure(browser: Browser, url: string): Promise<{ evaluate: number; goto: number; click: number }> {
  const page = await browser.newPage();
  await page.goto(url);
  const evaluate = percentiles(await timeEach(EVALS, () => page.evaluate('1+1'), EVAL_WARMUP)).p50;
  const goto = percentiles(await timeEach(GOTOS, () => page.goto(url))).p50;
  const click = percentiles(await timeEach(CLICKS, () => page.click('button'))).p50;
  await page.close();
  return { evaluate, goto, click };
}

const CONNECTIONS = 100;

/** Heap (proxy and clients share this process) and model listener counts around many client connections. */
async function connectionChurn(
  proxy: Awaited<ReturnType<typeof createCdpProxy>>,
): Promise<{ before: number; after: number; listenersBefore: number; listenersAfter: number }> {
  // A full collection before each reading, so the figure is what stays reachable, not garbage not yet collected.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const heap = () => {
    gc();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  const connectOnce = async () => {
    const client = await puppeteer.connect({ browserURL: proxy.url, defaultViewport: null });
    await client.pages();
    await client.disconnect();
  };
  for (let i = 0; i < 10; i++) await connectOnce();
  const before = heap();
  const listenersBefore = proxy.diagnostics().listeners;
  for (let i = 0; i < CONNECTIONS; i++) await connectOnce();
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { before, after: heap(), listenersBefore, listenersAfter: proxy.diagnostics().listeners };
}

/** Runs the CDP proxy benchmark. */
export async function benchCdp(): Promise<void> {
  section('CDP proxy (puppeteer-core → proxy → firefox-esr over BiDi) vs puppeteer-core over BiDi directly');
  const site = await fixture();
  try {
    const direct = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, protocol: 'webDriverBiDi', headless: true });
    const base = await measure(direct, site.url).finally(() => direct.close());

    const proxy = await createCdpProxy({ backend: 'bidi', binary: FIREFOX, headless: true, port: 0, bidiPort: 0 });
    try {
      const viaProxy = await puppeteer.connect({ browserURL: proxy.url, defaultViewport: null });
      const through = await measure(viaProxy, site.url).finally(() => viaProxy.disconnect());
      figure(`page.evaluate('1+1') p50 (${EVALS} runs)`, through.evaluate, 'ms', { name: 'direct BiDi', value: base.evaluate });
      figure(`page.goto(fixture) p50 (${GOTOS} runs)`, through.goto, 'ms', { name: 'direct BiDi', value: base.goto });
      console.log('target: ratio ≤ 1.30× for both');
      figure(`page.click(button) p50 (${CLICKS} runs)`, through.click, 'ms', { name: 'direct BiDi', value: base.click });
      console.log('no target: a release waits 20 ms for a double click to go on (server/cdp/bidi/bidi-clicks.ts)');
      const churn = await connectionChurn(proxy);
      figure(`proxy heap after ${CONNECTIONS} connections in a row`, churn.after, 'MB', { name: 'after the first 10', value: churn.before });
      figure(`model listeners after ${CONNECTIONS} connections`, churn.listenersAfter, 'listeners', { name: 'before', value: churn.listenersBefore });
      console.log('target: flat (heap within a few MB, listeners equal)');
    } finally {
      await proxy.close();
    }
  } finally {
    await site.close();
  }
}
