/**
 * Stored mobile rows as the API shows them (field names of docs/decisions.md#mobile-device-lab), and the rules that derive
 * their health and registry state.
 */
import type { MobileDevice, MobileRecording, MobileSession, MobileWorker, Platform, SessionCapabilities, Transport } from '../../contract/mobile';
import type { DeviceRow, RecordingRow, SessionRow, WorkerRow } from './mobile.store';

/** What decides a worker's state and health. */
export interface WorkerState {
  stale: boolean;
  healthy: boolean;
  /** Sessions it carries: its own count or ours, whichever is higher. */
  load: number;
  saturated: boolean;
}

/** A worker failing at least this share of its uses is not healthy. */
const UNHEALTHY_FAILURE_RATE = 0.5;

/** The state of a worker at `nowMs`, given the sessions this server holds on it. */
export function workerState(w: WorkerRow, nowMs: number, staleSeconds: number, attachedHere: number): WorkerState {
  const stale = nowMs - Date.parse(w.last_heartbeat_at) > staleSeconds * 1000;
  const load = Math.max(w.active_sessions, attachedHere);
  return { stale, healthy: !stale && w.failure_rate < UNHEALTHY_FAILURE_RATE, load, saturated: load >= w.max_sessions };
}

/** The API's worker. */
export function workerView(w: WorkerRow, s: WorkerState, devices: number): MobileWorker {
  return {
    id: w.id,
    host: w.host,
    addr: w.addr,
    active_sessions: s.load,
    queue_depth: w.queue_depth,
    max_sessions: w.max_sessions,
    failure_rate: w.failure_rate,
    last_error: w.last_error,
    healthy: s.healthy,
    maintenance: !!w.maintenance,
    maintenance_reason: w.maintenance_reason,
    last_heartbeat_at: w.last_heartbeat_at,
    state: s.stale ? 'stale' : 'online',
    devices,
  };
}

/** The API's device; `unavailable` is why it cannot take a session now (availability.ts). */
export function deviceView(d: DeviceRow, worker: { row: WorkerRow; state: WorkerState } | undefined, unavailable: string | undefined): MobileDevice {
  const by = d.maintenance ? 'device' : worker?.row.maintenance ? 'worker' : null;
  const registry = worker?.state.stale ? 'stale' : d.present && d.state === 'device' ? 'online' : 'offline';
  return {
    platform: d.platform as Platform,
    id: d.id,
    model: d.model,
    state: d.present ? d.state : 'absent',
    health_status: d.draining ? 'unhealthy' : d.failure_streak > 0 ? 'degraded' : 'healthy',
    failure_streak: d.failure_streak,
    failed_uses: d.failed_uses,
    draining: !!d.draining,
    maintenance: by !== null,
    maintenance_reason: by === 'worker' ? worker!.row.maintenance_reason : d.maintenance_reason,
    maintenance_by: by,
    available: !unavailable,
    unavailable_reason: unavailable ?? null,
    worker_id: d.worker_id,
    worker_host: worker?.row.host ?? null,
    worker_addr: worker?.row.addr ?? null,
    worker_healthy: worker ? worker.state.healthy : null,
    last_seen_at: d.last_seen_at,
    registry_state: registry,
  };
}

/** What each transport can do. */
export const TRANSPORT_CAPABILITIES: Record<Transport, SessionCapabilities> = {
  cdp_http: { targets: true, recording: true, cdp: true, screen: true },
  worker_control: { targets: true, recording: true, cdp: true, screen: true },
  webkit_inspector: { targets: true, recording: false, cdp: false, screen: false },
};

/** The API's session. */
export function sessionView(s: SessionRow, recording?: RecordingRow): MobileSession {
  const transport = s.transport as Transport;
  const capabilities = { ...TRANSPORT_CAPABILITIES[transport] };
  if (transport === 'worker_control') capabilities.cdp = !!s.cdp_url;
  const unsupported = Object.entries(capabilities)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  return {
    id: s.id,
    platform: s.platform as Platform,
    device_id: s.device_id,
    worker_id: s.worker_id,
    transport,
    status: s.status as MobileSession['status'],
    sticky_key: s.sticky_key,
    expires_at: s.expires_at,
    created_at: s.created_at,
    updated_at: s.updated_at,
    released_at: s.released_at,
    capabilities,
    ...(unsupported.length ? { unsupported } : {}),
    ...(s.cdp_url && s.status === 'attached' ? { cdp_url: s.cdp_url } : {}),
    ...(s.webkit_url && s.status === 'attached' ? { webkit_url: s.webkit_url } : {}),
    recording: recording ? { id: recording.id, status: recording.status } : null,
  };
}

/** The API's recording. */
export function recordingView(r: RecordingRow): MobileRecording {
  return {
    recording_id: r.id,
    session_id: r.session_id,
    status: r.status as MobileRecording['status'],
    bytes: r.bytes,
    created_at: r.created_at,
    completed_at: r.completed_at,
  };
}
