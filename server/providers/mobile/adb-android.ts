/**
 * Android devices through an adb server (@devicefarmer/adbkit): devices tracked live
 * (`host:track-devices`), model from `getprop`, a `cdp_http` session as an adb forward from a local
 * port to the device's DevTools socket, targets read over adb streams, screen recording, and the
 * screen, input, log and apps of adb-control.ts. Used by
 * the server for local devices and by `pluck mobile worker` on its own host.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Adb } from '@devicefarmer/adbkit';
import type { MobileTarget } from '../../contract/mobile';
import type { BackendDevice, DeviceBackend, DeviceControl, LocalDeviceSource, RecordingBackend } from '../../engine/mobile/device-backend';
import { createAdbControl } from './adb-control';
import { adbHostRequest, canConnect, freePort } from './adb-wire';
import { devtoolsSockets, getJsonOverStream, toTargets } from './devtools-http';
import { SCREENRECORD_COMMAND, startScreenRecording, type ScreenRecording } from './screen-recorder';

/** Where the adb server is and where recordings are cut. */
export interface AdbAndroidOptions {
  host: string;
  port: number;
  /** Folder for recording segments. */
  tmpDir?: string;
  ffmpegPath?: string;
  /** Seconds between reconnect attempts while no adb server answers. */
  retrySeconds?: number;
  /** Host name put in cdp_url (the forward listens on the adb server's loopback). */
  advertiseHost?: string;
}

/** The adb backend. */
export interface AdbAndroid extends DeviceBackend, RecordingBackend, LocalDeviceSource, DeviceControl {
  /** Connects and starts tracking; resolves once the first device list is in (or adb is absent). */
  start(): Promise<void>;
  /** Whether an adb server answered, and why not. */
  status(): { available: boolean; reason?: string };
  onChange(listener: () => void): void;
  /** Removes a forward a previous process left open. */
  removeForward(deviceId: string, port: number): Promise<void>;
  close(): Promise<void>;
}

const ADB_STATES: Record<string, string> = { emulator: 'device' };

async function readText(stream: NodeJS.ReadableStream & { destroy?: () => void }): Promise<string> {
  const buf = await Adb.util.readAll(stream as any);
  return buf.toString('utf8');
}

/** Creates the adb backend (nothing is contacted until `start`). */
export function createAdbAndroid(opts: AdbAndroidOptions): AdbAndroid {
  const client = Adb.createClient({ host: opts.host, port: opts.port });
  const where = `${opts.host}:${opts.port}`;
  const tmpDir = opts.tmpDir ?? path.join(os.tmpdir(), 'pluck-recordings');
  const listeners: (() => void)[] = [];
  const seen = new Map<string, BackendDevice>();
  const recordings = new Map<string, ScreenRecording>();
  let tracker: { end(): unknown; on(ev: string, fn: (...a: any[]) => void): unknown } | undefined;
  let available = false;
  let reason: string | undefined = `no adb server answered at ${where} yet`;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const notify = () => listeners.forEach((l) => l());

  const model = async (serial: string): Promise<string | null> => {
    try {
      const out = (await readText(await client.getDevice(serial).shell('getprop ro.product.model'))).trim();
      return out || null;
    } catch {
      return null;
    }
  };

  const refresh = async (list: { id: string; type: string }[]) => {
    const next = new Map<string, BackendDevice>();
    for (const d of list) {
      const state = ADB_STATES[d.type] ?? d.type;
      const known = seen.get(d.id);
      const m = known?.model ?? (state === 'device' ? await model(d.id) : null);
      next.set(d.id, { platform: 'android', id: d.id, model: m, state });
    }
    seen.clear();
    for (const [k, v] of next) seen.set(k, v);
    notify();
  };

  const scheduleRetry = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), (opts.retrySeconds ?? 5) * 1000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    // Probed first: adbkit would otherwise spawn an adb server of its own on a refused connection.
    if (!(await canConnect(opts.host, opts.port))) {
      available = false;
      reason = `no adb server answers at ${where} (ANDROID_ADB_SERVER_HOST/ANDROID_ADB_SERVER_PORT; start one with "adb start-server")`;
      return scheduleRetry();
    }
    try {
      const t = (await client.trackDevices()) as unknown as NonNullable<typeof tracker>;
      tracker = t;
      const first = new Promise<void>((resolve) => {
        t.on('changeSet', () => resolve());
        setTimeout(resolve, 2000).unref();
      });
      t.on('changeSet', () => {
        void client.listDevices().then(refresh, () => undefined);
      });
      t.on('end', () => {
        available = false;
        reason = `the adb server at ${where} went away`;
        seen.clear();
        notify();
        scheduleRetry();
      });
      t.on('error', () => undefined);
      await refresh(await client.listDevices());
      available = true;
      reason = undefined;
      notify();
      await first;
    } catch (err) {
      available = false;
      reason = `the adb server at ${where} failed: ${(err as Error).message}`;
      scheduleRetry();
    }
  }

  const sockets = async (deviceId: string) => devtoolsSockets(await readText(await client.getDevice(deviceId).shell('cat /proc/net/unix')));

  const removeForward = (deviceId: string, port: number) => adbHostRequest(opts.host, opts.port, `host-serial:${deviceId}:killforward:tcp:${port}`);

  return {
    ...createAdbControl(opts.host, opts.port),
    start: connect,
    status: () => (available ? { available } : { available, reason }),
    async devices() {
      return [...seen.values()];
    },
    onChange(listener) {
      listeners.push(listener);
    },
    removeForward,
    async attach(_sessionId, deviceId) {
      const names = await sockets(deviceId);
      if (!names.length) throw new Error(`no DevTools socket is open on ${deviceId} (start Chrome or an inspectable WebView)`);
      const port = await freePort();
      await client.getDevice(deviceId).forward(`tcp:${port}`, `localabstract:${names[0]}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(5000) });
        if (!res.ok) throw new Error(`DevTools answered ${res.status}`);
      } catch (err) {
        await removeForward(deviceId, port).catch(() => undefined);
        throw new Error(`the DevTools forward to ${deviceId} does not answer: ${(err as Error).message}`);
      }
      return { cdp_url: `http://${opts.advertiseHost ?? '127.0.0.1'}:${port}`, forward_port: port };
    },
    async detach(session) {
      const rec = recordings.get(session.id);
      if (rec) {
        recordings.delete(session.id);
        await rec.discard();
      }
      if (session.forward_port) {
        await removeForward(session.device_id, session.forward_port).catch((err: Error) => {
          // Already gone (the adb server restarted) is what we wanted.
          if (!/not found|cannot remove/i.test(err.message)) throw err;
        });
      }
    },
    async targets(deviceId) {
      const out: MobileTarget[] = [];
      for (const name of await sockets(deviceId)) {
        const stream = await client.getDevice(deviceId).openLocal(`localabstract:${name}`);
        out.push(...toTargets(await getJsonOverStream(stream, '/json/list')));
      }
      return out;
    },
    async openTarget(session, url) {
      if (!session.forward_port) throw new Error('the session has no DevTools forward');
      const res = await fetch(`http://127.0.0.1:${session.forward_port}/json/new?${encodeURI(url)}`, { method: 'PUT', signal: AbortSignal.timeout(10000) });
      if (!res.ok) throw new Error(`DevTools refused to open ${url}: ${res.status} ${await res.text()}`);
      return toTargets([await res.json()])[0];
    },
    async startRecording(session) {
      if (recordings.has(session.id)) throw new Error('this session is already recording');
      const id = crypto.randomBytes(8).toString('hex');
      const device = client.getDevice(session.device_id);
      const rec = await startScreenRecording(path.join(tmpDir, id), async () => (await device.shell(SCREENRECORD_COMMAND)) as any, opts.ffmpegPath);
      recordings.set(session.id, rec);
      return id;
    },
    async stopRecording(session, _recordingId, file) {
      const rec = recordings.get(session.id);
      if (!rec) throw new Error('this session is not recording');
      recordings.delete(session.id);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      return rec.stop(file);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      tracker?.end();
      for (const r of recordings.values()) await r.discard().catch(() => undefined);
      recordings.clear();
    },
  };
}
