/**
 * `pluck mobile worker`: a hosted worker over the adb server of its own host. It heartbeats to the
 * Pluck server (presence, load, devices) and serves the server→worker control API of docs/decisions.md#mobile-device-lab
 * on its address; recordings are deleted once the server has downloaded them.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '../../client/index';
import type { BackendSession } from '../../engine/mobile/device-backend';
import { createAdbAndroid } from './adb-android';
import { deviceRoute, WorkerHttpError as HttpError } from './worker-device-routes';
import { WORKER_TOKEN_HEADER } from './worker-client';

/** How a worker runs. */
export interface MobileWorkerOptions {
  /** The Pluck server's base URL. */
  server: string;
  token: string;
  /** host:port the control API listens on (port 0 picks one). */
  listenHost: string;
  listenPort: number;
  /** Address the server reaches the control API at; else http://listenHost:port. */
  advertise?: string;
  workerId?: string;
  maxSessions: number;
  adbHost: string;
  adbPort: number;
  heartbeatSeconds: number;
  /** Reports heartbeat failures and such. */
  log?: (line: string) => void;
}

/** A running worker. */
export interface MobileWorker {
  id: string;
  addr: string;
  /** Sends one heartbeat now. */
  heartbeat(): Promise<void>;
  close(): Promise<void>;
}

async function jsonBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const c of req) text += c;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'body is not JSON');
  }
}

/** Starts a worker: control API listening, adb tracked, first heartbeat sent. */
export async function startMobileWorker(o: MobileWorkerOptions): Promise<MobileWorker> {
  const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'pluck-worker-'));
  const adb = createAdbAndroid({ host: o.adbHost, port: o.adbPort, tmpDir: path.join(tmp, 'segments') });
  await adb.start();
  const sessions = new Map<string, BackendSession>();
  const recordings = new Map<string, { sessionId: string; file?: string }>();
  let lastError: string | null = null;
  let failures = 0;
  let uses = 0;

  const session = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new HttpError(404, `no session ${id} on this worker`);
    return s;
  };
  const counted = async <T>(fn: () => Promise<T>): Promise<T> => {
    uses++;
    try {
      return await fn();
    } catch (err) {
      failures++;
      lastError = (err as Error).message;
      throw new HttpError(502, lastError);
    }
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> => {
    const given = req.headers[WORKER_TOKEN_HEADER.toLowerCase()];
    if (given !== o.token) throw new HttpError(401, `missing or wrong ${WORKER_TOKEN_HEADER}`);
    const url = new URL(req.url ?? '/', 'http://worker');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const m = req.method;
    if (m === 'POST' && parts.length === 1 && parts[0] === 'sessions') {
      const b = await jsonBody(req);
      if (typeof b.session_id !== 'string' || typeof b.device_id !== 'string') throw new HttpError(400, 'session_id and device_id are required');
      if (sessions.size >= o.maxSessions) throw new HttpError(503, 'this worker is saturated');
      const sid = b.session_id;
      const did = b.device_id;
      const attached = await counted(() => adb.attach(sid, did));
      sessions.set(sid, { id: sid, device_id: did, forward_port: attached.forward_port ?? null, cdp_url: attached.cdp_url ?? null });
      return attached.cdp_url ? { cdp_url: attached.cdp_url } : {};
    }
    if (parts[0] === 'sessions' && parts.length === 2 && m === 'DELETE') {
      const s = sessions.get(parts[1]);
      if (s) {
        sessions.delete(parts[1]);
        await counted(() => adb.detach(s));
      }
      return { released: true };
    }
    if (parts[0] === 'devices' && parts[2] === 'targets' && m === 'GET') return { items: await counted(() => adb.targets(parts[1])) };
    if (parts[0] === 'devices' && parts.length >= 3 && parts[2] !== 'targets') return deviceRoute(adb, parts[1], m ?? 'GET', parts.slice(2), req, res, url);
    if (parts[0] === 'sessions' && parts[2] === 'targets' && m === 'POST') {
      const b = await jsonBody(req);
      const s = session(parts[1]);
      return counted(() => adb.openTarget(s, typeof b.url === 'string' ? b.url : 'about:blank'));
    }
    if (parts[0] === 'sessions' && parts[2] === 'recording' && m === 'POST') {
      const s = session(parts[1]);
      if (parts[3] === 'start') {
        const rid = await counted(() => adb.startRecording(s));
        recordings.set(rid, { sessionId: s.id });
        return { recording_id: rid };
      }
      if (parts[3] === 'stop') {
        const entry = [...recordings.entries()].find(([, r]) => r.sessionId === s.id && !r.file);
        if (!entry) throw new HttpError(409, 'this session is not recording');
        const file = path.join(tmp, `${entry[0]}.mp4`);
        const bytes = await counted(() => adb.stopRecording(s, entry[0], file));
        entry[1].file = file;
        return { recording_id: entry[0], status: 'completed', bytes };
      }
    }
    if (parts[0] === 'recordings' && parts.length === 2 && m === 'GET') {
      const r = recordings.get(parts[1]);
      if (!r?.file) throw new HttpError(404, `no finished recording ${parts[1]}`);
      const file = r.file;
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': String((await fsp.stat(file)).size) });
      await new Promise<void>((resolve, reject) => {
        fs.createReadStream(file).on('error', reject).pipe(res).on('finish', resolve).on('error', reject);
      });
      // Downloaded in full: the worker keeps no copy.
      recordings.delete(parts[1]);
      await fsp.rm(file, { force: true });
      return undefined;
    }
    throw new HttpError(404, `no route ${m} ${url.pathname}`);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).then(
      (body) => {
        if (body === undefined) return;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      },
      (err: Error) => {
        if (res.headersSent) return res.destroy();
        const status = err instanceof HttpError ? err.status : 500;
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: err.message }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.listenPort, o.listenHost, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const addr = o.advertise ?? `http://${o.listenHost === '0.0.0.0' ? os.hostname() : o.listenHost}:${port}`;
  const id = o.workerId ?? `${os.hostname()}-${port}`;
  const api = createClient({ baseUrl: o.server });

  const heartbeat = async () => {
    await api.workerHeartbeat(o.token, {
      worker_id: id,
      host: os.hostname(),
      addr,
      max_sessions: o.maxSessions,
      active_sessions: sessions.size,
      queue_depth: 0,
      failure_rate: uses ? Math.min(1, failures / uses) : 0,
      last_error: lastError ?? adb.status().reason ?? null,
      devices: (await adb.devices()).map((d) => ({ platform: d.platform, id: d.id, model: d.model, state: d.state })),
    });
  };
  const beat = () =>
    heartbeat().catch((err: Error) => {
      o.log?.(`heartbeat to ${o.server} failed: ${err.message}`);
    });
  await heartbeat();
  const timer = setInterval(() => void beat(), o.heartbeatSeconds * 1000);
  // A plugged or unplugged device is reported at once, not at the next tick.
  adb.onChange(() => void beat());
  let closing: Promise<void> | undefined;
  return {
    id,
    addr,
    heartbeat,
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        for (const s of sessions.values()) await adb.detach(s).catch(() => undefined);
        sessions.clear();
        await adb.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await fsp.rm(tmp, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
