/**
 * The lab's registry: worker heartbeats, the inventory of devices and workers (reconciled before
 * every listing and allocation: stale workers, their expired sessions, very old rows pruned) and
 * maintenance of devices and workers.
 */
import type { HeartbeatRequest, HeartbeatResponse, MaintenanceRequest, MobileDevice, MobileWorker } from '../../contract/mobile';
import { AppError, echoed } from '../../contract/errors';
import { nowIso } from '../../ids';
import type { MobileBackends } from '../../engine/mobile/device-backend';
import type { DeviceRow, MobileStore, SessionRow, WorkerRow } from './mobile.store';
import { leasedDevices, unavailability } from './availability';
import { deviceView, workerState, workerView, type WorkerState } from './views';

/** Registry settings. */
export interface RegistrySettings {
  workerStaleSeconds: number;
  workerPruneSeconds: number;
}

/** A snapshot of the lab after reconciliation, which placement and listings read. */
export interface LabSnapshot {
  devices: DeviceRow[];
  workers: Map<string, { row: WorkerRow; state: WorkerState }>;
  attached: SessionRow[];
}

/** Creates the registry. `expire` ends a session the registry finds dead (its worker went stale). */
export function createRegistryService(deps: {
  store: MobileStore;
  backends: MobileBackends;
  settings: RegistrySettings;
  expire: (s: SessionRow, reason: string) => Promise<void>;
  now?: () => number;
}) {
  const { store, backends, settings } = deps;
  const now = deps.now ?? Date.now;

  const requireMobile = () => {
    const a = backends.availability();
    if (!a.available) {
      throw new AppError(
        'mobile_unavailable',
        'Mobile device sessions need a mobile provider (adb, iOS proxy or workers), which this deployment does not have',
        {
          details: a.reason ? { reason: a.reason } : undefined,
        },
      );
    }
  };

  /** Brings the registry up to date and returns what it holds. */
  async function reconcile(): Promise<LabSnapshot> {
    const t = now();
    await store.pruneWorkers(new Date(t - settings.workerPruneSeconds * 1000).toISOString());
    if (backends.ios) await store.syncDevices('ios', null, await backends.ios.devices(), nowIso());
    let attached = await store.attachedSessions();
    const rows = await store.listWorkers();
    const workers = new Map<string, { row: WorkerRow; state: WorkerState }>();
    const expired: SessionRow[] = [];
    for (const row of rows) {
      const mine = attached.filter((s) => s.worker_id === row.id);
      const state = workerState(row, t, settings.workerStaleSeconds, mine.length);
      workers.set(row.id, { row, state });
      if (state.stale) expired.push(...mine);
    }
    for (const s of expired) await deps.expire(s, 'worker_stale');
    if (expired.length) attached = attached.filter((s) => !expired.includes(s));
    return { devices: await store.listDevices(), workers, attached };
  }

  const workerOf = (snap: LabSnapshot, d: DeviceRow) => (d.worker_id ? snap.workers.get(d.worker_id) : undefined);
  /** Devices as the API shows them, each with why it cannot take a session now. */
  const deviceViews = (snap: LabSnapshot, devices: DeviceRow[]) => {
    const leased = leasedDevices(snap);
    return devices.map((d) => deviceView(d, workerOf(snap, d), unavailability(snap, d, leased)?.why));
  };
  /** Devices present on each worker. */
  const deviceCounts = (snap: LabSnapshot) => {
    const counts = new Map<string, number>();
    for (const d of snap.devices) if (d.worker_id && d.present) counts.set(d.worker_id, (counts.get(d.worker_id) ?? 0) + 1);
    return counts;
  };

  return {
    reconcile,
    requireMobile,
    /** Registers or refreshes a worker and its devices. */
    async heartbeat(h: HeartbeatRequest): Promise<HeartbeatResponse> {
      const at = nowIso();
      await store.recordHeartbeat(
        {
          id: h.worker_id,
          host: h.host ?? null,
          addr: h.addr ?? null,
          max_sessions: h.max_sessions ?? 1,
          active_sessions: h.active_sessions ?? 0,
          queue_depth: h.queue_depth ?? 0,
          failure_rate: h.failure_rate ?? 0,
          last_error: h.last_error ?? null,
          last_heartbeat_at: at,
        },
        (h.devices ?? []).map((d) => ({ platform: d.platform, id: d.id, model: d.model ?? null, state: d.state })),
      );
      return { worker_id: h.worker_id, stale_after_seconds: settings.workerStaleSeconds };
    },
    /** The inventory, after reconciliation. */
    async devices(limit: number): Promise<{ items: MobileDevice[]; next_cursor: null }> {
      requireMobile();
      const snap = await reconcile();
      return { items: deviceViews(snap, snap.devices.slice(0, limit)), next_cursor: null };
    },
    /** The workers, after reconciliation. */
    async workers(limit: number): Promise<{ items: MobileWorker[]; next_cursor: null }> {
      requireMobile();
      const snap = await reconcile();
      const counts = deviceCounts(snap);
      return { items: [...snap.workers.values()].slice(0, limit).map((w) => workerView(w.row, w.state, counts.get(w.row.id) ?? 0)), next_cursor: null };
    },
    /** A device by platform and id, or 404. */
    async device(platform: string, id: string): Promise<DeviceRow> {
      requireMobile();
      const d = await store.getDevice(platform, id);
      if (!d) throw new AppError('not_found', `No ${echoed(platform)} device ${echoed(id)} in the lab`);
      return d;
    },
    async workerRow(id: string): Promise<WorkerRow | undefined> {
      return store.getWorker(id);
    },
    async deviceMaintenance(platform: string, id: string, m: MaintenanceRequest): Promise<MobileDevice> {
      requireMobile();
      if (!(await store.setDeviceMaintenance(platform, id, m.enabled, m.reason ?? null)))
        throw new AppError('not_found', `No ${echoed(platform)} device ${echoed(id)} in the lab`);
      const snap = await reconcile();
      return deviceViews(snap, [snap.devices.find((x) => x.platform === platform && x.id === id)!])[0];
    },
    async workerMaintenance(id: string, m: MaintenanceRequest): Promise<MobileWorker> {
      requireMobile();
      if (!(await store.setWorkerMaintenance(id, m.enabled, m.reason ?? null))) throw new AppError('not_found', `No worker ${echoed(id)}`);
      const snap = await reconcile();
      const w = snap.workers.get(id)!;
      return workerView(w.row, w.state, deviceCounts(snap).get(id) ?? 0);
    },
  };
}

/** The registry. */
export type RegistryService = ReturnType<typeof createRegistryService>;
