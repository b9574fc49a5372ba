/**
 * Test fixtures: a real server from startServer() on port 0 in a temporary data folder, and a
 * client with the operator key. Tests that need other options call `startTestServer` themselves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { test as base } from '@playwright/test';
import { startServer, type ServerHandle, type ServerOptions } from '../../server/index';
import { createClient, type PluckClient } from '../../server/client/index';
import { sharedBackends } from './scale-backends';

/** A started test server with its operator key. */
export interface TestServer extends ServerHandle {
  adminKey: string;
  dataDir: string;
  /** A client with the operator key. */
  admin: PluckClient;
  /** A client with any key (or none). */
  client(apiKey?: string): PluckClient;
}

// The folders made here go when the test process ends, so a run of the suite leaves nothing in the system's temp
// folder; a test that wants one gone sooner removes it itself.
const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder, removed when the test process ends. */
export function tempDir(prefix = 'pluck-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * True in the `api-scale` project (or with PLUCK_TEST_BACKEND=scale): test servers then run on a
 * private PostgreSQL and Redis instead of SQLite, so the same specs check both.
 */
export function scaleBackend(): boolean {
  if (process.env.PLUCK_TEST_BACKEND === 'scale') return true;
  try {
    return test.info().project.name.startsWith('api-scale');
  } catch {
    return false;
  }
}

// A restarted server (same data folder) finds its database again.
const scaleByDataDir = new Map<string, Promise<Partial<ServerOptions>>>();

/** A fresh database and Redis prefix on the shared private instances, one per data folder. */
function scaleOptions(dataDir: string): Promise<Partial<ServerOptions>> {
  let options = scaleByDataDir.get(dataDir);
  if (!options) {
    options = sharedBackends().then(async ({ pg, redis }) => ({
      databaseUrl: await pg.createDatabase(),
      redisUrl: redis.url,
      redisPrefix: `t${path.basename(dataDir)}`,
    }));
    scaleByDataDir.set(dataDir, options);
  }
  return options;
}

/** The environment that points a server process on `dataDir` at its scale backends; empty outside `api-scale`. */
export async function scaleEnv(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  if (!scaleBackend() || !env.PLUCK_DATA_DIR || env.PLUCK_DATABASE_URL) return {};
  const o = await scaleOptions(env.PLUCK_DATA_DIR);
  return { PLUCK_DATABASE_URL: o.databaseUrl, PLUCK_REDIS_URL: o.redisUrl, PLUCK_REDIS_PREFIX: o.redisPrefix };
}

/** Starts a server for a test; defaults suit tests (quiet, private network allowed, HTTP engine). */
export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir();
  const adminKey = overrides.adminKey ?? `pk_test_${crypto.randomBytes(12).toString('hex')}`;
  const shared = scaleBackend() && !overrides.databaseUrl ? await scaleOptions(dataDir) : {};
  const handle = await startServer({
    port: 0,
    log: false,
    allowPrivateNetwork: true,
    engine: 'http',
    rateLimitPerSecond: 0,
    authFailuresPerMinute: 0,
    ...shared,
    ...overrides,
    dataDir,
    adminKey,
  });
  return {
    ...handle,
    adminKey,
    dataDir,
    admin: createClient({ baseUrl: handle.url, apiKey: adminKey }),
    client: (apiKey?: string) => createClient({ baseUrl: handle.url, apiKey }),
  };
}

/** `test` with a `server` fixture started and closed around each test. */
export const test = base.extend<{ server: TestServer }>({
  server: async ({}, use) => {
    const server = await startTestServer();
    await use(server);
    await server.close();
  },
});

export { expect } from '@playwright/test';
