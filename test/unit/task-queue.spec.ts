import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { openDatabase, type Database } from '../../server/db/database';
import { leaseOwnerAlive, newLeaseOwner } from '../../server/queue/lease-owner';
import { createSqliteTaskQueue, type TaskQueue } from '../../server/queue/task-queue';

function setup(leaseMs = 30_000): { db: Database; file: string; queue: TaskQueue } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-queue-')), 'pluck.db');
  const db = openDatabase(file);
  db.prepare("INSERT INTO tenants (id, created_at) VALUES ('t1', '2024-01-01T00:00:00Z')").run();
  return { db, file, queue: createSqliteTaskQueue(db, newLeaseOwner(), leaseMs) };
}

function add(queue: TaskQueue, id: string, maxAttempts = 3): void {
  queue.enqueue({ id, tenantId: 't1', kind: 'extract', extractionId: `ext_${id}`, payload: { url: 'http://x' }, maxAttempts });
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
}

test('claim takes each due task once, oldest first, and counts an attempt', () => {
  const { db, queue } = setup();
  add(queue, 'a');
  add(queue, 'b');
  const a = queue.claim();
  const b = queue.claim();
  expect([a?.id, b?.id]).toEqual(['a', 'b']);
  expect(a).toMatchObject({ status: 'running', attempts: 1, lease_owner: queue.owner });
  expect(queue.claim()).toBeUndefined();
  expect(queue.depth()).toBe(2);
  expect(queue.inflight('t1')).toBe(2);
  db.close();
});

test('two queue instances on one file never claim the same task', () => {
  const { db, file, queue } = setup();
  const other = openDatabase(file);
  const queue2 = createSqliteTaskQueue(other, newLeaseOwner(), 30_000);
  for (let i = 0; i < 40; i++) add(queue, `t${String(i).padStart(2, '0')}`);
  const seen: string[] = [];
  for (;;) {
    const x = queue.claim();
    const y = queue2.claim();
    if (!x && !y) break;
    if (x) seen.push(x.id);
    if (y) seen.push(y.id);
  }
  expect(seen.length).toBe(40);
  expect(new Set(seen).size).toBe(40);
  other.close();
  db.close();
});

test('a run finishes only its own attempt: no second completion, none after cancel', () => {
  const { db, queue } = setup();
  add(queue, 'a');
  const run = queue.claim()!;
  expect(queue.stage('a', run.attempts, 'validating')).toBe(true);
  expect(queue.finish('a', run.attempts, 'completed')).toBe(true);
  expect(queue.finish('a', run.attempts, 'completed')).toBe(false);
  expect(queue.get('t1', 'a')?.status).toBe('completed');
  expect(queue.cancel('a')).toBeUndefined();

  add(queue, 'b');
  const runB = queue.claim()!;
  expect(queue.cancel('b')).toBe('running');
  expect(queue.finish('b', runB.attempts, 'completed')).toBe(false);
  expect(queue.retry('b', runB.attempts, Date.now())).toBe(false);
  expect(queue.get('t1', 'b')?.status).toBe('cancelled');
  expect(queue.get('t2', 'b')).toBeUndefined();
  db.close();
});

test('retry puts a task back with a due time; a stale attempt cannot touch the new run', () => {
  const { db, queue } = setup();
  add(queue, 'a');
  const first = queue.claim()!;
  const due = Date.now() + 60_000;
  expect(queue.retry('a', first.attempts, due)).toBe(true);
  expect(queue.claim()).toBeUndefined();
  expect(queue.nextDue()).toBe(due);
  expect(queue.retry('a', first.attempts, Date.now())).toBe(false);
  db.prepare("UPDATE tasks SET run_after = 0 WHERE id = 'a'").run();
  const second = queue.claim()!;
  expect(second.attempts).toBe(2);
  expect(queue.finish('a', first.attempts, 'failed')).toBe(false);
  expect(queue.finish('a', second.attempts, 'completed')).toBe(true);
  db.close();
});

test('orphans of a dead process are requeued at once, or failed when out of attempts; live owners keep theirs', () => {
  const { db, file, queue } = setup();
  add(queue, 'a_dead1');
  add(queue, 'b_dead2', 1);
  add(queue, 'c_live');
  add(queue, 'd_expired');
  const crashed = createSqliteTaskQueue(db, `${os.hostname()}/${deadPid()}/abc`, 30_000);
  crashed.claim();
  crashed.claim();
  const aliveDb = openDatabase(file);
  const alive = createSqliteTaskQueue(aliveDb, `${os.hostname()}/${process.pid}/other`, 30_000);
  alive.claim();
  const stale = createSqliteTaskQueue(db, `elsewhere/1/zzz`, -1);
  stale.claim();

  const orphans = queue.recoverOrphans(leaseOwnerAlive);
  expect(orphans.map((o) => [o.task.id, o.outcome]).sort()).toEqual([
    ['a_dead1', 'requeued'],
    ['b_dead2', 'failed'],
    ['d_expired', 'requeued'],
  ]);
  expect(queue.get('t1', 'c_live')?.status).toBe('running');
  expect(queue.get('t1', 'b_dead2')?.status).toBe('failed');
  // The requeued run counts as a new attempt when claimed again.
  const again = queue.claim()!;
  expect(again.attempts).toBe(2);
  // The dead owner can no longer finish its old run.
  expect(crashed.finish('a_dead1', 1, 'completed')).toBe(false);
  aliveDb.close();
  db.close();
});

test('heartbeat renews leases; releaseOwned puts this owner’s runs back to pending', () => {
  const { db, queue } = setup(10);
  add(queue, 'a');
  add(queue, 'b');
  queue.claim();
  queue.heartbeat(60_000);
  const other = createSqliteTaskQueue(db, newLeaseOwner(), 30_000);
  expect(other.recoverOrphans(() => true)).toEqual([]);
  const released = queue.releaseOwned();
  expect(released.map((t) => t.id)).toEqual(['a']);
  expect(queue.get('t1', 'a')).toMatchObject({ status: 'pending', lease_owner: null });
  db.close();
});

test('a dead pid reads as dead, this process and other hosts as alive', () => {
  expect(leaseOwnerAlive(`${os.hostname()}/${deadPid()}/x`)).toBe(false);
  expect(leaseOwnerAlive(`${os.hostname()}/${process.pid}/x`)).toBe(true);
  expect(leaseOwnerAlive('some-other-host/1/x')).toBe(true);
});
