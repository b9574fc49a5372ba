/**
 * The mobile providers of this deployment, each on when present: local Android over adb, iOS
 * through ios_webkit_debug_proxy, hosted workers (a worker token is set). Their registry entries
 * follow their state (an adb server that starts later turns Android on).
 */
import path from 'node:path';
import type { MobileBackends } from '../../engine/mobile/device-backend';
import type { ProviderRegistry } from '../../engine/provider-registry';
import { createAdbAndroid, type AdbAndroid } from './adb-android';
import { createIosWdp, type IosWdp } from './ios-wdp';
import { createWorkerBackend } from './worker-client';

/** What the mobile providers are built from. */
export interface MobileProviderSettings {
  adbServerHost: string;
  adbServerPort: number;
  iosWdpUrl: string;
  workerToken?: string;
  dataDir: string;
}

/** The wired providers and their lifecycle. */
export interface WiredMobile {
  backends: MobileBackends;
  /** Connects to adb and asks the iOS proxy once. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the mobile providers and registers their entries. */
export function wireMobile(s: MobileProviderSettings, registry: ProviderRegistry): WiredMobile {
  const adb: AdbAndroid | undefined =
    s.adbServerHost === 'off'
      ? undefined
      : createAdbAndroid({ host: s.adbServerHost, port: s.adbServerPort, tmpDir: path.join(s.dataDir, 'tmp', 'recording-segments') });
  const ios: IosWdp | undefined = s.iosWdpUrl === 'off' ? undefined : createIosWdp(s.iosWdpUrl);
  const token = s.workerToken;

  const registerAdb = () => {
    const st = adb?.status() ?? { available: false, reason: 'local Android is off (ANDROID_ADB_SERVER_HOST=off)' };
    registry.register({ kind: 'mobile_adb', id: 'adb', name: 'Android over adb', available: st.available, ...(st.reason ? { reason: st.reason } : {}) });
  };
  const registerIos = () => {
    const st = ios?.status() ?? { available: false, reason: 'iOS is off (PLUCK_IOS_WDP_URL=off)' };
    registry.register({
      kind: 'mobile_ios',
      id: 'ios_webkit_debug_proxy',
      name: 'iOS through ios_webkit_debug_proxy',
      available: st.available,
      ...(st.reason ? { reason: st.reason } : {}),
    });
  };
  registerAdb();
  registerIos();
  registry.register({
    kind: 'mobile_workers',
    id: 'workers',
    name: 'Hosted mobile workers',
    available: !!token,
    ...(token ? {} : { reason: 'hosted workers register with a worker token: set PLUCK_WORKER_TOKEN' }),
  });
  adb?.onChange(registerAdb);
  const workers = new Map<string, ReturnType<typeof createWorkerBackend>>();

  const backends: MobileBackends = {
    adb,
    ios,
    worker: token
      ? (addr) => {
          let b = workers.get(addr);
          if (!b) workers.set(addr, (b = createWorkerBackend(addr, token)));
          return b;
        }
      : undefined,
    availability() {
      registerAdb();
      registerIos();
      const kinds = ['mobile_adb', 'mobile_ios', 'mobile_workers'] as const;
      const all = kinds.map((k) => registry.availability(k));
      if (all.some((a) => a.available)) return { available: true };
      return {
        available: false,
        reason: all
          .map((a) => a.reason)
          .filter(Boolean)
          .join('; '),
      };
    },
  };
  return {
    backends,
    async start() {
      await adb?.start();
      registerAdb();
      await ios?.start();
      registerIos();
    },
    async close() {
      await adb?.close();
    },
  };
}
