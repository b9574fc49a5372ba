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
import { tempDir } from '../test/support/server';

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

/**
 * Wall times of RUNS rounds, after one warm-up round (file cache). Rounds interleave the commands so each
 * sees the same share of whatever else runs on the machine; per command: the median, and the fastest run
 * (the best estimate of the uncontended cost).
 */
async function timeAll(commands: string[][], env: NodeJS.ProcessEnv): Promise<{ p50: number; min: number }[]> {
  for (const args of commands) await run(args, env);
  const samples: number[][] = commands.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, args] of commands.entries()) {
      const t = performance.now();
      await run(args, env);
      samples[j].push(performance.now() - t);
    }
  }
  return samples.map((s) => ({ p50: percentiles(s).p50, min: Math.min(...s) }));
}

/** Runs the CLI start-up benchmark. */
export async function benchCli(): Promise<void> {
  section(`CLI start-up (median of ${RUNS} runs; target < ${TARGET_MS} ms)`);
  if (!fs.existsSync(path.join(ROOT, 'oclif.manifest.json')))
    console.log('warning: no oclif.manifest.json; run "npm run build" for figures that mean anything');
  const dataDir = tempDir('pluck-bench-cli-');
  const key = 'pk_bench_cli_0123456789';
  const server = await startServer({ port: 0, dataDir, adminKey: key, log: false, engine: 'http', rateLimitPerSecond: 0 });
  const env: NodeJS.ProcessEnv = { ...process.env, PLUCK_CONFIG_DIR: dataDir, PLUCK_URL: server.url, PLUCK_API_KEY: key };
  try {
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    const names = ['node -e 0', 'node -e "require(\'@oclif/core\')"', 'pluck --version', 'pluck usage --json'];
    const [bare, ...times] = await timeAll(
      [
        ['-e', '0'],
        ['-e', "require('@oclif/core')"],
        [BIN, '--version'],
        [BIN, 'usage', '--json'],
      ],
      env,
    );
    const rows = times.map((t, i) => [names[i + 1], t] as const);
    figure('node -e 0 (baseline), median', bare.p50, 'ms');
    for (const [name, t] of rows) figure(`${name}, median`, t.p50, 'ms', { name: 'node -e 0', value: bare.p50 });
    figure('node -e 0 (baseline), fastest', bare.min, 'ms');
    for (const [name, t] of rows) figure(`${name}, fastest`, t.min, 'ms', { name: 'node -e 0', value: bare.min });
    for (const [name, t] of rows.slice(1)) console.log(`${name}: median ${t.p50 < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`);
  } finally {
    await server.close();
  }
}
