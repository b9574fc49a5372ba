/**
 * The leased device itself (docs/decisions.md#mobile-device-lab): its live screen, touch and keys,
 * logcat, apps, screenshots and shell. The session's holder (the tenant whose lease it is) controls; the lab's operator
 * (an admin key of the operator tenant) may watch any attached session; anybody else gets 404.
 */
import { AppError, echoed } from '../../contract/errors';
import type { ExtractResult } from '../../contract/extract';
import {
  ANDROID_PACKAGE,
  type ShellCommand,
  type ShellCommandsQuery,
  type ShellRequest,
  type ShellResult,
  type AppInstallResult,
  type ScreenExtractRequest,
  type DeviceApp,
  type InputRequest,
  type InputResult,
  type LogcatLine,
  type LogcatQuery,
  type ScreenInfo,
  type ScreenQuery,
} from '../../contract/mobile';
import type { Caller } from '../../http/route';
import { hasScope, OPERATOR_TENANT } from '../../contract/keys';
import type { DeviceControl, LogStream, MobileBackends } from '../../engine/mobile/device-backend';
import { inputArgs } from './input';
import { parseLogcatLine, logcatFilter } from './logcat';
import type { MobileStore, SessionRow, ShellCommandRow } from './mobile.store';
import type { List } from '../../contract/common';
import { decodeCursor, pageOf } from '../../cursor';
import { newId, nowIso } from '../../ids';
import { extractScreen, type ScreenExtractDeps } from './screen-extract';
import { createScreenHub, pngScreen, type ScreenHub, type Viewer } from './screen-hub';
import { createVideoHub, type VideoHub } from './video-hub';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

/** A recorded shell command as the API shows it. */
function shellView({ tenant_id: _tenant, timed_out, ...r }: ShellCommandRow): ShellCommand {
  return { ...r, timed_out: timed_out === 1 };
}

/** A session as a caller may use it. */
export interface DeviceAccess {
  session: SessionRow;
  /** Its device's screen, input, log and apps (local adb, or the hosted worker's control API). */
  control: DeviceControl;
  /** The holder controls; everyone else who may see the session watches. */
  role: 'holder' | 'watcher';
}

/** Creates the device service. */
export function createDeviceService(deps: { store: MobileStore; backends: MobileBackends } & ScreenExtractDeps) {
  const hubs = new Map<string, ScreenHub>();
  const videoHubs = new Map<string, VideoHub>();
  // Sessions whose device gave no video: their viewers get PNG frames from then on.
  const noVideo = new Set<string>();

  /** The control of a session's device: local adb, or the control API of the hosted worker it is on. */
  async function controlOf(s: SessionRow): Promise<DeviceControl> {
    if (s.transport === 'cdp_http' && deps.backends.adb) return deps.backends.adb;
    if (s.transport === 'worker_control' && deps.backends.worker && s.worker_id) {
      const w = await deps.store.getWorker(s.worker_id);
      if (w?.addr) return deps.backends.worker(w.addr);
      throw new AppError('mobile_unavailable', `The worker of session ${s.id} (${s.worker_id}) has no address to reach`);
    }
    throw new AppError('not_supported', `Session ${s.id} has no live screen or control: ${s.platform} sessions (${s.transport}) show no screen`, {
      details: { capability: 'screen', transport: s.transport },
    });
  }

  /** Upstream failures of a device tool, as the API answers them. */
  async function onDevice<T>(s: SessionRow, what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('upstream_failed', `Could not ${what} on ${s.platform} device ${s.device_id}: ${(err as Error).message}`, {
        details: { session_id: s.id },
      });
    }
  }

  /** The session `id` as `caller` may use it; 404 when the caller may not see it, 409 when it is not attached. */
  async function access(caller: Caller, id: string): Promise<DeviceAccess> {
    let session = await deps.store.getSession(caller.tenantId, id);
    let role: DeviceAccess['role'] = 'holder';
    if (!session && caller.tenantId === OPERATOR_TENANT && hasScope(caller.scopes, 'admin')) {
      session = (await deps.store.attachedSessions()).find((s) => s.id === id);
      role = 'watcher';
    }
    if (!session) throw new AppError('not_found', `No mobile session ${echoed(id)}`);
    if (session.status !== 'attached') throw new AppError('conflict', `Session ${id} is ${session.status}`, { details: { status: session.status } });
    return { session, role, control: await controlOf(session) };
  }

  function assertPackage(pkg: string): void {
    if (!ANDROID_PACKAGE.test(pkg))
      throw new AppError('invalid_request', `"${echoed(pkg)}" is not an Android package name (such as com.example.app)`, { details: { field: 'package' } });
  }

  /** 404 unless `pkg` is installed on the session's device. */
  async function assertInstalled(a: DeviceAccess, pkg: string): Promise<void> {
    assertPackage(pkg);
    const s = a.session;
    const installed = await onDevice(s, 'list packages', () => a.control.packages(s.device_id));
    if (!installed.includes(pkg))
      throw new AppError('not_found', `No package ${pkg} on ${s.platform} device ${s.device_id}`, { details: { field: 'package' } });
  }

  /** Only the holder may change the device. */
  function assertHolder(a: DeviceAccess, what: string): void {
    if (a.role === 'holder') return;
    throw new AppError('forbidden', `Only the holder of session ${a.session.id} may ${what}; you are watching it (the lease belongs to another tenant)`, {
      details: { session_id: a.session.id, role: a.role },
    });
  }

  /** Rejects once session `id` is no longer attached (a live screen then ends). */
  async function stillAttached(id: string): Promise<void> {
    const now = (await deps.store.attachedSessions()).find((x) => x.id === id);
    if (!now) throw new Error(`session ${id} ended`);
  }

  function hubOf(a: DeviceAccess): ScreenHub {
    const s = a.session;
    let hub = hubs.get(s.id);
    if (!hub) {
      const control = a.control;
      const created = createScreenHub({ capture: () => control.screencap(s.device_id), check: () => stillAttached(s.id) }, () => {
        if (hubs.get(s.id) === created) hubs.delete(s.id);
      });
      hubs.set(s.id, (hub = created));
    }
    return hub;
  }

  /** The session's live video, when its device records (undefined: PNG frames). */
  function videoHubOf(a: DeviceAccess): VideoHub | undefined {
    const s = a.session;
    const control = a.control;
    const record = control.screenrecord?.bind(control);
    if (!record || noVideo.has(s.id)) return undefined;
    let hub = videoHubs.get(s.id);
    if (!hub) {
      const created = createVideoHub(
        { screen: async () => pngScreen(await control.screencap(s.device_id)), open: () => record(s.device_id), check: () => stillAttached(s.id) },
        () => {
          if (videoHubs.get(s.id) === created) videoHubs.delete(s.id);
        },
        () => noVideo.add(s.id),
      );
      videoHubs.set(s.id, (hub = created));
    }
    return hub;
  }

  /** The device's screen size now: the live stream's, else one screenshot's. */
  async function screenOf(a: DeviceAccess): Promise<ScreenInfo> {
    const id = a.session.id;
    return videoHubs.get(id)?.screen() ?? hubs.get(id)?.screen() ?? pngScreen(await a.control.screencap(a.session.device_id));
  }

  return {
    access,

    /**
     * Adds a viewer to the session's live screen: its video when the viewer asks for `h264` and the
     * device records, PNG frames otherwise (and when the device turns out to give no video). Returns
     * its leave function.
     */
    watch(a: DeviceAccess, viewer: Viewer, format: ScreenQuery['format'] = 'png'): () => void {
      const video = format === 'h264' ? videoHubOf(a) : undefined;
      let leave: () => void;
      const png = () => (leave = hubOf(a).join(viewer));
      if (video) leave = video.join(viewer, png);
      else png();
      return () => leave();
    },

    async input(a: DeviceAccess, req: InputRequest): Promise<InputResult> {
      assertHolder(a, 'control the device');
      const s = a.session;
      return onDevice(s, `send ${req.action}`, async () => {
        const screen = await screenOf(a);
        const args = inputArgs(req, screen);
        await a.control.input(s.device_id, args);
        return { action: req.action, command: `input ${args.join(' ')}`, screen: { width: screen.width, height: screen.height } };
      });
    },

    screenshot: (a: DeviceAccess) => onDevice(a.session, 'take a screenshot', () => a.control.screencap(a.session.device_id)),

    /** Streams parsed logcat lines passing the filter until the returned stream is stopped. */
    logcat(a: DeviceAccess, q: LogcatQuery, onLine: (l: LogcatLine) => void): Promise<LogStream> {
      const filter = logcatFilter(q);
      return onDevice(a.session, 'read logcat', () =>
        a.control.logcat(a.session.device_id, filter.filterspecs, (raw) => {
          const line = parseLogcatLine(raw);
          if (line && filter.keeps(line)) onLine(line);
        }),
      );
    },

    /** Extracts from what the device shows now, for the holder (its usage and history). */
    extract(a: DeviceAccess, req: ScreenExtractRequest, signal?: AbortSignal): Promise<ExtractResult> {
      assertHolder(a, 'extract from the screen');
      return extractScreen(deps, a.control, a.session, req, signal);
    },

    async apps(a: DeviceAccess): Promise<{ items: DeviceApp[]; next_cursor: null }> {
      const names = await onDevice(a.session, 'list packages', () => a.control.packages(a.session.device_id));
      return { items: names.map((p) => ({ package: p })), next_cursor: null };
    },

    async install(a: DeviceAccess, apk: Buffer): Promise<AppInstallResult> {
      assertHolder(a, 'install apps');
      const s = a.session;
      const control = a.control;
      if (apk.subarray(0, 4).toString('latin1') !== 'PK\x03\x04')
        throw new AppError('invalid_request', 'The upload is not an APK (an APK is a ZIP archive)', { details: { field: 'body' } });
      return onDevice(s, 'install the APK', async () => {
        const before = new Set(await control.packages(s.device_id));
        await control.install(s.device_id, apk);
        return { installed: (await control.packages(s.device_id)).filter((p) => !before.has(p)) };
      });
    },

    async uninstall(a: DeviceAccess, pkg: string): Promise<{ uninstalled: string }> {
      assertHolder(a, 'uninstall apps');
      await assertInstalled(a, pkg);
      await onDevice(a.session, `uninstall ${pkg}`, () => a.control.uninstall(a.session.device_id, pkg));
      return { uninstalled: pkg };
    },

    /**
     * Runs a command in the device's shell, for the holder's admin keys (the route asks for the scope).
     * It is recorded before it runs and completed after: an operator sees every command, even one whose
     * process died.
     */
    async shell(a: DeviceAccess, caller: Caller, req: ShellRequest): Promise<ShellResult> {
      assertHolder(a, 'use the shell');
      const s = a.session;
      const row: ShellCommandRow = {
        id: newId('sh'),
        tenant_id: caller.tenantId,
        session_id: s.id,
        platform: s.platform as ShellCommandRow['platform'],
        device_id: s.device_id,
        key_id: caller.keyId,
        command: req.command,
        exit_code: null,
        output_bytes: 0,
        timed_out: 0,
        error: null,
        started_at: nowIso(),
        finished_at: null,
      };
      await deps.store.insertShellCommand(row);
      try {
        const run = await a.control.shell(s.device_id, req.command, (req.timeout_seconds ?? 30) * 1000);
        const end = {
          exit_code: run.exit_code,
          output_bytes: Buffer.byteLength(run.output),
          timed_out: run.timed_out ? 1 : 0,
          error: null,
          finished_at: nowIso(),
        };
        await deps.store.finishShellCommand(row.id, end);
        return { ...shellView({ ...row, ...end }), output: run.output, truncated: run.truncated };
      } catch (err) {
        await deps.store.finishShellCommand(row.id, {
          exit_code: null,
          output_bytes: 0,
          timed_out: 0,
          error: (err as Error).message.slice(0, 500),
          finished_at: nowIso(),
        });
        return onDevice(s, 'run the shell command', () => Promise.reject(err));
      }
    },

    /** The caller's tenant's shell commands, newest first. */
    async shellCommands(caller: Caller, q: ShellCommandsQuery): Promise<List<ShellCommand>> {
      const limit = q.limit ?? DEFAULT_PAGE_LIMIT;
      const before = q.cursor ? decodeCursor(q.cursor) : undefined;
      const rows = await deps.store.shellCommands(caller.tenantId, q.session_id, limit + 1, before);
      const { page, next_cursor } = pageOf(
        rows.map((r) => ({ ...r, created_at: r.started_at })),
        limit,
      );
      return { items: page.map(shellView), next_cursor };
    },

    async launch(a: DeviceAccess, pkg: string): Promise<{ launched: string }> {
      assertHolder(a, 'launch apps');
      await assertInstalled(a, pkg);
      await onDevice(a.session, `launch ${pkg}`, () => a.control.launch(a.session.device_id, pkg));
      return { launched: pkg };
    },
  };
}

/** The device service. */
export type DeviceService = ReturnType<typeof createDeviceService>;
