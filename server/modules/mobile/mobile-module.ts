/**
 * The mobile module: the device registry, sessions on devices, and what a session's device does
 * (screen, control, logs, apps, shell), over the backends start/ wires.
 */
import path from 'node:path';
import type { ModuleContext, ServerModule } from '../module-context';
import type { MobileBackends } from '../../engine/mobile/device-backend';
import { createDeviceService } from './device.service';
import { mobileRoutes } from './mobile.routes';
import { createRegistryService } from './registry.service';
import { createSessionsService, type SessionsService } from './sessions.service';

/** The wired backends and their lifecycle. */
export interface MobilePorts {
  backends: MobileBackends;
  /** Connects to adb and asks the iOS proxy once. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createMobileModule(ctx: ModuleContext, ports: MobilePorts): ServerModule {
  const { options, log } = ctx;
  const store = ctx.stores.mobile;
  const { backends } = ports;
  // The registry expires sessions through the sessions service, which is built on the registry.
  const late: { sessions?: SessionsService } = {};
  const registry = createRegistryService({
    store,
    backends,
    settings: { workerStaleSeconds: options.workerStaleSeconds, workerPruneSeconds: options.workerPruneSeconds },
    expire: (s, reason) => late.sessions!.expire(s, reason),
  });
  const sessions = createSessionsService({
    store,
    backends,
    registry,
    settings: {
      leaseSeconds: options.mobileLeaseSeconds,
      drainAfter: options.deviceDrainAfter,
      recordingRetentionSeconds: options.recordingRetentionSeconds,
      recordingsDir: path.join(options.dataDir, 'recordings'),
    },
    warn: (obj, msg) => log.warn(obj, msg),
  });
  late.sessions = sessions;
  return {
    routes: mobileRoutes(registry, sessions, createDeviceService({ store, backends, extract: ctx.extract, usage: ctx.usage })),
    async start() {
      await ports.start();
      // Before listening: local sessions of a crashed process are expired and their forwards removed.
      await sessions.start();
      const adb = backends.adb;
      if (!adb) return;
      const syncAdb = () => adb.devices().then((seen) => store.syncDevices('adb', null, seen, new Date().toISOString()));
      adb.onChange(() => void syncAdb().catch((err: Error) => log.warn({ err: err.message }, 'could not record adb devices')));
      await syncAdb();
    },
    async stop() {
      await sessions.stop();
      await ports.close();
    },
  };
}
