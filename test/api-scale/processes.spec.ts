/**
 * One deployment of several processes (docs/decisions.md#past-one-machine): two API processes and worker processes
 * started as the README says (`pluck serve --role api|worker`), on a private PostgreSQL and Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import { test, expect } from '@playwright/test';
import { createClient, type PluckClient } from '../../server/client/index';
import { startPostgres, startRedis, type PrivatePostgres, type PrivateRedis } from '../support/scale-backends';
import { tempDir } from '../support/server';
import { startGeneratedSite } from '../support/generated-site';
import { readSse, startSpeechSite, transcriptFrames } from '../support/speech-site';
import { waitStatus } from '../support/tasks';

const PLUCK = path.join(__dirname, '..', '..', 'bin', 'run.js');
const ARTICLE = { type: 'object', properties: { title: { type: 'string' } } };

/** A page that answers after `ms` and counts its hits per `id`. */
async function countingSite() {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const id = url.searchParams.get('id') ?? '';
    hits.set(id, (hits.get(id) ?? 0) + 1);
    setTimeout(
      () => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<html><head><title>Page ${id}</title></head><body><h1>Page ${id}</h1><p>Body of ${id}.</p></body></html>`);
      },
      Number(url.searchParams.get('ms') ?? '0'),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: (id: string) => hits.get(id) ?? 0,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

interface Proc {
  child: ChildProcess;
  url: string;
  client: PluckClient;
  output: () => string;
}

/** Starts one process of the deployment and waits for its banner. */
async function startProcess(role: 'api' | 'worker', env: Record<string, string>, adminKey: string): Promise<Proc> {
  const child = spawn(process.execPath, [PLUCK, 'serve', '--role', role], {
    env: { ...process.env, ...env, PORT: '0', PLUCK_ADMIN_KEY: adminKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start:\n${out}`)), 20_000);
    child.stdout!.on('data', () => {
      const m = /Pluck is serving on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`${role} exited ${code}:\n${out}`)));
  });
  return { child, url, client: createClient({ baseUrl: url, apiKey: adminKey }), output: () => out };
}

function alive(p: Proc): boolean {
  return p.child.exitCode === null && p.child.signalCode === null;
}

/** What an API call comes to: 'ok', or the error code it was refused with. */
function outcome(call: Promise<unknown>): Promise<string | undefined> {
  return call.then(
    () => 'ok',
    (err: { code?: string }) => err.code,
  );
}

async function stopProcess(p: Proc): Promise<void> {
  if (!alive(p)) return;
  await new Promise<void>((resolve) => {
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });
}

let pg: PrivatePostgres;
let redis: PrivateRedis;
let site: Awaited<ReturnType<typeof countingSite>>;
let env: Record<string, string>;
const adminKey = `pk_test_${crypto.randomBytes(12).toString('hex')}`;
const procs: Proc[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  [pg, redis, site] = await Promise.all([startPostgres(), startRedis(), countingSite()]);
  env = {
    PLUCK_DATABASE_URL: await pg.createDatabase(),
    PLUCK_REDIS_URL: redis.url,
    // Artifacts live in the one folder every process shares.
    PLUCK_DATA_DIR: tempDir('pluck-scale-'),
    PLUCK_ENGINE: 'http',
    PLUCK_ALLOW_PRIVATE_NETWORK: '1',
    PLUCK_LOG: '1',
    PLUCK_QUEUE_CONCURRENCY: '1',
    PLUCK_RATE_LIMIT_RPS: '5',
    PLUCK_RATE_LIMIT_BURST: '40',
    PLUCK_MONITOR_MIN_INTERVAL: '1',
  };
});

test.afterAll(async () => {
  await Promise.all(procs.map(stopProcess));
  await site?.close();
});

async function start(role: 'api' | 'worker'): Promise<Proc> {
  const p = await startProcess(role, env, adminKey);
  procs.push(p);
  return p;
}

test('a task created through one API is run by a worker and polled through the other', async () => {
  const [a, b] = await Promise.all([start('api'), start('api')]);
  await Promise.all([start('worker'), start('worker')]);
  const ref = await a.client.extractAsync({ url: `${site.url}/?id=one`, schema: ARTICLE });
  const done = await waitStatus(b.client, ref.id, 'completed');
  expect(done.data).toMatchObject({ title: 'Page one' });
  // Workers answer only /health and /v1/system/metrics.
  const worker = procs[2];
  expect((await fetch(`${worker.url}/health`)).status).toBe(200);
  expect((await fetch(`${worker.url}/v1/usage`, { headers: { authorization: `Bearer ${adminKey}` } })).status).toBe(404);
  // The task ran once: one history row, one fetch.
  expect(site.hits('one')).toBe(1);
  expect((await b.client.extractions({ limit: 50 })).items.filter((r) => r.task_id === ref.id)).toHaveLength(1);
});

test('a crawl started through one API is read by the worker processes, each page once', async () => {
  const [a, b] = procs;
  const gen = await startGeneratedSite(60, 5);
  try {
    const { id } = await a.client.crawl({ url: `${gen.url}/p/0`, limit: 60 });
    await expect.poll(async () => (await b.client.crawlStatus(id)).status, { timeout: 60_000 }).toBe('completed');
    const crawl = await b.client.crawlStatus(id, { limit: 100 });
    expect(crawl.counts).toMatchObject({ completed: 60, total: 60 });
    expect([...gen.served.values()].every((n) => n === 1)).toBe(true);
    expect(gen.served.size).toBe(60);
  } finally {
    await gen.close();
  }
});

test('a transcript running in one API streams live over SSE through the other', async () => {
  const [a, b] = procs;
  const speech = await startSpeechSite('hello world one two three four five');
  try {
    const cap = await a.client.startCapture({ format: 'pcm', sample_rate: 16000, channels: 1, url: speech.speechUrl(1500, true) });
    await a.client.startTranscription(cap.id);
    const stream = await b.client.transcriptStream(cap.id);
    const frames = await readSse(stream, (f) => transcriptFrames(f).some((e) => /three|five|world/.test(e.text)));
    // Only the fan-out can bring these: the session runs in the other process, and the stream opened before anything was said.
    expect(transcriptFrames(frames).some((e) => /three|five|world/.test(e.text))).toBe(true);
    expect(transcriptFrames(frames)[0].id).toBe(1);
    await a.client.stopCapture(cap.id);
  } finally {
    await speech.close();
  }
});

test('monitor runs are scheduled once each by one worker at a time, and go on when a worker dies', async () => {
  const [a, b] = procs;
  const m = await a.client.createMonitor({ url: `${site.url}/?id=monitor`, prompt: 'the title', interval_seconds: 1, max_runs: 8 });
  await expect.poll(async () => (await b.client.monitor(m.id)).runs, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  // Whichever worker held the scheduler lock, killing one leaves the other to take it (the lock lapses in 5 s).
  procs[3].child.kill('SIGKILL');
  await start('worker');
  await expect.poll(async () => (await b.client.monitor(m.id)).status, { timeout: 60_000 }).toBe('completed');
  const runs = (await b.client.monitorRuns(m.id, { limit: 50 })).items;
  expect(runs.map((r) => r.run).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

test('a rate limit holds across both APIs', async () => {
  const [a, b] = procs;
  const key = await a.client.createKey({ name: 'limited', scopes: ['read'] });
  const [ka, kb] = [a, b].map((p) => createClient({ baseUrl: p.url, apiKey: key.secret }));
  // Burst 40 shared by both processes: of 60 requests at once, half through each, 40 pass (and the
  // few tokens 5/s refills meanwhile), not the 60 two separate buckets of 40 would let through.
  const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => outcome((i % 2 ? ka : kb).usage())));
  const ok = outcomes.filter((o) => o === 'ok').length;
  expect(ok).toBeGreaterThanOrEqual(40);
  expect(ok).toBeLessThanOrEqual(45);
  expect(outcomes.filter((o) => o === 'rate_limited').length).toBe(60 - ok);
});

test('kill -9 of a worker mid-task loses nothing and doubles nothing', async () => {
  const [a, b] = procs;
  const [w1, ...others] = procs.slice(2).filter(alive);
  await Promise.all(others.map(stopProcess));
  const ref = await a.client.extractAsync({ url: `${site.url}/?id=killed&ms=4000`, schema: ARTICLE });
  await waitStatus(b.client, ref.id, 'running');
  await expect.poll(() => site.hits('killed')).toBe(1);
  w1.child.kill('SIGKILL');
  // A worker started after the crash sees the dead owner and runs the task again, once (BullMQ hands
  // the job on once the dead worker's lock lapses and the stalled check moves it back).
  await start('worker');
  const done = await waitStatus(b.client, ref.id, 'completed', 60_000);
  expect(done.data).toMatchObject({ title: 'Page killed' });
  expect(site.hits('killed')).toBe(2);
  const rows = (await b.client.extractions({ limit: 100 })).items.filter((r) => r.task_id === ref.id);
  expect(rows).toHaveLength(1);
  expect(rows[0].status).toBe('completed');
});

test('cancelling through one API stops the run on the worker at once', async () => {
  const [a, b] = procs;
  // One worker with one slot is left: the next task can only run once the cancelled run let go of it.
  const slow = await a.client.extractAsync({ url: `${site.url}/?id=cancel&ms=30000`, schema: ARTICLE });
  await waitStatus(b.client, slow.id, 'running');
  expect((await b.client.cancelTask(slow.id)).status).toBe('cancelled');
  const t0 = Date.now();
  const next = await a.client.extractAsync({ url: `${site.url}/?id=next`, schema: ARTICLE });
  await waitStatus(b.client, next.id, 'completed');
  expect(Date.now() - t0).toBeLessThan(15_000);
  expect((await a.client.task(slow.id)).status).toBe('cancelled');
});

test('a restart of Redis (losing its jobs), then of PostgreSQL, is survived with clear errors in between', async () => {
  const [a, b] = procs;
  await redis.stop();
  // The rate limiter lives in Redis: without it a request is refused clearly, not hung.
  const during = await outcome(a.client.usage());
  expect(during).toBe('store_unavailable');
  await redis.start();
  await expect.poll(() => outcome(a.client.usage()), { timeout: 15_000 }).toBe('ok');

  // A task queued while no worker runs, then Redis restarts without persistence: its BullMQ job is
  // gone, and the next worker queues it again from PostgreSQL.
  await Promise.all(procs.slice(2).map(stopProcess));
  const queued = await a.client.extractAsync({ url: `${site.url}/?id=lost-job`, schema: ARTICLE });
  await redis.stop();
  await redis.start();
  await expect.poll(() => outcome(a.client.usage()), { timeout: 15_000 }).toBe('ok');
  await start('worker');
  await waitStatus(b.client, queued.id, 'completed');
  expect(site.hits('lost-job')).toBe(1);

  await pg.stop();
  const down = await outcome(b.client.tasks({ limit: 1 }));
  expect(down).toBe('store_unavailable');
  await pg.start();
  await expect.poll(() => outcome(b.client.tasks({ limit: 1 })), { timeout: 15_000 }).toBe('ok');
  // Both engines back: work flows from an API to a worker again.
  const ref = await b.client.extractAsync({ url: `${site.url}/?id=after`, schema: ARTICLE });
  await waitStatus(a.client, ref.id, 'completed', 45_000);
  expect(site.hits('after')).toBe(1);
});

test('a worker takes its browser from PLUCK_BROWSER_WS; the screenshot it keeps is served by an API process', async () => {
  const [a, b] = procs;
  await Promise.all(procs.slice(2).map(stopProcess));
  const chromium = spawn(
    process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${tempDir('pluck-remote-browser-')}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    let err = '';
    const ws = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`chromium did not start: ${err}`)), 20_000);
      chromium.stderr!.on('data', (d) => {
        err += String(d);
        const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const worker = await startProcess('worker', { ...env, PLUCK_ENGINE: 'browser', PLUCK_BROWSER_WS: ws, PLUCK_EVIDENCE_SCREENSHOTS: 'always' }, adminKey);
    procs.push(worker);
    const ref = await a.client.extractAsync({ url: `${site.url}/?id=remote`, schema: ARTICLE });
    const done = await waitStatus(b.client, ref.id, 'completed');
    expect(done.data).toMatchObject({ title: 'Page remote' });
    const row = (await b.client.extractions({ limit: 100 })).items.find((r) => r.task_id === ref.id);
    expect(row?.engine).toBe('browser');
    // Written by the worker into the shared data folder, read by an API process.
    const png = Buffer.from(await a.client.artifact(row!.id, 'screenshot'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    await stopProcess(worker);
  } finally {
    chromium.kill('SIGKILL');
  }
});

test('SIGTERM stops every process of the deployment cleanly', async () => {
  await start('worker');
  const running = procs.filter(alive);
  expect(running.length).toBe(3);
  const codes = await Promise.all(
    running.map(
      (p) =>
        new Promise<number | null>((resolve) => {
          p.child.once('exit', (code) => resolve(code));
          p.child.kill('SIGTERM');
        }),
    ),
  );
  expect(codes.every((c) => c === 0)).toBe(true);
});

test('a process refuses to start, saying why, when PostgreSQL is unreachable or a role lacks its URLs', async () => {
  const unreachable = startProcess('api', { ...env, PLUCK_DATABASE_URL: 'postgres://pluck@127.0.0.1:9/none' }, adminKey);
  await expect(unreachable).rejects.toThrow(/PLUCK_DATABASE_URL: cannot use PostgreSQL at 127.0.0.1:9/);
  const lone = startProcess('worker', { ...env, PLUCK_DATABASE_URL: '', PLUCK_REDIS_URL: '' }, adminKey);
  await expect(lone).rejects.toThrow(/role worker \(--role or PLUCK_ROLE\) needs PLUCK_DATABASE_URL and PLUCK_REDIS_URL/);
});
