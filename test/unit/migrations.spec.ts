import path from 'node:path';
import { test, expect } from '@playwright/test';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { MIGRATIONS } from '../../server/db/migrations';
import { tempDir } from '../support/server';

test('migrations apply once, in WAL mode, and a changed applied migration stops start-up', async () => {
  const file = path.join(tempDir(), 'pluck.db');
  const db = await openSqliteDatabase(file);
  const applied = (await db.all('SELECT version FROM schema_migrations ORDER BY version')) as { version: number }[];
  expect(applied.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  expect(((await db.one('PRAGMA journal_mode')) as { journal_mode: string }).journal_mode).toBe('wal');
  await db.close();
  // Opening again applies nothing new.
  await (await openSqliteDatabase(file)).close();
  const changed = MIGRATIONS.map((m, i) => (i === 0 ? { ...m, sql: m.sql + '\n-- edited' } : m));
  await expect(openSqliteDatabase(file, changed)).rejects.toThrow(/Migration 1 \(init\) was changed after it was applied/);
  // A new migration appended later is applied.
  const extra = [...MIGRATIONS, { version: 999, name: 'extra', sql: 'CREATE TABLE extra_t (x INTEGER);' }];
  const db2 = await openSqliteDatabase(file, extra);
  expect(await db2.one("SELECT name FROM sqlite_master WHERE name = 'extra_t'")).toBeTruthy();
  await db2.close();
});
