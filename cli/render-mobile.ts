/**
 * Human renderings of the mobile lab's records for `pluck mobile …`.
 */
import type { MobileDevice, MobileSession, MobileWorker } from '../server/contract/mobile';
import { maintenanceLabel } from '../server/client/device-maintenance';
import { summary, table, when } from './output';

/** The device inventory as a table. */
export function renderDevices(items: MobileDevice[]): string {
  return table(items, [
    { header: 'Platform', value: (d) => d.platform },
    { header: 'Id', value: (d) => d.id },
    { header: 'Model', value: (d) => d.model, max: 24 },
    { header: 'State', value: (d) => d.registry_state },
    { header: 'Health', value: (d) => d.health_status },
    { header: 'Streak', value: (d) => d.failure_streak },
    { header: 'Draining', value: (d) => (d.draining ? 'yes' : '') },
    { header: 'Maintenance', value: (d) => maintenanceLabel(d) ?? '', max: 30 },
    { header: 'Worker', value: (d) => d.worker_id ?? 'local' },
    { header: 'Available', value: (d) => (d.available ? 'yes' : `no: ${d.unavailable_reason}`), max: 90 },
    { header: 'Last seen', value: (d) => when(d.last_seen_at) },
  ]);
}

/** The workers as a table. */
export function renderWorkers(items: MobileWorker[]): string {
  return table(items, [
    { header: 'Id', value: (w) => w.id },
    { header: 'Host', value: (w) => w.host },
    { header: 'Addr', value: (w) => w.addr, max: 30 },
    { header: 'State', value: (w) => w.state },
    { header: 'Load', value: (w) => `${w.active_sessions}/${w.max_sessions}` },
    { header: 'Devices', value: (w) => w.devices },
    { header: 'Healthy', value: (w) => (w.healthy ? 'yes' : 'no') },
    { header: 'Maintenance', value: (w) => (w.maintenance ? w.maintenance_reason || 'yes' : ''), max: 30 },
    { header: 'Heartbeat', value: (w) => when(w.last_heartbeat_at) },
  ]);
}

/** Sessions as a table. */
export function renderSessions(items: MobileSession[]): string {
  return table(items, [
    { header: 'Id', value: (s) => s.id },
    { header: 'Device', value: (s) => `${s.platform}/${s.device_id}` },
    { header: 'Transport', value: (s) => s.transport },
    { header: 'Status', value: (s) => s.status },
    { header: 'Expires', value: (s) => (s.status === 'attached' ? when(s.expires_at) : '') },
    { header: 'Released', value: (s) => when(s.released_at) },
  ]);
}

/** One session in full. */
export function renderSession(s: MobileSession): string {
  return summary([
    ['Session', s.id],
    ['Device', `${s.platform}/${s.device_id}${s.worker_id ? ` on worker ${s.worker_id}` : ''}`],
    ['Transport', s.transport],
    ['Status', s.status],
    ['Expires', when(s.expires_at)],
    ['Released', when(s.released_at)],
    ['CDP', s.cdp_url],
    ['WebKit inspector', s.webkit_url],
    ['Cannot', s.unsupported?.join(', ')],
  ]);
}
