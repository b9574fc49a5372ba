/**
 * Runs the built `pluck` CLI (bin/run.js over dist/) as a subprocess, with a clean environment:
 * its own config folder, and no PLUCK_URL / PLUCK_API_KEY leaking in from the shell.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support/server';

/** Repository root (where bin/ and dist/ are). */
export const ROOT = path.resolve(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'run.js');

/** What a finished CLI run left behind. */
export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (throws when it is not). */
  json<T = any>(): T;
}

/** How to run the CLI. */
export interface RunOptions {
  /** Extra environment (undefined values remove a variable). */
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed. */
  input?: string;
  cwd?: string;
}

function assertBuilt(): void {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'base-command.js')) || !fs.existsSync(path.join(ROOT, 'oclif.manifest.json'))) {
    throw new Error('The CLI is not built: run "npm run build" (tsc + oclif manifest) before the cli tests');
  }
}

/** A config folder of its own for each test, so no test reads the user's login or another test's. */
export function cliEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PLUCK_CONFIG_DIR: tempDir('pluck-cli-config-'), XDG_CACHE_HOME: tempDir('pluck-cli-cache-') };
  for (const k of ['PLUCK_URL', 'PLUCK_API_KEY', 'PLUCK_DEBUG', 'FORCE_COLOR']) delete env[k];
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** Starts the CLI and leaves it running (for `serve`). */
export function spawnCli(args: string[], opts: RunOptions = {}): ChildProcessWithoutNullStreams {
  assertBuilt();
  return spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, env: cliEnv(opts.env) });
}

/** Runs the CLI to completion. */
export function runCli(args: string[], opts: RunOptions = {}): Promise<CliResult> {
  const child = spawnCli(args, opts);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdin.end(opts.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout,
        stderr,
        json() {
          try {
            return JSON.parse(stdout);
          } catch {
            throw new Error(`stdout is not JSON (exit ${code}):\n${stdout}\nstderr:\n${stderr}`);
          }
        },
      }),
    );
  });
}

/** Runs the CLI against a server with a key: appends --server and --key. */
export function runAgainst(server: { url: string }, key: string, args: string[], opts: RunOptions = {}): Promise<CliResult> {
  return runCli([...args, '--server', server.url, '--key', key], opts);
}
