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

/** Wall times of RUNS sequential runs after one warm-up run (file cache): the median, and the fastest
 * (the best estimate of the uncontended cost when other work shares the machine). */
async function time(args: string[], env: NodeJS.ProcessEnv): Promise<{ p50: number; min: number }> {
  await run(args, env);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run(args, env);
    samples.push(performance.now() - t);
  }
  return { p50: percentiles(samples).p50, min: Math.min(...samples) };
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
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    const bare = await time(['-e', '0'], env);
    const rows: [string, { p50: number; min: number }][] = [
      ["node -e \"require('@oclif/core')\"", await time(['-e', "require('@oclif/core')"], env)],
      ['pluck --version', await time([BIN, '--version'], env)],
      ['pluck usage --json', await time([BIN, 'usage', '--json'], env)],
    ];
    figure('node -e 0 (baseline), median', bare.p50, 'ms');
    for (const [name, t] of rows) figure(`${name}, median`, t.p50, 'ms', { name: 'node -e 0', value: bare.p50 });
    figure('node -e 0 (baseline), fastest', bare.min, 'ms');
    for (const [name, t] of rows) figure(`${name}, fastest`, t.min, 'ms', { name: 'node -e 0', value: bare.min });
    for (const [name, t] of rows.slice(1)) console.log(`${name}: median ${t.p50 < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`);
  } finally {
    await server.close();
  }
}
