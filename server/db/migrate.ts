/**
 * Applies the migrations of `db/migrations.ts` to either database, in one transaction that every
 * process starting at once takes in turn. Each applied migration's checksum is kept: one changed
 * after it shipped stops start, as migrations are append-only.
 */
import crypto from 'node:crypto';
import { MIGRATIONS, type Migration } from './migrations';
import type { Database } from './sql';

const checksum = (sql: string) => crypto.createHash('sha256').update(sql).digest('hex');

/** Applies the migrations not applied yet; stops with a clear message when an applied one changed. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  await db.tx(async (q) => {
    await db.dialect.lock(q, 'pluck:migrations');
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const applied = new Map(
      (await q.all<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations')).map((r) => [r.version, r.checksum]),
    );
    for (const m of migrations) {
      // The checksum is of the text this database ran, as recorded since each dialect had its own list.
      const sql = db.dialect.migration(m.sql);
      const sum = checksum(sql);
      const done = applied.get(m.version);
      if (done !== undefined) {
        if (done !== sum) {
          throw new Error(
            `Migration ${m.version} (${m.name}) was changed after it was applied to this database. ` +
              'Migrations are append-only: restore the original text and add a new migration instead.',
          );
        }
        continue;
      }
      await q.exec(sql);
      await q.run('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)', [
        m.version,
        m.name,
        sum,
        new Date().toISOString(),
      ]);
    }
  });
}
