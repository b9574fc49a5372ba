/**
 * Private PostgreSQL and Redis instances for the `api-scale` tests and the scale bench: started on
 * loopback in temporary folders (no system service), stopped and removed when the process exits.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (else `nobody`)
 * in a folder that user owns.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedPort } from './ports';

const PG_BIN = process.env.PLUCK_TEST_PG_BIN ?? findPgBin();
const REDIS_SERVER = process.env.PLUCK_TEST_REDIS_SERVER ?? '/usr/bin/redis-server';

function findPgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? path.join(root, versions[0], 'bin') : '';
}

/** The user PostgreSQL runs as when this process is root. */
function pgUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody';
}

function asPgUser(cmd: string, args: string[]): [string, string[]] {
  const user = pgUser();
  return user ? ['runuser', ['-u', user, '--', cmd, ...args]] : [cmd, args];
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start within ${ms} ms`);
}

/** A private PostgreSQL cluster. */
export interface PrivatePostgres {
  /** URL of the `postgres` database (superuser `pluck`, trust auth on loopback). */
  url: string;
  port: number;
  /** A new empty database; resolves to its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Initialises and starts a cluster on a free loopback port. */
export async function startPostgres(): Promise<PrivatePostgres> {
  if (!PG_BIN) throw new Error('PostgreSQL is not installed (scripts/install-system-deps.sh installs it)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-pg-'));
  const user = pgUser();
  if (user) spawnSync('chown', ['-R', user, dir]);
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPgUser(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'pluck', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await closedPort();
  const url = `postgres://pluck@127.0.0.1:${port}/postgres`;
  const start = async () => {
    const [cmd, args] = asPgUser(path.join(PG_BIN, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ]);
    spawn(cmd, args, { stdio: 'ignore' });
    await waitFor(async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.end();
      return true;
    }, 'PostgreSQL');
  };
  const stop = async () => {
    const [cmd, args] = asPgUser(path.join(PG_BIN, 'pg_ctl'), ['-D', data, 'stop', '-m', 'fast', '-w']);
    spawnSync(cmd, args);
  };
  await start();
  process.once('exit', () => {
    const [cmd, args] = asPgUser(path.join(PG_BIN, 'pg_ctl'), ['-D', data, 'stop', '-m', 'immediate']);
    spawnSync(cmd, args);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    url,
    port,
    async createDatabase() {
      const name = `t_${crypto.randomBytes(6).toString('hex')}`;
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return `postgres://pluck@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
  };
}

/** A private Redis without persistence. */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts redis-server on a free loopback port. */
export async function startRedis(): Promise<PrivateRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-redis-'));
  const port = await closedPort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    await waitFor(async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG', 'Redis');
  };
  const stop = async () => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  process.once('exit', () => {
    child?.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

let shared: Promise<{ pg: PrivatePostgres; redis: PrivateRedis }> | undefined;

/** One PostgreSQL and one Redis per test process, started on first use. */
export function sharedBackends(): Promise<{ pg: PrivatePostgres; redis: PrivateRedis }> {
  shared ??= Promise.all([startPostgres(), startRedis()]).then(([pg, redis]) => ({ pg, redis }));
  return shared;
}
