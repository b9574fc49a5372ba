/**
 * The server's side of the worker control protocol (docs/decisions.md#mobile-device-lab): sessions, targets,
 * recordings and a device's screen, input, logcat and packages (worker-device-routes.ts) on a
 * hosted worker at its address, authenticated with the worker token.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { WorkerAnswers } from '../../contract/mobile';
import type { DeviceBackend, DeviceControl, RecordingBackend } from '../../engine/mobile/device-backend';

/** Header of every worker request, both ways. */
export const WORKER_TOKEN_HEADER = 'X-Service-Worker-Token';

/** Creates the backend for the worker at `addr` (http://host:port). */
export function createWorkerBackend(addr: string, token: string, timeoutMs = 15_000): DeviceBackend & RecordingBackend & DeviceControl {
  const base = addr.replace(/\/+$/, '');
  /** A request whose answer must have `shape`; an answer of another shape is an error naming what was wrong. */
  const call = async <S extends TSchema>(method: string, p: string, shape: S | undefined, body?: unknown, ms = timeoutMs): Promise<Static<S>> => {
    const bytes = Buffer.isBuffer(body);
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { [WORKER_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' }) },
      body: body === undefined ? undefined : bytes ? new Uint8Array(body) : JSON.stringify(body),
      signal: AbortSignal.timeout(ms),
    });
    const text = await res.text();
    let parsed: unknown = {};
    try {
      if (text) parsed = JSON.parse(text);
    } catch {
      if (res.ok) throw new Error(`worker ${base} answered ${method} ${p} with something other than JSON: ${JSON.stringify(text.slice(0, 100))}`);
    }
    if (!res.ok) throw new Error(`worker ${base} answered ${res.status}: ${(parsed as { error?: unknown }).error ?? text.slice(0, 200)}`);
    const wrong = shape && Value.Errors(shape, parsed).First();
    if (wrong)
      throw new Error(
        `worker ${base} answered ${method} ${p} with an unexpected shape: ${wrong.path ? `"${wrong.path.slice(1).replace(/\//g, '.')}"` : 'the answer'}: ${wrong.message.toLowerCase()}`,
      );
    return parsed as Static<S>;
  };
  const sid = (id: string) => encodeURIComponent(id);
  const dev = (id: string) => `/devices/${encodeURIComponent(id)}`;
  /** A raw answer (a PNG, a log stream), or the worker's error. */
  const open = async (p: string, signal?: AbortSignal): Promise<Response> => {
    const res = await fetch(`${base}${p}`, { headers: { [WORKER_TOKEN_HEADER]: token }, signal: signal ?? AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`worker ${base} answered ${res.status}: ${((await res.json().catch(() => ({}))) as { error?: string }).error ?? ''}`);
    return res;
  };
  return {
    screencap: async (deviceId) => Buffer.from(await (await open(`${dev(deviceId)}/screen`)).arrayBuffer()),
    async input(deviceId, args) {
      await call('POST', `${dev(deviceId)}/input`, undefined, { args });
    },
    uiDump: async (deviceId) => (await call('GET', `${dev(deviceId)}/ui`, WorkerAnswers.ui)).xml,
    async logcat(deviceId, filterspecs, onLine) {
      const stop = new AbortController();
      const res = await open(`${dev(deviceId)}/logcat?${filterspecs.map((s) => `spec=${encodeURIComponent(s)}`).join('&')}`, stop.signal);
      const ended = (async () => {
        let rest = '';
        const decoder = new TextDecoder();
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
          rest = lines.pop() ?? '';
          for (const l of lines) if (l) onLine(l);
        }
      })().catch(() => undefined);
      return { ended, stop: () => stop.abort() };
    },
    packages: async (deviceId) => (await call('GET', `${dev(deviceId)}/packages`, WorkerAnswers.packages)).items,
    async install(deviceId, apk) {
      await call('POST', `${dev(deviceId)}/packages`, undefined, apk);
    },
    async uninstall(deviceId, pkg) {
      await call('DELETE', `${dev(deviceId)}/packages/${encodeURIComponent(pkg)}`, undefined);
    },
    async launch(deviceId, pkg) {
      await call('POST', `${dev(deviceId)}/packages/${encodeURIComponent(pkg)}/launch`, undefined);
    },
    // The worker stops the command at its timeout; the call waits that long and a little more.
    shell: (deviceId, command, ms) => call('POST', `${dev(deviceId)}/shell`, WorkerAnswers.shell, { command, timeout_ms: ms }, ms + timeoutMs),
    attach: (sessionId, deviceId) => call('POST', '/sessions', WorkerAnswers.attach, { session_id: sessionId, device_id: deviceId }),
    async detach(session) {
      await call('DELETE', `/sessions/${sid(session.id)}`, undefined);
    },
    targets: async (deviceId) => (await call('GET', `/devices/${encodeURIComponent(deviceId)}/targets`, WorkerAnswers.targets)).items,
    openTarget: (session, url) => call('POST', `/sessions/${sid(session.id)}/targets`, WorkerAnswers.openTarget, { url }),
    startRecording: async (session) => (await call('POST', `/sessions/${sid(session.id)}/recording/start`, WorkerAnswers.recordingStart)).recording_id,
    async stopRecording(session, recordingId, file) {
      await call('POST', `/sessions/${sid(session.id)}/recording/stop`, undefined);
      const res = await fetch(`${base}/recordings/${encodeURIComponent(recordingId)}`, {
        headers: { [WORKER_TOKEN_HEADER]: token },
        signal: AbortSignal.timeout(120_000),
      });
      if (!res.ok || !res.body) throw new Error(`worker ${base} could not send recording ${recordingId}: ${res.status}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(Readable.fromWeb(res.body as any), fs.createWriteStream(file));
      return (await fsp.stat(file)).size;
    },
  };
}
