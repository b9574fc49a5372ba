/**
 * Placement: which device a new session gets. Draining, maintenance (of the device or its worker),
 * unhealthy, offline, stale, busy and saturated capacity is skipped; a sticky key prefers the device
 * it last used; otherwise the device with the fewest failures wins.
 */
import { AppError, echoed } from '../../contract/errors';
import type { SessionCapabilities, Transport } from '../../contract/mobile';
import type { DeviceRow } from './mobile.store';
import type { LabSnapshot } from './registry.service';
import { TRANSPORT_CAPABILITIES } from './views';

/** Seconds a refused caller is told to wait. */
export const NO_CAPACITY_RETRY_SECONDS = 5;

/** The transport a device's source gives. */
export function transportOf(d: DeviceRow): Transport {
  return d.source === 'worker' ? 'worker_control' : d.source === 'ios' ? 'webkit_inspector' : 'cdp_http';
}

/** Why a device cannot take a session now, or undefined when it can. */
function refusal(snap: LabSnapshot, d: DeviceRow, busy: Set<string>): { code: 'device_draining' | 'device_maintenance' | 'no_capacity'; why: string } | undefined {
  const w = d.worker_id ? snap.workers.get(d.worker_id) : undefined;
  if (d.maintenance) return { code: 'device_maintenance', why: `device ${d.id} is in maintenance${d.maintenance_reason ? `: ${d.maintenance_reason}` : ''}` };
  if (w?.row.maintenance) return { code: 'device_maintenance', why: `worker ${w.row.id} of device ${d.id} is in maintenance${w.row.maintenance_reason ? `: ${w.row.maintenance_reason}` : ''}` };
  if (d.draining) return { code: 'device_draining', why: `device ${d.id} is draining after ${d.failure_streak} failures in a row; clear maintenance to bring it back` };
  if (d.source === 'worker' && !w) return { code: 'no_capacity', why: `the worker of device ${d.id} is gone` };
  if (w?.state.stale) return { code: 'no_capacity', why: `worker ${w.row.id} stopped heartbeating` };
  if (w && !w.state.healthy) return { code: 'no_capacity', why: `worker ${w.row.id} is unhealthy` };
  if (!d.present || d.state !== 'device') return { code: 'no_capacity', why: `device ${d.id} is ${d.present ? d.state : 'not connected'}` };
  if (busy.has(`${d.platform}/${d.id}`)) return { code: 'no_capacity', why: `device ${d.id} is leased` };
  if (w?.state.saturated) return { code: 'no_capacity', why: `worker ${w.row.id} is saturated (${w.state.load}/${w.row.max_sessions} sessions)` };
  return undefined;
}

function noCapacity(message: string, reasons?: string[]): AppError {
  return new AppError('no_capacity', message, { retryAfter: NO_CAPACITY_RETRY_SECONDS, details: reasons?.length ? { reasons: reasons.slice(0, 20) } : undefined });
}

/** What a request asks of placement. */
export interface PlacementRequest {
  deviceId?: string;
  platform?: string;
  capabilities?: Partial<Record<keyof SessionCapabilities, unknown>>;
  sticky?: { platform: string; device_id: string };
}

/** Picks a device, or throws the refusal (404, 409 draining/maintenance, 503 no_capacity). */
export function place(snap: LabSnapshot, req: PlacementRequest): DeviceRow {
  const busy = new Set(snap.attached.map((s) => `${s.platform}/${s.device_id}`));
  if (req.deviceId) {
    const matches = snap.devices.filter((d) => d.id === req.deviceId);
    if (!matches.length) throw new AppError('not_found', `No device ${echoed(req.deviceId)} in the lab`);
    const d = matches.find((x) => x.present) ?? matches[0];
    const r = refusal(snap, d, busy);
    if (r?.code === 'no_capacity') throw noCapacity(`Device ${d.id} cannot take a session now: ${r.why}`);
    if (r) throw new AppError(r.code, `Device ${d.id} refuses new sessions: ${r.why}`, { details: { platform: d.platform, device_id: d.id } });
    return d;
  }
  const wants = Object.entries(req.capabilities ?? {})
    .filter(([, v]) => v === true)
    .map(([k]) => k as keyof SessionCapabilities);
  const reasons: string[] = [];
  const free = snap.devices.filter((d) => {
    if (d.platform !== req.platform) return false;
    const r = refusal(snap, d, busy);
    if (r) reasons.push(r.why);
    const caps = TRANSPORT_CAPABILITIES[transportOf(d)];
    return !r && wants.every((k) => caps[k]);
  });
  if (!free.length) throw noCapacity(`No ${req.platform} device is free`, reasons);
  const sticky = req.sticky && free.find((d) => d.platform === req.sticky!.platform && d.id === req.sticky!.device_id);
  if (sticky) return sticky;
  return free.sort((a, b) => a.failure_streak - b.failure_streak || a.failed_uses - b.failed_uses || a.id.localeCompare(b.id))[0];
}
