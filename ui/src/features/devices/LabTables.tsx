/**
 * The inventory and the workers of the lab, each row with its maintenance toggle.
 */
import { maintenanceLabel } from '../../../../server/client/device-maintenance';
import type { MobileDevice, MobileWorker } from '../../../../server/contract/mobile';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { MaintenanceToggle } from './MaintenanceToggle';

const yes = (b: boolean | null) => (b === null ? '—' : b ? 'yes' : 'no');

/** Devices with health, failure streak, draining, maintenance and their worker. */
export function InventoryTable({ devices, onChange }: { devices: MobileDevice[]; onChange(): void }) {
  if (!devices.length) return <Empty>No device is attached or reported by a worker.</Empty>;
  const columns: Column<MobileDevice>[] = [
    { header: 'Platform', cell: (d) => d.platform },
    { header: 'Device', cell: (d) => `${d.id}${d.model ? ` (${d.model})` : ''}`, className: 'grow' },
    { header: 'Registry', cell: (d) => <StatusBadge status={d.registry_state} /> },
    { header: 'Health', cell: (d) => <StatusBadge status={d.health_status} /> },
    { header: 'Failure streak', cell: (d) => `${d.failure_streak} (${d.failed_uses} total)`, className: 'num' },
    { header: 'Draining', cell: (d) => yes(d.draining) },
    { header: 'Maintenance', cell: (d) => maintenanceLabel(d) ?? 'no' },
    { header: 'Available', cell: (d) => (d.available ? 'yes' : d.unavailable_reason) },
    { header: 'Worker', cell: (d) => (d.worker_id ? `${d.worker_id}${d.worker_healthy === false ? ' (unhealthy)' : ''}` : 'local') },
    { header: 'Last seen', cell: (d) => (d.last_seen_at ? <Time iso={d.last_seen_at} /> : '—'), className: 'nowrap' },
    {
      header: '',
      cell: (d) => (
        <MaintenanceToggle
          label={`${d.platform}/${d.id}`}
          on={d.maintenance_by === 'device'}
          set={(c, req) => c.deviceMaintenance(d.platform, d.id, req)}
          onDone={onChange}
        />
      ),
    },
  ];
  return <NavTable label="Inventory" columns={columns} rows={devices} rowKey={(d) => `${d.platform}/${d.id}`} />;
}

/** Workers with load, staleness and maintenance. */
export function WorkersTable({ workers, onChange }: { workers: MobileWorker[]; onChange(): void }) {
  if (!workers.length) return <Empty>No hosted worker has reported (pluck mobile worker --server URL --token T).</Empty>;
  const columns: Column<MobileWorker>[] = [
    { header: 'Worker', cell: (w) => w.id, className: 'grow' },
    { header: 'Host', cell: (w) => w.host ?? '—' },
    { header: 'State', cell: (w) => <StatusBadge status={w.state} /> },
    { header: 'Load', cell: (w) => `${w.active_sessions}/${w.max_sessions}`, className: 'num' },
    { header: 'Devices', cell: (w) => w.devices, className: 'num' },
    { header: 'Failure rate', cell: (w) => `${Math.round(w.failure_rate * 100)}%`, className: 'num' },
    { header: 'Last error', cell: (w) => w.last_error ?? '—' },
    { header: 'Maintenance', cell: (w) => (w.maintenance ? w.maintenance_reason || 'yes' : 'no') },
    { header: 'Heartbeat', cell: (w) => <Time iso={w.last_heartbeat_at} />, className: 'nowrap' },
    { header: '', cell: (w) => <MaintenanceToggle label={w.id} on={w.maintenance} set={(c, req) => c.workerMaintenance(w.id, req)} onDone={onChange} /> },
  ];
  return <NavTable label="Workers" columns={columns} rows={workers} rowKey={(w) => w.id} />;
}
