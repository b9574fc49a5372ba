/**
 * The lab's home: the device inventory with health, drain and maintenance, the hosted workers with
 * their load and staleness, and the operator's sessions with their leases — all refreshed live.
 */
import { useQuery } from '../../api';
import { SetupSettings, type Setting } from '../../components/SetupSettings';
import { ErrorNotice, Loading } from '../../components/States';
import { Unavailable, isUnavailable } from '../../components/Unavailable';
import { InventoryTable, WorkersTable } from './LabTables';
import { SessionsPanel } from './SessionsPanel';

/** How often the lab is read again (leases count down in between). */
const REFRESH_MS = 2000;

// Each provider is on when present (docs/decisions.md#mobile-device-lab).
const ENABLE: Setting[] = [
  {
    name: 'ANDROID_ADB_SERVER_HOST / ANDROID_ADB_SERVER_PORT',
    what: (
      <>
        Android devices on this host: the adb server they are attached to (default <code>127.0.0.1:5037</code>; Debian package <code>adb</code>, then{' '}
        <code>adb start-server</code>).
      </>
    ),
  },
  {
    name: 'PLUCK_WORKER_TOKEN',
    what: (
      <>
        Devices on other machines: hosted workers (<code>pluck mobile worker --server URL --token T</code>) report with this token.
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
  const devices = useQuery((c) => c.mobileDevices(), [], REFRESH_MS);
  const workers = useQuery((c) => c.mobileWorkers(), [], REFRESH_MS);
  const reload = () => {
    devices.reload();
    workers.reload();
  };
  let body;
  if (isUnavailable(devices.error))
    body = <Unavailable what="Mobile device support" error={devices.error} setup={<SetupSettings enable={ENABLE} tune={TUNE} />} />;
  else if (devices.error !== undefined && !devices.data) body = <ErrorNotice error={devices.error} onRetry={devices.reload} />;
  else if (!devices.data) body = <Loading what="devices" />;
  else
    body = (
      <>
        <h2>Inventory</h2>
        <InventoryTable devices={devices.data.items} onChange={reload} />
        <h2>Workers</h2>
        <WorkersTable workers={workers.data?.items ?? []} onChange={reload} />
        <h2>Sessions</h2>
        <SessionsPanel devices={devices.data.items} onChange={reload} />
      </>
    );
  return (
    <section>
      <header className="page-head">
        <h1>Devices</h1>
      </header>
      {body}
    </section>
  );
}
