import path from 'node:path';
import { test, expect } from '@playwright/test';
import { openDatabase } from '../../server/db/database';
import { MIGRATIONS } from '../../server/db/migrations';
import { tempDir } from '../support/server';

test('migrations apply once, in WAL mode, and a changed applied migration stops start-up', () => {
  const file = path.join(tempDir(), 'pluck.db');
  const db = openDatabase(file);
  const applied = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[];
  expect(applied.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
  db.close();
  // Opening again applies nothing new.
  openDatabase(file).close();
  const changed = MIGRATIONS.map((m, i) => (i === 0 ? { ...m, sql: m.sql + '\n-- edited' } : m));
  expect(() => openDatabase(file, changed)).toThrow(/Migration 1 \(init\) was changed after it was applied/);
  // A new migration appended later is applied.
  const extra = [...MIGRATIONS, { version: 999, name: 'extra', sql: 'CREATE TABLE extra_t (x INTEGER);' }];
  const db2 = openDatabase(file, extra);
  expect(db2.prepare("SELECT name FROM sqlite_master WHERE name = 'extra_t'").get()).toBeTruthy();
  db2.close();
});
