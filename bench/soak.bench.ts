/**
 * Soak: minutes of mixed work on one server process — sync extractions with a new JSON Schema each
 * time, prompt extractions, history and task reads, batches, and refused requests (free tier spent,
 * invalid schemas, wrong keys) — and its resident memory after the first minute and at the end.
 * Beside it, in the same run and at the same time, a second server takes the same load with prompts
 * in place of schemas: what schemas add to memory is the difference between the two. Ten minutes by
 * default (plus a collected, idle reading after each minute); `--minutes=N` or PLUCK_SOAK_MINUTES for a shorter
 * run. Printed, never asserted.
 */
import fs from 'node:fs';
import { WebSocket } from 'undici';
import { createClient, type PluckClient } from '../server/client/index';
import { startFixtureSite } from '../test/site/server';
import { ensureServerBuilt, startServerProcess, type ServerProcess } from '../test/support/server-process';
import { figure, section } from './report';
import { tempDir } from '../test/support/server';

const KEY = 'pk_bench_soak_0123456789';
/** Requests in flight per server. */
const CONCURRENCY = 3;
/** Monthly free tier of every tenant: small, so spent tenants (refusals) come up all along. */
const FREE_TIER = 300;
const GOAL_MB = 20;
/** Idle time after the collection, before each RSS reading (V8 gives pages back then). */
const IDLE_MS = 5_000;

function minutes(): number {
  const flag = process.argv.find((a) => a.startsWith('--minutes='));
  const value = Number(flag ? flag.slice('--minutes='.length) : (process.env.PLUCK_SOAK_MINUTES ?? 10));
  if (!(value > 0)) throw new Error(`soak: minutes must be a positive number, got ${flag ?? process.env.PLUCK_SOAK_MINUTES}`);
  return value;
}

/** Resident set size of a process, MB (Linux /proc). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return kb ? Number(kb[1]) / 1024 : NaN;
}

/** One server under load: schemas in its requests, or prompts in their place. */
interface Run {
  label: string;
  withSchemas: boolean;
  server: ServerProcess;
  admin: PluckClient;
  statuses: Map<number, number>;
  rss: number[];
}

async function startRun(label: string, withSchemas: boolean): Promise<Run> {
  const server = await startServerProcess({
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: tempDir('pluck-bench-soak-'),
    PLUCK_ADMIN_KEY: KEY,
    PLUCK_LOG: '0',
    PLUCK_ENGINE: 'http',
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_RATE_LIMIT_RPS: '0',
    // Wrong keys are part of the load; the per-address limit would then refuse every keyed request after 20.
    PLUCK_AUTH_FAILURES_PER_MINUTE: '0',
    PLUCK_FREE_TIER_MONTHLY: String(FREE_TIER),
    PLUCK_AUDIO: 'off',
    ANDROID_ADB_SERVER_HOST: 'off',
    PLUCK_IOS_WDP_URL: 'off',
    // The inspector on a loopback port of its own: the bench asks it for a full collection before reading RSS.
    NODE_OPTIONS: '--inspect=127.0.0.1:0',
  });
  return { label, withSchemas, server, admin: createClient({ baseUrl: server.url, apiKey: KEY }), statuses: new Map(), rss: [] };
}

/** The mixed load against one server: `phase(ms)` runs it for that long. */
async function loadFor(run: Run, siteUrl: string): Promise<(ms: number) => Promise<void>> {
  const { admin, server } = run;
  let tenants = 0;
  const newTenantKey = async () => (await admin.createKey({ name: `soak ${tenants}`, tenant: `soak-${tenants++}`, scopes: ['read', 'write'] })).secret;
  let key = await newTenantKey();
  // A tenant with its free tier spent: its requests are refused with 429 quota_exceeded (the reservations of queued batches count).
  const spent = createClient({ baseUrl: server.url, apiKey: await newTenantKey() });
  for (let b = 0; b < FREE_TIER / 100; b++) {
    await spent.raw('POST', '/v1/batch', { urls: Array.from({ length: 100 }, (_, i) => `${siteUrl}/item/spent-${b}-${i}`), prompt: 'name' });
  }
  const wrong = createClient({ baseUrl: server.url, apiKey: 'pk_not_a_key_of_this_server' });
  const ask = (i: number): Record<string, unknown> =>
    run.withSchemas
      ? { schema: { type: 'object', properties: { name: { type: 'string' }, [`field_${i}`]: { type: 'string', pattern: `^v${i}` } } } }
      : { prompt: `name and field_${i}` };
  let n = 0;
  const step = async (i: number): Promise<number> => {
    const c = createClient({ baseUrl: server.url, apiKey: key });
    const url = `${siteUrl}/item/thing-${i}`;
    switch (i % 10) {
      case 0:
      case 1:
      case 2:
        return (await c.raw('POST', '/v1/extract', { url, ...ask(i) })).status;
      case 3:
        return (await c.raw('POST', '/v1/extract', { url, prompt: 'name' })).status;
      case 4:
      case 5:
        return (await c.raw('GET', '/v1/extractions?limit=50')).status;
      case 6:
        return (await c.raw('POST', '/v1/batch', { urls: [0, 1, 2].map((k) => `${url}-${k}`), ...ask(i) })).status;
      case 7:
        return (await spent.raw('POST', '/v1/extract', { url, ...ask(i) })).status;
      case 8:
        // Not a valid schema (a new one each time), or neither schema nor prompt: 400.
        return (
          await c.raw('POST', '/v1/extract', run.withSchemas ? { url, schema: { type: 'object', properties: { [`f${i}`]: { type: 'nope' } } } } : { url })
        ).status;
      default:
        await c.raw('GET', '/v1/tasks?limit=20');
        return (await wrong.raw('GET', '/v1/usage')).status;
    }
  };
  return async (ms) => {
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const i = n++;
          const status = await step(i).catch(() => 0);
          run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
          // The tenant's free tier is spent: the next requests go to a new tenant.
          if (status === 429 && i % 10 !== 7) key = await newTenantKey();
        }
      }),
    );
  };
}

/** Asks a server's V8, through its inspector, for a full collection (what a heap snapshot does first). */
async function collectGarbage(run: Run): Promise<void> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(run.server.output())?.[1];
  if (!address) throw new Error(`soak: the server printed no inspector address:\n${run.server.output()}`);
  const ws = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    ws.onerror = () => reject(new Error(`soak: cannot reach the inspector at ${address}`));
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    ws.onmessage = (e) => {
      if ((JSON.parse(String(e.data)) as { id?: number }).id === 1) resolve();
    };
  });
  ws.close();
}

/**
 * RSS once the server is idle and collected: under load V8 reserves heap ahead of its collections,
 * so RSS read mid-load swings by 100 MB with nothing kept; after a full collection and a few idle
 * seconds what is left is what the server keeps (the growth was kept when idle).
 */
async function keptRss(runs: Run[]): Promise<void> {
  await Promise.all(runs.map(collectGarbage));
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  for (const r of runs) r.rss.push(rssMb(r.server.child.pid!));
}

/** Runs the soak bench. */
export async function benchSoak(): Promise<void> {
  const total = minutes();
  section(`soak: ${total} min of mixed load (${CONCURRENCY} in flight) — schemas, beside the same load with prompts in their place`);
  ensureServerBuilt();
  const site = await startFixtureSite();
  const runs = [await startRun('schemas', true), await startRun('prompts only (baseline)', false)];
  try {
    const phases = await Promise.all(runs.map((r) => loadFor(r, site.url)));
    // Minute by minute, each followed by an idle reading; growth counts from the reading after minute 1.
    for (let left = total * 60_000; left > 0; left -= 60_000) {
      await Promise.all(phases.map((phase) => phase(Math.min(60_000, left))));
      await keptRss(runs);
    }
    const [schemas, prompts] = runs;
    for (const r of runs) {
      const counts = [...r.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, k]) => `${s || 'error'}: ${k}`)
        .join(', ');
      console.log(`${r.label}: ${[...r.statuses.values()].reduce((a, b) => a + b, 0)} requests (${counts})`);
      console.log(`${r.label}: RSS after each minute (collected, idle ${IDLE_MS / 1000} s) ${r.rss.map((v) => v.toFixed(0)).join(' → ')} MB`);
    }
    const growth = (r: Run) => r.rss[r.rss.length - 1] - r.rss[0];
    const base = (value: number) => ({ name: 'prompts only', value });
    figure('RSS after minute 1 (schemas)', schemas.rss[0], 'MB', base(prompts.rss[0]));
    figure('RSS at the end (schemas)', schemas.rss[schemas.rss.length - 1], 'MB', base(prompts.rss[prompts.rss.length - 1]));
    figure('RSS growth after minute 1 (schemas)', growth(schemas), 'MB', base(growth(prompts)));
    console.log(`target: RSS growth after the first minute < ${GOAL_MB} MB (before the bounded schema cache: 299 → 383 MB in 3 minutes of schema requests)`);
  } finally {
    for (const r of runs) r.server.child.kill('SIGTERM');
    await site.close();
  }
}
