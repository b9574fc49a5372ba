/**
 * Placement: which device a new session gets. Draining, maintenance (of the device or its worker),
 * unhealthy, offline, stale, busy and saturated capacity is skipped; a sticky key prefers the device
 * it last used; otherwise the device with the fewest failures wins.
 */
import { AppError, echoed } from '../../contract/errors';
import type { SessionCapabilities, Transport } from '../../contract/mobile';
import type { DeviceRow } from './mobile.store';
import type { LabSnapshot } from './registry.service';
import { leasedDevices, unavailability } from './availability';
import { TRANSPORT_CAPABILITIES } from './views';

/** Seconds a refused caller is told to wait. */
export const NO_CAPACITY_RETRY_SECONDS = 5;

/** The transport a device's source gives. */
export function transportOf(d: DeviceRow): Transport {
  return d.source === 'worker' ? 'worker_control' : d.source === 'ios' ? 'webkit_inspector' : 'cdp_http';
}

function noCapacity(message: string, reasons?: string[]): AppError {
  return new AppError('no_capacity', message, {
    retryAfter: NO_CAPACITY_RETRY_SECONDS,
    details: reasons?.length ? { reasons: reasons.slice(0, 20) } : undefined,
  });
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
  const busy = leasedDevices(snap);
  if (req.deviceId) {
    const matches = snap.devices.filter((d) => d.id === req.deviceId);
    if (!matches.length) throw new AppError('not_found', `No device ${echoed(req.deviceId)} in the lab`);
    const d = matches.find((x) => x.present) ?? matches[0];
    const r = unavailability(snap, d, busy);
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
    const r = unavailability(snap, d, busy);
    if (r) reasons.push(r.why);
    const caps = TRANSPORT_CAPABILITIES[transportOf(d)];
    return !r && wants.every((k) => caps[k]);
  });
  if (!free.length) throw noCapacity(`No ${req.platform} device is free`, reasons);
  const sticky = req.sticky && free.find((d) => d.platform === req.sticky!.platform && d.id === req.sticky!.device_id);
  if (sticky) return sticky;
  return free.sort((a, b) => a.failure_streak - b.failure_streak || a.failed_uses - b.failed_uses || a.id.localeCompare(b.id))[0];
}
