/**
 * How the CLI and the console name a device's maintenance: its reason, and whose it is when the
 * worker's (clearing it on the device would not bring the device back).
 */
import type { MobileDevice } from '../contract/mobile';

/** The device's maintenance as text, or undefined when it is in none. */
export function maintenanceLabel(d: Pick<MobileDevice, 'maintenance' | 'maintenance_reason' | 'maintenance_by' | 'worker_id'>): string | undefined {
  if (!d.maintenance) return undefined;
  const reason = d.maintenance_reason || 'yes';
  return d.maintenance_by === 'worker' ? `${reason} (worker ${d.worker_id})` : reason;
}
