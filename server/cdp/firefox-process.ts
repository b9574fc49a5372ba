/**
 * Starts Firefox, watches its output for the line that says it is ready, and on close kills it
 * and removes the temporary profile it was given.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running browser process. */
export interface FirefoxProcess {
  readonly child: ChildProcess;
  /** The first match of the ready pattern. */
  readonly match: RegExpExecArray;
  /** Resolves when the process exits, with a human-readable description. */
  readonly exited: Promise<string>;
  /** Kills the browser and cleans its temporary profile (idempotent). */
  close(): Promise<void>;
}

/** How to start the browser. */
export interface LaunchSpec {
  binary: string;
  args: string[];
  /** Profile folder; a temporary one is created (and removed) when absent. */
  profile?: string;
  /** Preferences written to a temporary profile's user.js (a profile the user gave is left as it is). */
  prefs?: Record<string, string | number | boolean>;
  /** Pattern on stdout/stderr meaning "ready". */
  ready: RegExp;
  /** Explains a process that exits before it is ready. */
  notReady: (output: string) => string;
  stdio?: StdioOptions;
  timeoutMs?: number;
}

/** Launches Firefox and waits for its ready line. */
export async function launchFirefox(spec: LaunchSpec): Promise<FirefoxProcess> {
  const tempProfile = spec.profile ? undefined : await mkdtemp(join(tmpdir(), 'pluck-cdp-profile-'));
  const profile = spec.profile ?? tempProfile!;
  if (tempProfile && spec.prefs) {
    const lines = Object.entries(spec.prefs).map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`);
    await writeFile(join(tempProfile, 'user.js'), `${lines.join('\n')}\n`);
  }
  const child = spawn(spec.binary, ['-no-remote', '-profile', profile, ...spec.args], {
    stdio: spec.stdio ?? ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
    child.once('error', (err) => resolve(`spawn error: ${err.message}`));
  });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      if (tempProfile) await rm(tempProfile, { recursive: true, force: true });
    })());

  let output = '';
  let ready = false;
  try {
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${spec.binary} did not become ready in time.\n${output.slice(-2000)}`)), spec.timeoutMs ?? 60_000);
      // Listeners stay attached after ready so a chatty browser never blocks on a full pipe.
      const onData = (chunk: Buffer) => {
        if (ready) return;
        output += chunk.toString();
        const m = spec.ready.exec(output);
        if (m) {
          ready = true;
          clearTimeout(timer);
          resolve(m);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then((how) => {
        clearTimeout(timer);
        reject(new Error(`${spec.notReady(output)} (${spec.binary} ended: ${how})`));
      });
    });
    return { child, match, exited, close };
  } catch (err) {
    await close();
    throw err;
  }
}
