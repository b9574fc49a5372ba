/**
 * Whether a device can take a new session now, and why not: one rule read by placement (to refuse
 * or skip) and by the inventory (to show the reason beside the device).
 */
import type { DeviceRow } from './mobile.store';
import type { LabSnapshot } from './registry.service';

/** Why a device cannot take a session, with the refusal placement answers. */
export interface Unavailability {
  code: 'device_draining' | 'device_maintenance' | 'no_capacity';
  why: string;
}

/** The devices that hold an attached session, as `platform/id`. */
export function leasedDevices(snap: LabSnapshot): Set<string> {
  return new Set(snap.attached.map((s) => `${s.platform}/${s.device_id}`));
}

/** Why `d` cannot take a session now, or undefined when it can. */
export function unavailability(snap: LabSnapshot, d: DeviceRow, leased: Set<string>): Unavailability | undefined {
  const w = d.worker_id ? snap.workers.get(d.worker_id) : undefined;
  if (d.maintenance) return { code: 'device_maintenance', why: `device ${d.id} is in maintenance${d.maintenance_reason ? `: ${d.maintenance_reason}` : ''}` };
  if (w?.row.maintenance)
    return {
      code: 'device_maintenance',
      why: `worker ${w.row.id} of device ${d.id} is in maintenance${w.row.maintenance_reason ? `: ${w.row.maintenance_reason}` : ''}`,
    };
  if (d.draining)
    return { code: 'device_draining', why: `device ${d.id} is draining after ${d.failure_streak} failures in a row; clear maintenance to bring it back` };
  if (d.source === 'worker' && !w) return { code: 'no_capacity', why: `the worker of device ${d.id} is gone` };
  if (w?.state.stale) return { code: 'no_capacity', why: `worker ${w.row.id} stopped heartbeating` };
  if (w && !w.state.healthy) return { code: 'no_capacity', why: `worker ${w.row.id} is unhealthy` };
  if (!d.present || d.state !== 'device') return { code: 'no_capacity', why: `device ${d.id} is ${d.present ? d.state : 'not connected'}` };
  if (leased.has(`${d.platform}/${d.id}`)) return { code: 'no_capacity', why: `device ${d.id} is leased` };
  if (w?.state.saturated) return { code: 'no_capacity', why: `worker ${w.row.id} is saturated (${w.state.load}/${w.row.max_sessions} sessions)` };
  return undefined;
}
