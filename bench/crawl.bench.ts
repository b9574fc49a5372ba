/**
 * `npm run bench crawl`: crawls of a generated local site of 10,000 pages (test/support/generated-site.ts)
 * through the API, on the HTTP path and on the browser path (a smaller site: a browser renders each
 * page), beside a baseline crawler measured in the same run — a minimal undici fetch + link regex
 * loop with the same concurrency and no frontier store, robots, scope or markdown. Also the server's
 * RSS growth from page 1,000 to the last. Goals: HTTP ≥ 150 pages/s, browser ≥ 20 pages/s, RSS
 * growth < 50 MB. Nothing is asserted. `--quick` crawls 2,000 pages; `--http-only` runs the baseline and
 * the HTTP path alone (its speed and RSS growth), without the heap-capped run and the browser path.
 */
import fs from 'node:fs';
import { request } from 'undici';
import { createClient } from '../server/client/index';
import { findBrowser } from '../server/providers/browser/find-browser';
import { startGeneratedSite, type GeneratedSite } from '../test/support/generated-site';
import { ensureServerBuilt, startServerProcess } from '../test/support/server-process';
import { figure, section } from './report';
import { tempDir } from '../test/support/server';

const KEY = 'pk_bench_crawl_0123456789abcdef';
const CONCURRENCY = 8;
const BROWSER_PAGES = 300;

/** Resident set size of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return kb ? Number(kb[1]) / 1024 : NaN;
}

/** The baseline: fetch, find links by regex, de-duplicate in a Set, CONCURRENCY at a time. */
async function baselineCrawl(site: GeneratedSite, pages: number): Promise<number> {
  const seen = new Set<string>([`${site.url}/p/0`]);
  const queue = [`${site.url}/p/0`];
  let inFlight = 0;
  let done = 0;
  const t0 = performance.now();
  await new Promise<void>((resolve) => {
    const pump = () => {
      if (done >= pages || (queue.length === 0 && inFlight === 0)) return resolve();
      while (inFlight < CONCURRENCY && queue.length) {
        const url = queue.shift()!;
        inFlight++;
        void request(url)
          .then((r) => r.body.text())
          .then((html) => {
            for (const m of html.matchAll(/href="([^"]+)"/g)) {
              const u = new URL(m[1], url).toString();
              if (!seen.has(u) && seen.size < pages) {
                seen.add(u);
                queue.push(u);
              }
            }
          })
          .finally(() => {
            inFlight--;
            done++;
            pump();
          });
      }
    };
    pump();
  });
  return (done / (performance.now() - t0)) * 1000;
}

/** Crawls `pages` pages of the site through a server on `engine`; pages/s and RSS at page 1,000 and at the end. */
async function pluckCrawl(site: GeneratedSite, pages: number, engine: 'http' | 'browser', nodeOptions?: string) {
  const server = await startServerProcess({
    ...process.env,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-bench-crawl-'),
    PLUCK_ADMIN_KEY: KEY,
    PLUCK_LOG: '0',
    PLUCK_ENGINE: engine,
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_RATE_LIMIT_RPS: '0',
    PLUCK_FREE_TIER_MONTHLY: '10000000',
    PLUCK_QUEUE_CONCURRENCY: String(CONCURRENCY),
    PLUCK_CRAWL_HOST_CONCURRENCY: String(CONCURRENCY),
    PLUCK_QUEUE_MAX_DEPTH: '100000',
    PLUCK_AUDIO: 'off',
    ANDROID_ADB_SERVER_HOST: 'off',
    PLUCK_IOS_WDP_URL: 'off',
  });
  try {
    const admin = createClient({ baseUrl: server.url, apiKey: KEY });
    const t0 = performance.now();
    const { id } = await admin.crawl({ url: `${site.url}/p/0`, limit: pages, max_depth: 10 });
    let rssAt1000: number | undefined;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const c = await admin.crawlStatus(id, { limit: 1 });
      if (rssAt1000 === undefined && c.counts.completed >= 1000) rssAt1000 = rssMb(server.child.pid!);
      if (c.status !== 'running') {
        const seconds = (performance.now() - t0) / 1000;
        return { perSecond: c.counts.completed / seconds, completed: c.counts.completed, failed: c.counts.failed, rssAt1000, rssEnd: rssMb(server.child.pid!) };
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
}

/** The old-space cap of the leak check, MB. */
const HEAP_CAP_MB = 192;

export async function benchCrawl(): Promise<void> {
  const pages = process.argv.includes('--quick') ? 2000 : 10_000;
  section(`crawl: a generated site of ${pages} pages, ${CONCURRENCY} workers, SQLite`);
  ensureServerBuilt();
  const site = await startGeneratedSite(pages, 10);
  try {
    const base = await baselineCrawl(site, pages);
    const http = await pluckCrawl(site, pages, 'http');
    console.log(`HTTP path: ${http.completed} pages read, ${http.failed} failed; goal ≥ 150 pages/s`);
    figure('crawl, HTTP path (markdown, stored, queued)', http.perSecond, 'pages/s', { name: 'baseline fetch+regex loop', value: base });
    if (http.rssAt1000 !== undefined) {
      figure('server RSS at page 1,000', http.rssAt1000, 'MB');
      figure(`server RSS at page ${http.completed}`, http.rssEnd, 'MB');
      figure('RSS growth, page 1,000 → last (goal < 50 MB)', http.rssEnd - http.rssAt1000, 'MB');
    }
    if (process.argv.includes('--http-only')) return;
    // With memory to spare V8 lets the old space grow instead of collecting it; the same crawl under a heap
    // cap tells growth from a leak: what a crawl keeps stays flat, at the same speed, or the process dies.
    const capped = await pluckCrawl(site, pages, 'http', `--max-old-space-size=${HEAP_CAP_MB}`);
    if (capped.rssAt1000 !== undefined) {
      figure(`crawl, HTTP path, ${HEAP_CAP_MB} MB heap cap`, capped.perSecond, 'pages/s', { name: 'no cap', value: http.perSecond });
      figure(`RSS growth under the cap, page 1,000 → last (a leak would grow)`, capped.rssEnd - capped.rssAt1000, 'MB');
    }
    if (!findBrowser(undefined)) {
      console.log('browser path: skipped, no browser found');
      return;
    }
    const small = await startGeneratedSite(BROWSER_PAGES, 10);
    try {
      const baseSmall = await baselineCrawl(small, BROWSER_PAGES);
      const browser = await pluckCrawl(small, BROWSER_PAGES, 'browser');
      console.log(`browser path (${BROWSER_PAGES} pages): ${browser.completed} read, ${browser.failed} failed; goal ≥ 20 pages/s`);
      figure('crawl, browser path', browser.perSecond, 'pages/s', { name: 'baseline fetch+regex loop', value: baseSmall });
    } finally {
      await small.close();
    }
  } finally {
    await site.close();
  }
}
