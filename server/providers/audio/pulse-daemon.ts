/**
 * Reaching a PulseAudio server: one that answers is used; otherwise one is started as a user daemon
 * that never exits when idle. As root (CI, containers) PulseAudio only warns about running in user
 * mode, which works and keeps its socket under /tmp/pulse-*; `--system` is not used because system
 * mode refuses module loading from clients, which the per-capture null sinks need.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `pactl` and resolves with its stdout. */
export async function pactl(args: string[]): Promise<string> {
  const { stdout } = await run('pactl', args, { timeout: 10_000 });
  return stdout.trim();
}

/** Whether a command is on PATH. */
export function onPath(command: string): boolean {
  // eslint-disable-next-line no-restricted-properties -- PATH lookup of a helper binary, not configuration
  const dirs = (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter);
  return dirs.some((d) => {
    try {
      fs.accessSync(path.join(d, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Why PulseAudio capture cannot run on this host (undefined when the binaries are there). */
export function pulseMissing(): string | undefined {
  const missing = ['pulseaudio', 'pactl', 'parec'].filter((c) => !onPath(c));
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} not found on PATH: install PulseAudio (Debian: apt-get install pulseaudio pulseaudio-utils)`;
}

async function answers(): Promise<boolean> {
  try {
    await pactl(['info']);
    return true;
  } catch {
    return false;
  }
}

let starting: Promise<void> | undefined;

/** Resolves once a PulseAudio server answers, starting a daemon when none does. */
export function ensurePulse(): Promise<void> {
  starting ??= (async () => {
    if (await answers()) return;
    await new Promise<void>((resolve, reject) => {
      const p = spawn('pulseaudio', ['--daemonize=yes', '--exit-idle-time=-1', '--system=false', '--disallow-exit'], { stdio: 'ignore' });
      p.once('error', reject);
      // With --daemonize the parent exits once the daemon is ready (or has failed).
      p.once('exit', () => resolve());
    });
    for (let i = 0; i < 50; i++) {
      if (await answers()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('PulseAudio was started but does not answer pactl');
  })().catch((err: Error) => {
    starting = undefined;
    throw err;
  });
  return starting;
}
