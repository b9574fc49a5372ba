/**
 * The HTTP path on a 1 MB product page (a long review list, as big shops serve): server time of a
 * builtin extraction (metadata.duration_ms) beside a bare fetch + cheerio parse of the same page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as cheerio from 'cheerio';
import { request } from 'undici';
import type { JsonSchema } from '../../server/engine/types';
import { createProviderRegistry } from '../../server/engine/provider-registry';
import { wireEngine } from '../../server/providers/wire-engine';
import { figure, percentiles, section } from '../report';

const RUNS = 20;
const SCHEMA: JsonSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' }, availability: { type: 'string' } },
  required: ['name', 'price'],
};

/** A product page of about `bytes` bytes: the buy box, then reviews. */
function largePage(bytes: number): string {
  const head = `<!doctype html><html lang="en"><head><title>Trail Jacket | Big Shop</title></head><body><main><h1>Trail Jacket: Storm Edition</h1><span class="price">$149.00</span><p>In stock</p><table><tr><th>Item number</th><td>BS-2231</td></tr></table><section class="reviews">`;
  const review = (i: number) =>
    `<div class="review"><span class="review-author">Customer ${i}</span><span class="rating">${(i % 5) + 1} out of 5</span><p>Review ${i}: warm enough for autumn hikes, the hood fits over a helmet and the zips run smoothly in the cold.</p></div>`;
  const parts = [head];
  let size = head.length;
  for (let i = 0; size < bytes; i++) {
    const r = review(i);
    parts.push(r);
    size += r.length;
  }
  return `${parts.join('')}</section></main></body></html>`;
}

/** Prints the p50 server time on a 1 MB page. */
export async function benchLargePage(): Promise<void> {
  const html = largePage(1_000_000);
  const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p`;
  const engine = wireEngine(
    { engine: 'http', browserPoolSize: 1, allowPrivateNetwork: true, llmProvider: 'builtin', extractTimeoutSeconds: 60, evidenceScreenshots: 'on_failure' },
    createProviderRegistry(),
  );
  section(`HTTP path on a ${(html.length / 1e6).toFixed(2)} MB product page (${RUNS} sequential runs)`);
  try {
    const ours: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const r = await engine.extract({ url, schema: SCHEMA, options: {} });
      let t = performance.now();
      cheerio.load(await (await request(url)).body.text());
      t = performance.now() - t;
      // The first runs warm the JIT and are not counted.
      if (i >= 3) {
        ours.push(r.metadata.duration_ms);
        bare.push(t);
      }
    }
    const p50 = percentiles(ours).p50;
    figure('pluck HTTP extract server time p50', p50, 'ms', { name: 'bare fetch + cheerio.load p50', value: percentiles(bare).p50 });
    console.log(`goal: ≤ 100 ms → ${p50 <= 100 ? 'met' : 'NOT met'}`);
  } finally {
    await engine.close();
    await new Promise((r) => server.close(r));
  }
}
