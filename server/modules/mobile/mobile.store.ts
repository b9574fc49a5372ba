/**
 * What the mobile lab needs from storage. Implemented by `db/stores/mobile.ts`.
 */
import type { CursorKey } from '../../cursor';
import type { ShellCommand } from '../../contract/mobile';

/** A hosted worker as stored. */
export interface WorkerRow {
  id: string;
  host: string | null;
  addr: string | null;
  max_sessions: number;
  active_sessions: number;
  queue_depth: number;
  failure_rate: number;
  last_error: string | null;
  maintenance: number;
  maintenance_reason: string | null;
  last_heartbeat_at: string;
  created_at: string;
}

/** Where a device is reached from. */
export type DeviceSource = 'adb' | 'ios' | 'worker';

/** A device as stored. */
export interface DeviceRow {
  platform: string;
  id: string;
  model: string | null;
  state: string;
  source: DeviceSource;
  worker_id: string | null;
  /** 1 while its provider lists it. */
  present: number;
  failure_streak: number;
  failed_uses: number;
  draining: number;
  maintenance: number;
  maintenance_reason: string | null;
  last_seen_at: string | null;
}

/** A device as a provider reports it. */
export interface SeenDevice {
  platform: string;
  id: string;
  model: string | null;
  state: string;
}

/** A session lease as stored. */
export interface SessionRow {
  id: string;
  tenant_id: string;
  platform: string;
  device_id: string;
  worker_id: string | null;
  transport: string;
  status: string;
  sticky_key: string | null;
  lease_seconds: number;
  expires_at: string;
  cdp_url: string | null;
  webkit_url: string | null;
  forward_port: number | null;
  end_reason: string | null;
  created_at: string;
  updated_at: string;
  released_at: string | null;
}

/** A shell command as recorded: the API's record with its tenant, `timed_out` stored as 0 or 1. */
export type ShellCommandRow = Omit<ShellCommand, 'timed_out'> & { tenant_id: string; timed_out: number };

/** A recording as stored. */
export interface RecordingRow {
  id: string;
  tenant_id: string;
  session_id: string;
  status: string;
  path: string | null;
  bytes: number;
  remote_id: string | null;
  created_at: string;
  completed_at: string | null;
}

/** The mobile lab in storage. */
export interface MobileStore {
  /** Inserts or refreshes a worker from its heartbeat (maintenance is kept) and syncs its devices, in one write. */
  recordHeartbeat(w: Omit<WorkerRow, 'maintenance' | 'maintenance_reason' | 'created_at'>, devices: SeenDevice[]): Promise<void>;
  getWorker(id: string): Promise<WorkerRow | undefined>;
  listWorkers(): Promise<WorkerRow[]>;
  setWorkerMaintenance(id: string, on: boolean, reason: string | null): Promise<boolean>;
  /** Deletes workers (and their devices) whose last heartbeat is before `before`; returns their ids. */
  pruneWorkers(before: string): Promise<string[]>;

  /**
   * Makes the devices of one source (and worker) exactly `seen`: rows are inserted or refreshed
   * (health and maintenance kept), the others of that source are marked absent.
   */
  syncDevices(source: DeviceSource, workerId: string | null, seen: SeenDevice[], at: string): Promise<void>;
  getDevice(platform: string, id: string): Promise<DeviceRow | undefined>;
  /** Devices by id on any platform. */
  findDevices(id: string): Promise<DeviceRow[]>;
  listDevices(): Promise<DeviceRow[]>;
  setDeviceMaintenance(platform: string, id: string, on: boolean, reason: string | null): Promise<boolean>;
  /** Adds a failed use; drains at `drainAfter` failures in a row. Returns the row after. */
  recordDeviceFailure(platform: string, id: string, drainAfter: number): Promise<DeviceRow | undefined>;
  recordDeviceSuccess(platform: string, id: string): Promise<void>;

  insertSession(s: SessionRow): Promise<void>;
  getSession(tenantId: string, id: string): Promise<SessionRow | undefined>;
  listSessions(tenantId: string, limit: number, before?: { created_at: string; id: string }): Promise<SessionRow[]>;
  /** Every attached session (all tenants). */
  attachedSessions(): Promise<SessionRow[]>;
  /** The device of the tenant's latest session with this sticky key. */
  stickyDevice(tenantId: string, stickyKey: string): Promise<{ platform: string; device_id: string } | undefined>;
  renewSession(id: string, expiresAt: string, at: string): Promise<void>;
  /** Ends an attached session; false when it was not attached any more. */
  endSession(id: string, status: 'released' | 'expired', reason: string, at: string): Promise<boolean>;

  insertRecording(r: RecordingRow): Promise<void>;
  getRecording(tenantId: string, id: string): Promise<RecordingRow | undefined>;
  activeRecording(sessionId: string): Promise<RecordingRow | undefined>;
  latestRecording(sessionId: string): Promise<RecordingRow | undefined>;
  completeRecording(id: string, status: 'completed' | 'failed', path: string | null, bytes: number, at: string): Promise<void>;
  recordingsOfSession(sessionId: string): Promise<RecordingRow[]>;
  /** Completed or failed recordings finished before `before`. */
  recordingsBefore(before: string): Promise<RecordingRow[]>;
  deleteRecording(id: string): Promise<void>;
  /** Records a shell command before it runs. */
  insertShellCommand(row: ShellCommandRow): Promise<void>;
  /** Records how a shell command ended. */
  finishShellCommand(id: string, end: Pick<ShellCommandRow, 'exit_code' | 'output_bytes' | 'timed_out' | 'error' | 'finished_at'>): Promise<void>;
  /** A tenant's shell commands, newest first (`created_at` of the cursor is `started_at`), of one session if given. */
  shellCommands(tenantId: string, sessionId: string | undefined, limit: number, before?: CursorKey): Promise<ShellCommandRow[]>;
}
