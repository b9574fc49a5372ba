/**
 * Placement rules of the mobile lab and the DevTools socket discovery, on plain rows.
 */
import { test, expect } from '@playwright/test';
import { AppError } from '../../server/contract/errors';
import type { DeviceRow, WorkerRow } from '../../server/modules/mobile/mobile.store';
import { place } from '../../server/modules/mobile/placement';
import type { LabSnapshot } from '../../server/modules/mobile/registry.service';
import { workerState } from '../../server/modules/mobile/views';
import { devtoolsSockets } from '../../server/providers/mobile/devtools-http';

const device = (id: string, extra: Partial<DeviceRow> = {}): DeviceRow => ({
  platform: 'android',
  id,
  model: null,
  state: 'device',
  source: 'worker',
  worker_id: 'w1',
  present: 1,
  failure_streak: 0,
  failed_uses: 0,
  draining: 0,
  maintenance: 0,
  maintenance_reason: null,
  last_seen_at: null,
  ...extra,
});
const worker = (extra: Partial<WorkerRow> = {}): WorkerRow => ({
  id: 'w1',
  host: 'h',
  addr: 'http://w1',
  max_sessions: 2,
  active_sessions: 0,
  queue_depth: 0,
  failure_rate: 0,
  last_error: null,
  maintenance: 0,
  maintenance_reason: null,
  last_heartbeat_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  ...extra,
});
function snap(devices: DeviceRow[], w: WorkerRow, attached = 0): LabSnapshot {
  return { devices, workers: new Map([[w.id, { row: w, state: workerState(w, Date.now(), 30, attached) }]]), attached: [] };
}
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return 'placed';
};

test('sticky_key prefers the device it last used; otherwise the fewest failures win', () => {
  const s = snap([device('a', { failed_uses: 2 }), device('b'), device('c', { failed_uses: 1 })], worker());
  expect(place(s, { platform: 'android' }).id).toBe('b');
  expect(place(s, { platform: 'android', sticky: { platform: 'android', device_id: 'c' } }).id).toBe('c');
});

test('saturated, stale and maintained workers and draining devices take no new session', () => {
  expect(code(() => place(snap([device('a')], worker({ active_sessions: 2 })), { platform: 'android' }))).toBe('no_capacity');
  expect(code(() => place(snap([device('a')], worker({ last_heartbeat_at: new Date(Date.now() - 60_000).toISOString() })), { platform: 'android' }))).toBe(
    'no_capacity',
  );
  expect(code(() => place(snap([device('a')], worker({ maintenance: 1 })), { deviceId: 'a' }))).toBe('device_maintenance');
  expect(code(() => place(snap([device('a', { draining: 1 })], worker()), { deviceId: 'a' }))).toBe('device_draining');
  expect(code(() => place(snap([device('a')], worker()), { deviceId: 'zz' }))).toBe('not_found');
  expect(code(() => place(snap([device('a')], worker()), { platform: 'android' }))).toBe('placed');
});

test('DevTools sockets are the listening devtools_remote ones, Chrome first', () => {
  const out = [
    'Num       RefCount Protocol Flags    Type St Inode Path',
    '0000000000000000: 00000002 00000000 00010000 0001 01 100 @webview_devtools_remote_4321',
    '0000000000000000: 00000002 00000000 00010000 0001 01 101 @chrome_devtools_remote',
    '0000000000000000: 00000003 00000000 00000000 0001 03 102 @chrome_devtools_remote',
    '0000000000000000: 00000002 00000000 00010000 0001 01 103 /dev/socket/logd',
  ].join('\n');
  expect(devtoolsSockets(out)).toEqual(['chrome_devtools_remote', 'webview_devtools_remote_4321']);
});
