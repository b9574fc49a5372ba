/**
 * iOS devices through ios_webkit_debug_proxy: its device list (`/json` on the list port, each device
 * with its own port), the targets of a device (`/json` on that port), and `webkit_inspector`
 * sessions on the device's WebKit inspector WebSockets. WebKit's protocol is not CDP, and iOS has no
 * screen recording here.
 */
import WebSocket from 'ws';
import type { MobileTarget } from '../../contract/mobile';
import type { BackendDevice, DeviceBackend, LocalDeviceSource } from '../../engine/mobile/device-backend';
import { toTargets } from './devtools-http';

/** The iOS backend. */
export interface IosWdp extends DeviceBackend, LocalDeviceSource {
  /** Whether the proxy answered its device list last time it was asked, and why not. */
  status(): { available: boolean; reason?: string };
  /** Asks the proxy once (at start). */
  start(): Promise<void>;
}

interface WdpDevice {
  deviceId: string;
  deviceName?: string;
  url: string;
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The device's own port URL (`localhost:9222` in the list) on the proxy's host. */
function deviceBase(listUrl: string, d: WdpDevice): string {
  const port = d.url.split(':').pop();
  const u = new URL(listUrl);
  return `${u.protocol}//${u.hostname}:${port}`;
}

/** Sends one inspector command, wrapped for a target when the page announces one (iOS 12+). */
function inspectorCommand(wsUrl: string, method: string, params: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const timer = setTimeout(() => finish(new Error('the WebKit inspector did not answer')), 5000);
    let sent = false;
    const finish = (err?: Error) => {
      clearTimeout(timer);
      ws.close();
      if (err) reject(err);
      else resolve();
    };
    const send = (targetId?: string) => {
      if (sent) return;
      sent = true;
      const inner = { id: 1, method, params };
      ws.send(JSON.stringify(targetId ? { id: 2, method: 'Target.sendMessageToTarget', params: { targetId, message: JSON.stringify(inner) } } : inner));
    };
    ws.on('open', () => setTimeout(() => send(), 300).unref());
    ws.on('error', (err) => finish(err));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { id?: number; method?: string; params?: any; error?: { message: string } };
      if (msg.method === 'Target.targetCreated') return send(msg.params?.targetInfo?.targetId);
      if (msg.method === 'Target.dispatchMessageFromTarget') {
        const inner = JSON.parse(msg.params?.message ?? '{}') as { id?: number; error?: { message: string } };
        if (inner.id === 1) finish(inner.error ? new Error(inner.error.message) : undefined);
        return;
      }
      if (msg.id === 1) finish(msg.error ? new Error(msg.error.message) : undefined);
      else if (msg.id === 2 && msg.error) finish(new Error(msg.error.message));
    });
  });
}

/** Creates the iOS backend for the proxy's device list at `listUrl` (e.g. http://127.0.0.1:9221). */
export function createIosWdp(listUrl: string): IosWdp {
  const base = listUrl.replace(/\/+$/, '');
  let reason: string | undefined = `ios_webkit_debug_proxy was not asked yet (${base})`;
  const list = async (): Promise<WdpDevice[]> => {
    try {
      const body = await getJson(`${base}/json`);
      reason = undefined;
      return Array.isArray(body) ? (body as WdpDevice[]) : [];
    } catch (err) {
      reason = `ios_webkit_debug_proxy does not answer at ${base} (PLUCK_IOS_WDP_URL): ${(err as Error).message}`;
      return [];
    }
  };
  const device = async (id: string): Promise<WdpDevice> => {
    const d = (await list()).find((x) => x.deviceId === id);
    if (!d) throw new Error(`ios_webkit_debug_proxy no longer lists ${id}`);
    return d;
  };
  const targetsOf = async (d: WdpDevice): Promise<MobileTarget[]> => toTargets(await getJson(`${deviceBase(base, d)}/json`));
  return {
    status: () => (reason ? { available: false, reason } : { available: true }),
    async start() {
      await list();
    },
    async devices(): Promise<BackendDevice[]> {
      return (await list()).map((d) => ({ platform: 'ios', id: d.deviceId, model: d.deviceName ?? null, state: 'device' }));
    },
    async attach(_sessionId, deviceId) {
      const d = await device(deviceId);
      await targetsOf(d);
      return { webkit_url: deviceBase(base, d) };
    },
    async detach() {
      // Nothing is held open for a WebKit inspector session.
    },
    async targets(deviceId) {
      return targetsOf(await device(deviceId));
    },
    async openTarget(session, url) {
      const page = (await targetsOf(await device(session.device_id))).find((t) => t.websocket_url);
      if (!page?.websocket_url) throw new Error('the device has no inspectable page (open a Safari tab with Web Inspector on)');
      // WebKit has no "new tab" command: the inspectable page is navigated to the URL.
      await inspectorCommand(page.websocket_url, 'Page.navigate', { url });
      return { ...page, url };
    },
  };
}
