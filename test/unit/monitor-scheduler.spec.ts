import path from 'node:path';
import { test, expect } from '@playwright/test';
import { tempDir } from '../support/server';
import { storesOn, type Stores } from '../../server/db/open-stores';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { createLogger } from '../../server/logger';
import { createExtractionsService } from '../../server/modules/extractions/extractions.service';
import { failOrphanedRuns } from '../../server/modules/monitors/monitor-runner';
import { createMonitorScheduler, nextSlot } from '../../server/modules/monitors/monitor-scheduler';
import type { MonitorRow } from '../../server/modules/monitors/monitors.store';
import { newLeaseOwner } from '../../server/queue/lease-owner';

const T0 = Date.UTC(2026, 0, 1);

async function setup(): Promise<{ stores: Stores; scheduler: ReturnType<typeof createMonitorScheduler>; add(m: Partial<MonitorRow>): Promise<MonitorRow> }> {
  const stores = storesOn(await openSqliteDatabase(path.join(tempDir('pluck-sched-'), 'pluck.db')), newLeaseOwner(), 30_000);
  const scheduler = createMonitorScheduler({
    monitors: stores.monitors,
    dispatch: stores.dispatch,
    tasks: stores.tasks,
    extractions: createExtractionsService(stores.extractions),
    onQueued: () => undefined,
    log: createLogger(false),
  });
  let n = 0;
  return {
    stores,
    scheduler,
    async add(m) {
      const row: MonitorRow = {
        id: `mon_test${n++}`,
        tenant_id: 'default',
        url: 'http://example.com/',
        prompt: 'the price',
        schema: null,
        interval_seconds: 60,
        max_runs: null,
        webhook_url: null,
        webhook_secret: null,
        status: 'active',
        runs: 0,
        next_run_at: T0,
        created_at: new Date(T0).toISOString(),
        ...m,
      };
      await stores.keys.ensureTenant('default', row.created_at);
      await stores.monitors.insert(row);
      return row;
    },
  };
}

test('one slot runs once: a second tick at the same time queues nothing', async () => {
  const { stores, scheduler, add } = await setup();
  const m = await add({});
  expect(await scheduler.tick(T0)).toBe(1);
  expect(await scheduler.tick(T0)).toBe(0);
  expect(await scheduler.tick(T0 + 58_000)).toBe(0);
  // The slot due within the next tick is queued now, held by the queue until its time.
  expect(await scheduler.tick(T0 + 59_500)).toBe(1);
  const run = (await stores.monitors.run(m.id, 1))!;
  const [task] = await stores.tasks.byIds([run.task_id]);
  expect(task).toMatchObject({ kind: 'monitor_run', status: 'pending', extraction_id: run.extraction_id });
  expect(task.run_after).toBe(T0);
  expect(await stores.monitors.byId(m.id)).toMatchObject({ runs: 2, next_run_at: T0 + 120_000 });
  const [next] = await stores.tasks.byIds([(await stores.monitors.run(m.id, 2))!.task_id]);
  expect(next.run_after).toBe(T0 + 60_000);
  await stores.close();
});

test('a monitor behind after downtime runs once, and its next slot is one interval from now', async () => {
  const { stores, scheduler, add } = await setup();
  const m = await add({});
  const later = T0 + 10 * 60_000 + 5_000;
  expect(await scheduler.tick(later)).toBe(1);
  expect(await scheduler.tick(later)).toBe(0);
  expect(await stores.monitors.byId(m.id)).toMatchObject({ runs: 1, next_run_at: later + 60_000 });
  // On time, the cadence is kept (no drift by the tick's lateness).
  expect(nextSlot(T0, 60, T0 + 300)).toBe(T0 + 60_000);
  await stores.close();
});

test('no slot after max_runs; a run scheduled but never queued is queued at the next start', async () => {
  const { stores, scheduler, add } = await setup();
  const m = await add({ max_runs: 2 });
  await scheduler.tick(T0);
  await scheduler.tick(T0 + 60_000);
  expect(await scheduler.tick(T0 + 3600_000)).toBe(0);
  expect(await stores.monitors.byId(m.id)).toMatchObject({ runs: 2, next_run_at: null });

  // A crash between taking a slot and queueing its task: the run row is pending, the task missing.
  const runs = await stores.monitors.runs(m.id, 10);
  await stores.tasks.cancel(runs[0].task_id);
  const row = { ...runs[0], run: 3, task_id: 'tsk_lost_3' };
  await stores.monitors.takeSlot(m.id, 2, null, row);
  expect(await scheduler.recover()).toBe(1);
  expect(await scheduler.recover()).toBe(0);
  expect((await stores.tasks.byIds(['tsk_lost_3']))[0]).toMatchObject({ kind: 'monitor_run', status: 'pending' });
  await stores.close();
});

test('a last run that orphan recovery gave up on is failed, and its monitor completed', async () => {
  const { stores, scheduler, add } = await setup();
  const m = await add({ max_runs: 1 });
  await scheduler.tick(T0);
  const run = (await stores.monitors.run(m.id, 1))!;
  const [task] = await stores.tasks.byIds([run.task_id]);
  await failOrphanedRuns(stores.monitors, [{ task, outcome: 'requeued' }]);
  expect((await stores.monitors.run(m.id, 1))!.status).toBe('pending');
  await failOrphanedRuns(stores.monitors, [{ task, outcome: 'failed' }]);
  expect((await stores.monitors.run(m.id, 1))!.status).toBe('failed');
  expect((await stores.monitors.byId(m.id))!.status).toBe('completed');
  await stores.close();
});
