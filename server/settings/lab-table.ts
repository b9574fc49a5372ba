/**
 * The device lab's settings (local Android and iOS, mobile leases, remote workers, screen recordings): a part of the
 * server's one table (table.ts), set where the table lists it.
 */
import { int, text } from './parse';
import { DAY, setting } from './setting';

/** The lab's settings, by the name of their option. */
export const LAB_SETTINGS = {
  adbServerHost: setting({
    env: 'ANDROID_ADB_SERVER_HOST',
    parse: text,
    default: '127.0.0.1',
    description: 'adb server of local Android devices (`off` turns local Android off)',
    banner: 'value',
  }),
  adbServerPort: setting({ env: 'ANDROID_ADB_SERVER_PORT', parse: int, default: 5037, description: 'port of that adb server', banner: 'value' }),
  iosWdpUrl: setting({
    env: 'PLUCK_IOS_WDP_URL',
    parse: text,
    default: 'http://127.0.0.1:9221',
    description: "ios_webkit_debug_proxy's device list (`off` turns iOS off)",
    banner: 'value',
  }),
  mobileLeaseSeconds: setting({
    env: 'PLUCK_MOBILE_LEASE_SECONDS',
    parse: int,
    default: 300,
    description: 'default mobile session lease, seconds (requests may ask 10–86400 s)',
    banner: 'value',
  }),
  deviceDrainAfter: setting({
    env: 'PLUCK_DEVICE_DRAIN_AFTER',
    parse: int,
    default: 3,
    description: 'failed attaches/disconnects in a row before a device drains',
    banner: 'value',
  }),
  workerStaleSeconds: setting({
    env: 'PLUCK_WORKER_STALE_SECONDS',
    parse: int,
    default: 30,
    description: 'seconds without a heartbeat after which a worker is stale (its sessions expire)',
    banner: 'value',
  }),
  workerPruneSeconds: setting({
    env: 'PLUCK_WORKER_PRUNE_SECONDS',
    parse: int,
    default: DAY,
    shownDefault: '1 d',
    description: 'seconds without a heartbeat after which a worker row is pruned',
    banner: 'value',
  }),
  recordingRetentionSeconds: setting({
    env: 'PLUCK_RECORDING_RETENTION',
    parse: int,
    default: DAY,
    shownDefault: '1 d',
    description: 'how long finished screen recordings are kept, seconds',
    banner: 'value',
  }),
};
