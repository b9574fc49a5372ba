/**
 * Audio capture through PulseAudio (docs/decisions.md#audio-capture-and-transcription): a null sink per capture, a dedicated
 * browser whose output goes to it (`PULSE_SINK`, autoplay allowed, not muted), and `parec`
 * recording its monitor as PCM s16le, appended to the capture's file as it comes so a killed
 * process keeps what it recorded. Without a URL the default sink's monitor is recorded.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { AppError } from '../../contract/errors';
import type { AudioCapturer, Recording, RecordingSpec } from '../../engine/audio/audio-ports';
import { patchWavSizes, wavHeader } from '../../engine/audio/wav-header';
import { launchChromium } from '../browser/launch';
import { ensurePulse, pactl } from './pulse-daemon';

/** What the capturer needs. */
export interface PulseCapturerSettings {
  /** Browser binary for captures with a URL; undefined when none is installed. */
  browserPath?: string;
  /** How long opening the page may take, ms. */
  pageTimeoutMs?: number;
  /** Switches that send the capture browser's traffic through the egress proxy (none when every address is allowed). */
  browserArgs?: () => Promise<string[]>;
}

async function openPlayer(s: PulseCapturerSettings, sink: string, url: string): Promise<Browser> {
  if (!s.browserPath) throw new AppError('browser_unavailable', 'A capture with a url needs a browser, and none was found (set PLUCK_BROWSER_PATH)');
  const timeoutMs = s.pageTimeoutMs ?? 30_000;
  const browser = await launchChromium(s.browserPath, {
    env: { PULSE_SINK: sink },
    args: ['--autoplay-policy=no-user-gesture-required', ...((await s.browserArgs?.()) ?? [])],
    ignoreDefaultArgs: ['--mute-audio'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    return browser;
  } catch (err) {
    await browser.close().catch(() => undefined);
    throw new AppError('upstream_failed', `Could not open ${url} for the capture: ${(err as Error).message}`);
  }
}

function sinkName(captureId: string): string {
  return `pluck_${captureId.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** Unloads the null sink a killed process left loaded for a capture (when PulseAudio still runs). */
async function unloadStaleSink(captureId: string): Promise<void> {
  const modules = await pactl(['list', 'short', 'modules']).catch(() => '');
  const line = modules.split('\n').find((l) => l.includes(`sink_name=${sinkName(captureId)} `) || l.endsWith(`sink_name=${sinkName(captureId)}`));
  if (line) await pactl(['unload-module', line.split('\t')[0]]).catch(() => undefined);
}

/** Creates the PulseAudio capturer. */
export function createPulseCapturer(s: PulseCapturerSettings): AudioCapturer {
  return {
    async start(spec: RecordingSpec): Promise<Recording> {
      try {
        await ensurePulse();
      } catch (err) {
        throw new AppError('audio_unavailable', `PulseAudio is not reachable: ${(err as Error).message}`);
      }
      const sink = sinkName(spec.id);
      const moduleId = spec.url
        ? await pactl(['load-module', 'module-null-sink', `sink_name=${sink}`, `sink_properties=device.description=${sink}`])
        : undefined;
      const unload = async () => {
        if (moduleId) await pactl(['unload-module', moduleId]).catch(() => undefined);
      };
      await fsp.mkdir(path.dirname(spec.file), { recursive: true });
      await fsp.writeFile(spec.file, spec.format === 'wav' ? wavHeader(spec.sampleRate, spec.channels) : Buffer.alloc(0));
      let written = spec.format === 'wav' ? 44 : 0;
      const out = fs.createWriteStream(spec.file, { flags: 'a' });
      const device = spec.url ? `${sink}.monitor` : '@DEFAULT_MONITOR@';
      const parec = spawn('parec', [`--device=${device}`, '--format=s16le', `--rate=${spec.sampleRate}`, `--channels=${spec.channels}`, '--raw'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      parec.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
      const listeners = new Set<(pcm: Buffer) => void>();
      parec.stdout.on('data', (pcm: Buffer) => {
        out.write(pcm);
        written += pcm.length;
        for (const l of listeners) l(pcm);
      });
      let stopping = false;
      const exited = new Promise<void>((resolve) => parec.once('close', () => resolve()));
      let browser: Browser | undefined;
      const ended = new Promise<{ error: string }>((resolve) => {
        void exited.then(() => {
          if (!stopping) resolve({ error: `the recorder (parec) stopped: ${stderr.trim() || 'no message'}` });
        });
      });
      try {
        if (spec.url) browser = await openPlayer(s, sink, spec.url);
      } catch (err) {
        stopping = true;
        parec.kill();
        await exited;
        await new Promise((r) => out.end(r));
        await unload();
        throw err;
      }
      browser?.on('disconnected', () => {
        if (!stopping) parec.kill();
      });
      let stopped: Promise<void> | undefined;
      return {
        onPcm(l) {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        bytes: () => written,
        ended,
        stop() {
          stopped ??= (async () => {
            stopping = true;
            await browser?.close().catch(() => undefined);
            parec.kill();
            await exited;
            await new Promise((r) => out.end(r));
            await unload();
            if (spec.format === 'wav') await patchWavSizes(spec.file);
          })();
          return stopped;
        },
      };
    },
    async finalize(captureId, file, format) {
      await unloadStaleSink(captureId);
      try {
        return format === 'wav' ? await patchWavSizes(file) : (await fsp.stat(file)).size;
      } catch {
        return 0;
      }
    },
  };
}
