/**
 * The server's side of the worker control protocol (DESIGN.md §10.4): sessions, targets and
 * recordings on a hosted worker at its address, authenticated with the worker token.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MobileTarget } from '../../contract/mobile';
import type { DeviceBackend, RecordingBackend } from '../../modules/mobile/device-backend';

/** Header of every worker request, both ways. */
export const WORKER_TOKEN_HEADER = 'X-Service-Worker-Token';

/** Creates the backend for the worker at `addr` (http://host:port). */
export function createWorkerBackend(addr: string, token: string, timeoutMs = 15_000): DeviceBackend & RecordingBackend {
  const base = addr.replace(/\/+$/, '');
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { [WORKER_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as T & { error?: string }) : ({} as T & { error?: string });
    if (!res.ok) throw new Error(`worker ${base} answered ${res.status}: ${parsed.error ?? text.slice(0, 200)}`);
    return parsed;
  };
  const sid = (id: string) => encodeURIComponent(id);
  return {
    attach: (sessionId, deviceId) => call<{ cdp_url?: string }>('POST', '/sessions', { session_id: sessionId, device_id: deviceId }),
    async detach(session) {
      await call('DELETE', `/sessions/${sid(session.id)}`);
    },
    targets: async (deviceId) => (await call<{ items: MobileTarget[] }>('GET', `/devices/${encodeURIComponent(deviceId)}/targets`)).items,
    openTarget: (session, url) => call<MobileTarget>('POST', `/sessions/${sid(session.id)}/targets`, { url }),
    startRecording: async (session) => (await call<{ recording_id: string }>('POST', `/sessions/${sid(session.id)}/recording/start`)).recording_id,
    async stopRecording(session, recordingId, file) {
      await call('POST', `/sessions/${sid(session.id)}/recording/stop`);
      const res = await fetch(`${base}/recordings/${encodeURIComponent(recordingId)}`, { headers: { [WORKER_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(120_000) });
      if (!res.ok || !res.body) throw new Error(`worker ${base} could not send recording ${recordingId}: ${res.status}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(Readable.fromWeb(res.body as any), fs.createWriteStream(file));
      return (await fsp.stat(file)).size;
    },
  };
}
