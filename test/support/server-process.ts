/**
 * The built server (`node dist/server/main.js`) as a child process: for tests that kill it with
 * SIGKILL and start it again on the same data folder, and for benches whose load must not share
 * the server's event loop.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scaleEnv } from './server';

/** The checkout's root, from here or from this file's build under `dist/`. */
function packageRoot(dir: string): string {
  return fs.existsSync(path.join(dir, 'package.json')) ? dir : packageRoot(path.dirname(dir));
}

const ROOT = packageRoot(__dirname);
const MAIN = path.join(ROOT, 'dist', 'server', 'main.js');

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (and how it exited). */
  output: () => string;
}

/** Builds the server when `dist/` is missing (a test run without `npm run build`). */
export function ensureServerBuilt(): void {
  if (!fs.existsSync(MAIN)) execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT });
}

/** Starts the server with `env` (on PostgreSQL + Redis in `api-scale`) and resolves with its URL once it says it is serving. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], { env: { ...env, ...(await scaleEnv(env)) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Pluck is serving on (\S+)/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before serving:\n${output}`)));
  });
  child.on('exit', (code, signal) => (output += `\n[exited: code ${code}, signal ${signal}]`));
  return { child, url, output: () => output };
}
