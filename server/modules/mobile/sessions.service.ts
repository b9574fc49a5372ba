/**
 * Session leases on lab devices: allocation (placement under a lock), renew, release, targets,
 * recordings; a sweeper that expires leases and prunes old recordings; and, at start, attached local
 * sessions of a previous process reconciled to `expired` with their forwards removed.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { AppError, echoed } from '../../contract/errors';
import type { MobileRecording, MobileSession, MobileTarget, SessionAllocateRequest } from '../../contract/mobile';
import { decodeCursor, pageOf } from '../../cursor';
import { newId, nowIso } from '../../ids';
import type { BackendSession, DeviceBackend, MobileBackends, RecordingBackend } from '../../engine/mobile/device-backend';
import type { DeviceRow, MobileStore, RecordingRow, SessionRow } from './mobile.store';
import { place, transportOf } from './placement';
import type { RegistryService } from './registry.service';
import { recordingView, sessionView } from './views';

/** Session settings. */
export interface SessionSettings {
  leaseSeconds: number;
  drainAfter: number;
  recordingRetentionSeconds: number;
  /** Folder of finished recordings. */
  recordingsDir: string;
}

/** Logs what a sweep could not do. */
type Warn = (obj: Record<string, unknown>, msg: string) => void;

/** When a lease of `seconds` taken at `at` runs out. */
const leaseEnd = (at: string, seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();

const toBackend = (s: SessionRow): BackendSession => ({ id: s.id, device_id: s.device_id, forward_port: s.forward_port, cdp_url: s.cdp_url });

/** Creates the sessions service. */
export function createSessionsService(deps: {
  store: MobileStore;
  backends: MobileBackends;
  registry: RegistryService;
  settings: SessionSettings;
  warn: Warn;
}) {
  const { store, backends, registry, settings } = deps;
  let lock: Promise<unknown> = Promise.resolve();
  const serialized = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = lock.then(fn, fn);
    lock = run.catch(() => undefined);
    return run;
  };

  async function backendOf(source: string, workerId: string | null): Promise<DeviceBackend & Partial<RecordingBackend>> {
    if (source === 'adb' && backends.adb) return backends.adb;
    if (source === 'ios' && backends.ios) return backends.ios;
    if (source === 'worker' && backends.worker && workerId) {
      const w = await registry.workerRow(workerId);
      if (w?.addr) return backends.worker(w.addr);
    }
    throw new AppError('mobile_unavailable', `The provider of this device (${source}) is not available`);
  }
  const sourceOf = (s: SessionRow) => (s.transport === 'worker_control' ? 'worker' : s.transport === 'webkit_inspector' ? 'ios' : 'adb');

  /** Removes what a session holds on its device; a failure counts toward draining. */
  async function disconnect(s: SessionRow): Promise<void> {
    try {
      await (await backendOf(sourceOf(s), s.worker_id)).detach(toBackend(s));
    } catch (err) {
      await store.recordDeviceFailure(s.platform, s.device_id, settings.drainAfter);
      deps.warn({ session_id: s.id, err: (err as Error).message }, 'mobile session disconnect failed');
    }
  }

  /** Deletes recordings: the file first, so a crash in between leaves a row to retry, never an orphan file. */
  async function removeRecordings(recordings: RecordingRow[]): Promise<void> {
    for (const r of recordings) {
      if (r.path) await fsp.rm(r.path, { force: true });
      await store.deleteRecording(r.id);
    }
  }

  /** Ends a session the lab found dead or out of lease. */
  async function expire(s: SessionRow, reason: string): Promise<void> {
    if (!(await store.endSession(s.id, 'expired', reason, nowIso()))) return;
    // A stale worker cannot be asked to let go; everything else is.
    if (reason !== 'worker_stale') await disconnect(s);
  }

  async function attachedOf(tenantId: string, id: string): Promise<SessionRow> {
    const s = await store.getSession(tenantId, id);
    if (!s) throw new AppError('not_found', `No mobile session ${echoed(id)}`);
    if (s.status !== 'attached') throw new AppError('conflict', `Session ${id} is ${s.status}`, { details: { status: s.status } });
    return s;
  }

  const view = async (s: SessionRow) => sessionView(s, await store.latestRecording(s.id));

  async function sweep(): Promise<void> {
    const t = Date.now();
    for (const s of await store.attachedSessions()) if (Date.parse(s.expires_at) <= t) await expire(s, 'lease_expired');
    await removeRecordings(await store.recordingsBefore(new Date(t - settings.recordingRetentionSeconds * 1000).toISOString()));
  }

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const service = {
    expire,
    /** Reconciles a previous process's local sessions, then starts the lease sweeper. */
    async start(sweepMs = 1000): Promise<void> {
      for (const s of await store.attachedSessions()) {
        if (s.transport === 'worker_control') continue;
        await store.endSession(s.id, 'expired', 'server_restart', nowIso());
        if (s.forward_port && backends.adb) {
          await backends.adb
            .removeForward(s.device_id, s.forward_port)
            .catch((err: Error) => deps.warn({ session_id: s.id, err: err.message }, 'could not remove a forward left by the previous process'));
        }
      }
      timer = setInterval(() => {
        sweeping ??= sweep()
          .catch((err: Error) => deps.warn({ err: err.message }, 'mobile sweep failed'))
          .finally(() => (sweeping = undefined));
      }, sweepMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await sweeping;
    },

    async allocate(tenantId: string, req: SessionAllocateRequest): Promise<MobileSession> {
      registry.requireMobile();
      if (req.device_id && req.platform)
        throw new AppError('invalid_request', 'Give either "device_id" or "platform", not both', { details: { field: 'platform' } });
      if (!req.device_id && !req.platform) throw new AppError('invalid_request', 'Give "device_id" or "platform"', { details: { field: 'platform' } });
      const sticky = req.sticky_key ? await store.stickyDevice(tenantId, req.sticky_key) : undefined;
      return serialized(async () => {
        const snap = await registry.reconcile();
        const d: DeviceRow = place(snap, { deviceId: req.device_id, platform: req.platform, capabilities: req.capabilities as any, sticky });
        const id = newId('ses');
        const backend = await backendOf(d.source, d.worker_id);
        let attached;
        try {
          attached = await backend.attach(id, d.id);
        } catch (err) {
          const after = await store.recordDeviceFailure(d.platform, d.id, settings.drainAfter);
          throw new AppError('upstream_failed', `Could not attach to ${d.platform} device ${d.id}: ${(err as Error).message}`, {
            details: { device_id: d.id, failure_streak: after?.failure_streak, draining: !!after?.draining },
          });
        }
        await store.recordDeviceSuccess(d.platform, d.id);
        const at = nowIso();
        const lease = req.lease_seconds ?? settings.leaseSeconds;
        const row: SessionRow = {
          id,
          tenant_id: tenantId,
          platform: d.platform,
          device_id: d.id,
          worker_id: d.worker_id,
          transport: transportOf(d),
          status: 'attached',
          sticky_key: req.sticky_key ?? null,
          lease_seconds: lease,
          expires_at: leaseEnd(at, lease),
          cdp_url: attached.cdp_url ?? null,
          webkit_url: attached.webkit_url ?? null,
          forward_port: attached.forward_port ?? null,
          end_reason: null,
          created_at: at,
          updated_at: at,
          released_at: null,
        };
        await store.insertSession(row);
        return sessionView(row);
      });
    },

    async list(tenantId: string, limit: number, cursor?: string) {
      const rows = await store.listSessions(tenantId, limit + 1, cursor ? decodeCursor(cursor) : undefined);
      const { page, next_cursor } = pageOf(rows, limit);
      return { items: await Promise.all(page.map(view)), next_cursor };
    },

    async renew(tenantId: string, id: string, leaseSeconds?: number): Promise<MobileSession> {
      const s = await attachedOf(tenantId, id);
      const at = nowIso();
      const lease = leaseSeconds ?? s.lease_seconds;
      await store.renewSession(id, leaseEnd(at, lease), at);
      return view((await store.getSession(tenantId, id))!);
    },

    async release(tenantId: string, id: string): Promise<MobileSession> {
      const s = await store.getSession(tenantId, id);
      if (!s) throw new AppError('not_found', `No mobile session ${echoed(id)}`);
      // Released twice is released: the second call changes nothing.
      if (await store.endSession(id, 'released', 'released', nowIso())) {
        await disconnect(s);
        await removeRecordings(await store.recordingsOfSession(id));
      }
      return view((await store.getSession(tenantId, id))!);
    },

    async deviceTargets(platform: string, deviceId: string): Promise<{ items: MobileTarget[]; next_cursor: null }> {
      const d = await registry.device(platform, deviceId);
      const backend = await backendOf(d.source, d.worker_id);
      try {
        return { items: await backend.targets(d.id), next_cursor: null };
      } catch (err) {
        throw new AppError('upstream_failed', `Could not list the targets of ${platform} device ${deviceId}: ${(err as Error).message}`);
      }
    },

    async openTarget(tenantId: string, id: string, url: string | undefined): Promise<MobileTarget> {
      const s = await attachedOf(tenantId, id);
      try {
        return await (await backendOf(sourceOf(s), s.worker_id)).openTarget(toBackend(s), url ?? 'about:blank');
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('upstream_failed', `Could not open a target on session ${id}: ${(err as Error).message}`);
      }
    },

    async startRecording(tenantId: string, id: string): Promise<MobileRecording> {
      const s = await attachedOf(tenantId, id);
      const backend = await backendOf(sourceOf(s), s.worker_id);
      if (s.platform !== 'android' || !backend.startRecording) {
        throw new AppError('not_supported', `Screen recording is Android only; session ${id} is ${s.platform} (${s.transport})`, {
          details: { capability: 'recording' },
        });
      }
      if (await store.activeRecording(id)) throw new AppError('conflict', `Session ${id} is already recording`);
      let remote: string;
      try {
        remote = await backend.startRecording(toBackend(s));
      } catch (err) {
        throw new AppError('upstream_failed', `Could not start recording on session ${id}: ${(err as Error).message}`);
      }
      const row = {
        id: newId('rec'),
        tenant_id: tenantId,
        session_id: id,
        status: 'recording',
        path: null,
        bytes: 0,
        remote_id: remote,
        created_at: nowIso(),
        completed_at: null,
      };
      await store.insertRecording(row);
      return recordingView(row);
    },

    async stopRecording(tenantId: string, id: string): Promise<MobileRecording> {
      const s = await attachedOf(tenantId, id);
      const r = await store.activeRecording(id);
      if (!r) throw new AppError('conflict', `Session ${id} is not recording`);
      const backend = await backendOf(sourceOf(s), s.worker_id);
      const file = path.join(settings.recordingsDir, tenantId, `${r.id}.mp4`);
      try {
        const bytes = await backend.stopRecording!(toBackend(s), r.remote_id ?? '', file);
        await store.completeRecording(r.id, 'completed', file, bytes, nowIso());
      } catch (err) {
        await store.completeRecording(r.id, 'failed', null, 0, nowIso());
        throw new AppError('upstream_failed', `Recording ${r.id} could not be finished: ${(err as Error).message}`);
      }
      return recordingView((await store.getRecording(tenantId, r.id))!);
    },

    /** The file of a completed recording of the tenant. */
    async recordingFile(tenantId: string, id: string): Promise<string> {
      const r = await store.getRecording(tenantId, id);
      if (!r) throw new AppError('not_found', `No recording ${echoed(id)}`);
      if (r.status !== 'completed' || !r.path) throw new AppError('conflict', `Recording ${id} is ${r.status}`, { details: { status: r.status } });
      return r.path;
    },
  };
  return service;
}

/** The sessions service. */
export type SessionsService = ReturnType<typeof createSessionsService>;
