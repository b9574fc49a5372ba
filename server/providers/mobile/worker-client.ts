/**
 * The server's side of the worker control protocol (docs/decisions.md#mobile-device-lab): sessions, targets and
 * recordings on a hosted worker at its address, authenticated with the worker token.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { WorkerAnswers } from '../../contract/mobile';
import type { DeviceBackend, RecordingBackend } from '../../modules/mobile/device-backend';

/** Header of every worker request, both ways. */
export const WORKER_TOKEN_HEADER = 'X-Service-Worker-Token';

/** Creates the backend for the worker at `addr` (http://host:port). */
export function createWorkerBackend(addr: string, token: string, timeoutMs = 15_000): DeviceBackend & RecordingBackend {
  const base = addr.replace(/\/+$/, '');
  /** A request whose answer must have `shape`; an answer of another shape is an error naming what was wrong. */
  const call = async <S extends TSchema>(method: string, p: string, shape: S | undefined, body?: unknown): Promise<Static<S>> => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { [WORKER_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
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
    if (wrong) throw new Error(`worker ${base} answered ${method} ${p} with an unexpected shape: ${wrong.path ? `"${wrong.path.slice(1).replace(/\//g, '.')}"` : 'the answer'}: ${wrong.message.toLowerCase()}`);
    return parsed as Static<S>;
  };
  const sid = (id: string) => encodeURIComponent(id);
  return {
    attach: (sessionId, deviceId) => call('POST', '/sessions', WorkerAnswers.attach, { session_id: sessionId, device_id: deviceId }),
    async detach(session) {
      await call('DELETE', `/sessions/${sid(session.id)}`, undefined);
    },
    targets: async (deviceId) => (await call('GET', `/devices/${encodeURIComponent(deviceId)}/targets`, WorkerAnswers.targets)).items,
    openTarget: (session, url) => call('POST', `/sessions/${sid(session.id)}/targets`, WorkerAnswers.openTarget, { url }),
    startRecording: async (session) => (await call('POST', `/sessions/${sid(session.id)}/recording/start`, WorkerAnswers.recordingStart)).recording_id,
    async stopRecording(session, recordingId, file) {
      await call('POST', `/sessions/${sid(session.id)}/recording/stop`, undefined);
      const res = await fetch(`${base}/recordings/${encodeURIComponent(recordingId)}`, { headers: { [WORKER_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(120_000) });
      if (!res.ok || !res.body) throw new Error(`worker ${base} could not send recording ${recordingId}: ${res.status}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(Readable.fromWeb(res.body as any), fs.createWriteStream(file));
      return (await fsp.stat(file)).size;
    },
  };
}
