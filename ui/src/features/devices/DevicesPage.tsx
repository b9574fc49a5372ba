/**
 * Android and iOS devices with health and registry state (GET /v1/mobile/devices).
 */
import { CapabilityList, cellText, type LooseRow } from '../../components/CapabilityList';
import type { Column } from '../../components/NavTable';

const field = (name: string, header: string, className?: string): Column<LooseRow> => ({ header, cell: (r) => cellText(r[name]), className });

const COLUMNS: Column<LooseRow>[] = [
  field('platform', 'Platform'),
  field('id', 'Device', 'grow'),
  field('health_status', 'Health'),
  field('failure_streak', 'Failure streak', 'num'),
  field('draining', 'Draining'),
  field('registry_state', 'Registry'),
  field('worker_host', 'Worker'),
  field('worker_healthy', 'Worker healthy'),
  field('last_seen_at', 'Last seen', 'nowrap'),
];

/** The devices page. */
export function DevicesPage() {
  return (
    <CapabilityList
      title="Devices"
      path="/v1/mobile/devices"
      what="Mobile device support"
      setup="Attach devices over adb or ios_webkit_debug_proxy, or register a hosted worker, to enable it."
      empty="No device is attached or reported by a worker."
      columns={COLUMNS}
      rowKey={(r) => `${cellText(r.platform)}/${cellText(r.id)}`}
    />
  );
}
