/**
 * Android and iOS devices with health and registry state (GET /v1/mobile/devices).
 */
import { CapabilityList, cellText, type LooseRow } from '../../components/CapabilityList';
import type { Column } from '../../components/NavTable';
import { SetupSettings, type Setting } from '../../components/SetupSettings';
import { Time } from '../../components/Time';

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
  { header: 'Last seen', cell: (r) => (typeof r.last_seen_at === 'string' ? <Time iso={r.last_seen_at} /> : '—'), className: 'nowrap' },
];

// DESIGN §10.4: each provider is on when present.
const ENABLE: Setting[] = [
  {
    name: 'ANDROID_ADB_SERVER_HOST / ANDROID_ADB_SERVER_PORT',
    what: (
      <>
        Android devices on this host: the adb server they are attached to (default <code>127.0.0.1:5037</code>; Debian
        package <code>adb</code>, then <code>adb start-server</code>).
      </>
    ),
  },
  {
    name: 'PLUCK_WORKER_TOKEN',
    what: (
      <>
        Devices on other machines: hosted workers (<code>pluck mobile worker --server URL --token T</code>) report with
        this token.
      </>
    ),
  },
  {
    name: 'PLUCK_IOS_WDP_URL',
    what: (
      <>
        iOS devices: the ios_webkit_debug_proxy to reach (default <code>http://127.0.0.1:9221</code>).
      </>
    ),
  },
];

const TUNE: Setting[] = [
  { name: 'PLUCK_MOBILE_LEASE_SECONDS', what: 'How long a device session is held without a renew (default 300).' },
  { name: 'PLUCK_WORKER_STALE_SECONDS', what: 'A worker silent this long is stale and its sessions expire (default 30).' },
  { name: 'PLUCK_DEVICE_DRAIN_AFTER', what: 'Failed uses in a row before a device is drained until maintenance (default 3).' },
  { name: 'PLUCK_RECORDING_RETENTION', what: 'How long screen recordings are kept (default 1 day).' },
];

/** The devices page. */
export function DevicesPage() {
  return (
    <CapabilityList
      title="Devices"
      path="/v1/mobile/devices"
      what="Mobile device support"
      setup={<SetupSettings enable={ENABLE} tune={TUNE} />}
      empty="No device is attached or reported by a worker."
      columns={COLUMNS}
      rowKey={(r) => `${cellText(r.platform)}/${cellText(r.id)}`}
    />
  );
}
