/**
 * Authenticated extraction with a reused saved session beside the same extraction with a fresh
 * login each time (a new session name per run), both through the API of one server against the
 * fixture site's plain login area, sequentially. Goal: reused ≥ 3× faster (p50).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createClient } from '../server/client/index';
import { startServer } from '../server/index';
import { SITE_PASSWORD, SITE_USER } from '../test/site/auth-areas';
import { startFixtureSite } from '../test/site/server';
import { figure, load, percentiles, section } from './report';
import { tempDir } from '../test/support/server';

const N = 15;
const WARMUP = 2;

/** Runs the auth bench. */
export async function benchAuth(): Promise<void> {
  const dataDir = tempDir('pluck-bench-auth-');
  const adminKey = `pk_bench_${crypto.randomBytes(8).toString('hex')}`;
  const site = await startFixtureSite();
  const server = await startServer({
    port: 0,
    log: false,
    dataDir,
    adminKey,
    engine: 'auto',
    allowPrivateNetwork: true,
    rateLimitPerSecond: 0,
    freeTierMonthly: 1_000_000,
  });
  try {
    const client = createClient({ baseUrl: server.url, apiKey: adminKey });
    for (const area of ['plain', 'twostep']) {
      await client.createCredential({ name: area, login_url: `${site.url}/auth/${area}/login`, username: SITE_USER, password: SITE_PASSWORD });
      const run = (session: string) =>
        client.extractAuthenticated({ url: `${site.url}/auth/${area}/account`, credential_ref: area, prompt: 'plan and balance', session_name: session });
      for (let i = 0; i < WARMUP; i++) await run(`warm-${area}-${i}`);
      const fresh = await load(N, 1, (i) => run(`fresh-${area}-${i}`));
      await run(`reused-${area}`);
      const reused = await load(N, 1, async () => {
        const r = await run(`reused-${area}`);
        if (!(r.metadata.session as { reused: boolean }).reused) throw new Error('the session was not reused');
      });
      const f = percentiles(fresh.samples);
      const r = percentiles(reused.samples);
      section(`Authenticated extraction, ${area} login area (${N} sequential runs each)`);
      figure('fresh login per run, p50', f.p50, 'ms');
      figure('fresh login per run, p99', f.p99, 'ms');
      figure('reused saved session, p50', r.p50, 'ms', { name: 'fresh p50', value: f.p50 });
      figure('reused saved session, p99', r.p99, 'ms', { name: 'fresh p99', value: f.p99 });
      const speedup = f.p50 / r.p50;
      console.log(`speed-up of a reused session (p50): ${speedup.toFixed(2)}× — goal ≥ 3×: ${speedup >= 3 ? 'met' : 'NOT met'}`);
    }
  } finally {
    await server.close();
    await site.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
