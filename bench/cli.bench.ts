/**
 * CLI start-up: wall time of `pluck --version` and `pluck usage --json` (against a server in this
 * process) beside a bare `node -e 0` and a bare `require('@oclif/core')`, all in the same run.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server/index';
import { figure, percentiles, section } from './report';

const RUNS = 21;
const TARGET_MS = 300;
const ROOT = path.resolve(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'run.js');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    // Async, not spawnSync: the server answering `usage` lives in this process's event loop.
    execFile(process.execPath, args, { cwd: ROOT, env }, (err) => (err ? reject(err) : resolve()));
  });
}

/** Median wall time of RUNS sequential runs, after one warm-up run (file cache). */
async function median(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  await run(args, env);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run(args, env);
    samples.push(performance.now() - t);
  }
  return percentiles(samples).p50;
}

/** Runs the CLI start-up benchmark. */
export async function benchCli(): Promise<void> {
  section(`CLI start-up (median of ${RUNS} runs; target < ${TARGET_MS} ms)`);
  if (!fs.existsSync(path.join(ROOT, 'oclif.manifest.json'))) console.log('warning: no oclif.manifest.json; run "npm run build" for figures that mean anything');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-bench-cli-'));
  const key = 'pk_bench_cli_0123456789';
  const server = await startServer({ port: 0, dataDir, adminKey: key, log: false, engine: 'http', rateLimitPerSecond: 0 });
  const env: NodeJS.ProcessEnv = { ...process.env, PLUCK_CONFIG_DIR: dataDir, PLUCK_URL: server.url, PLUCK_API_KEY: key };
  try {
    const bare = { name: 'node -e 0', value: await median(['-e', '0'], env) };
    figure('node -e 0 (baseline)', bare.value, 'ms');
    figure("node -e \"require('@oclif/core')\"", await median(['-e', "require('@oclif/core')"], env), 'ms', bare);
    const version = await median([BIN, '--version'], env);
    figure('pluck --version', version, 'ms', bare);
    const usage = await median([BIN, 'usage', '--json'], env);
    figure('pluck usage --json', usage, 'ms', bare);
    for (const [name, v] of [['pluck --version', version], ['pluck usage --json', usage]] as const) {
      console.log(`${name}: ${v < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`);
    }
  } finally {
    await server.close();
  }
}
