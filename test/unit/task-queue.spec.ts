import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { tempDir } from '../support/server';
import { openPgDatabase } from '../../server/db/postgres/pg-database';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import type { Database } from '../../server/db/sql';
import { leaseOwnerAlive, newLeaseOwner } from '../../server/queue/lease-owner';
import { createTaskQueue, type TaskQueue } from '../../server/db/stores/task-queue';
import { sharedBackends } from '../support/scale-backends';

// The one queue, on each database: where a database is (a file or a URL), and how a connection to it opens.
const BACKENDS = {
  sqlite: {
    where: async () => path.join(tempDir('pluck-queue-'), 'pluck.db'),
    open: (file: string) => openSqliteDatabase(file),
  },
  postgres: {
    where: async () => (await sharedBackends()).pg.createDatabase(),
    open: (url: string) => openPgDatabase(url, () => undefined),
  },
};

const KINDS = ['extract'];

function add(queue: TaskQueue, id: string, maxAttempts = 3): Promise<unknown> {
  return queue.enqueue([{ id, tenantId: 't1', kind: 'extract', extractionId: `ext_${id}`, payload: { url: 'http://x' }, maxAttempts }]);
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());
}

for (const [name, backend] of Object.entries(BACKENDS)) {
  test.describe(name, () => {
    async function setup(leaseMs = 30_000): Promise<{ db: Database; file: string; queue: TaskQueue }> {
      const file = await backend.where();
      const db = await backend.open(file);
      await db.run("INSERT INTO tenants (id, created_at) VALUES ('t1', '2024-01-01T00:00:00Z')");
      return { db, file, queue: createTaskQueue(db, newLeaseOwner(), leaseMs) };
    }

    test('claim takes each due task once, oldest first, and counts an attempt', async () => {
      const { db, queue } = await setup();
      await add(queue, 'a');
      await add(queue, 'b');
      const a = await queue.claim(KINDS);
      const b = await queue.claim(KINDS);
      expect([a?.id, b?.id]).toEqual(['a', 'b']);
      expect(a).toMatchObject({ status: 'running', attempts: 1, lease_owner: queue.owner });
      expect(await queue.claim(KINDS)).toBeUndefined();
      expect(await queue.depth()).toBe(2);
      await db.close();
    });

    test('two queue instances on one database never claim the same task', async () => {
      const { db, file, queue } = await setup();
      const other = await backend.open(file);
      const queue2 = createTaskQueue(other, newLeaseOwner(), 30_000);
      for (let i = 0; i < 40; i++) await add(queue, `t${String(i).padStart(2, '0')}`);
      const seen: string[] = [];
      for (;;) {
        const x = await queue.claim(KINDS);
        const y = await queue2.claim(KINDS);
        if (!x && !y) break;
        if (x) seen.push(x.id);
        if (y) seen.push(y.id);
      }
      expect(seen.length).toBe(40);
      expect(new Set(seen).size).toBe(40);
      await other.close();
      await db.close();
    });

    test('a run finishes only its own attempt: no second completion, none after cancel', async () => {
      const { db, queue } = await setup();
      await add(queue, 'a');
      const run = (await queue.claim(KINDS))!;
      expect(await queue.stage('a', run.attempts, 'validating')).toBe(true);
      expect(await queue.finish('a', run.attempts, 'completed')).toBe(true);
      expect(await queue.finish('a', run.attempts, 'completed')).toBe(false);
      expect((await queue.get('t1', 'a'))?.status).toBe('completed');
      expect(await queue.cancel('a')).toBeUndefined();

      await add(queue, 'b');
      const runB = (await queue.claim(KINDS))!;
      expect(await queue.cancel('b')).toBe('running');
      expect(await queue.finish('b', runB.attempts, 'completed')).toBe(false);
      expect(await queue.retry('b', runB.attempts, Date.now())).toBe(false);
      expect((await queue.get('t1', 'b'))?.status).toBe('cancelled');
      expect(await queue.get('t2', 'b')).toBeUndefined();
      await db.close();
    });

    test('retry puts a task back with a due time; a stale attempt cannot touch the new run', async () => {
      const { db, queue } = await setup();
      await add(queue, 'a');
      const first = (await queue.claim(KINDS))!;
      const due = Date.now() + 60_000;
      expect(await queue.retry('a', first.attempts, due)).toBe(true);
      expect(await queue.claim(KINDS)).toBeUndefined();
      expect(await queue.nextDue(KINDS)).toBe(due);
      expect(await queue.retry('a', first.attempts, Date.now())).toBe(false);
      await db.run("UPDATE tasks SET run_after = 0 WHERE id = 'a'");
      const second = (await queue.claim(KINDS))!;
      expect(second.attempts).toBe(2);
      expect(await queue.finish('a', first.attempts, 'failed')).toBe(false);
      expect(await queue.finish('a', second.attempts, 'completed')).toBe(true);
      await db.close();
    });

    test('orphans of a dead process are requeued at once, or failed when out of attempts; live owners keep theirs', async () => {
      const { db, file, queue } = await setup();
      await add(queue, 'a_dead1');
      await add(queue, 'b_dead2', 1);
      await add(queue, 'c_live');
      await add(queue, 'd_expired');
      const crashed = createTaskQueue(db, `${os.hostname()}/${deadPid()}/abc`, 30_000);
      await crashed.claim(KINDS);
      await crashed.claim(KINDS);
      const aliveDb = await backend.open(file);
      const alive = createTaskQueue(aliveDb, `${os.hostname()}/${process.pid}/other`, 30_000);
      await alive.claim(KINDS);
      const stale = createTaskQueue(db, `elsewhere/1/zzz`, -1);
      await stale.claim(KINDS);

      const orphans = await queue.recoverOrphans(leaseOwnerAlive);
      expect(orphans.map((o) => [o.task.id, o.outcome]).sort()).toEqual([
        ['a_dead1', 'requeued'],
        ['b_dead2', 'failed'],
        ['d_expired', 'requeued'],
      ]);
      expect((await queue.get('t1', 'c_live'))?.status).toBe('running');
      expect((await queue.get('t1', 'b_dead2'))?.status).toBe('failed');
      // The requeued run counts as a new attempt when claimed again.
      const again = (await queue.claim(KINDS))!;
      expect(again.attempts).toBe(2);
      // The dead owner can no longer finish its old run.
      expect(await crashed.finish('a_dead1', 1, 'completed')).toBe(false);
      await aliveDb.close();
      await db.close();
    });

    test('heartbeat renews leases; releaseOwned puts this owner’s runs back to pending', async () => {
      const { db, queue } = await setup(10);
      await add(queue, 'a');
      await add(queue, 'b');
      await queue.claim(KINDS);
      await queue.heartbeat(60_000);
      const other = createTaskQueue(db, newLeaseOwner(), 30_000);
      expect(await other.recoverOrphans(() => true)).toEqual([]);
      const released = await queue.releaseOwned();
      expect(released.map((t) => t.id)).toEqual(['a']);
      expect(await queue.get('t1', 'a')).toMatchObject({ status: 'pending', lease_owner: null });
      await db.close();
    });
  });
}

test('a dead pid reads as dead, this process and other hosts as alive', async () => {
  expect(leaseOwnerAlive(`${os.hostname()}/${deadPid()}/x`)).toBe(false);
  expect(leaseOwnerAlive(`${os.hostname()}/${process.pid}/x`)).toBe(true);
  expect(leaseOwnerAlive('some-other-host/1/x')).toBe(true);
});
