/**
 * The SQLite database: opening (WAL), append-only checksummed migrations, transactions, close.
 * The driver is hidden here so stores depend only on this small interface.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile, FOLDER_MODE, tightenFile } from '../private-files';
import { MIGRATIONS, type Migration } from './migrations';

/** A prepared statement as stores use it. */
export type Statement = BetterSqlite3.Statement;

/** The database handle stores receive. */
export interface Database {
  /** Prepares (and caches) a statement. */
  prepare(sql: string): Statement;
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: () => T): T;
  /** Closes the file; idempotent. */
  close(): void;
  /** Path of the database file. */
  readonly file: string;
}

function checksum(sql: string): string {
  return crypto.createHash('sha256').update(sql).digest('hex');
}

/** Applies the migrations not applied yet; stops with a clear message when an applied one changed. */
export function migrate(db: BetterSqlite3.Database, migrations: readonly Migration[] = MIGRATIONS): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Map<number, { name: string; checksum: string }>();
  for (const row of db.prepare('SELECT version, name, checksum FROM schema_migrations').all() as {
    version: number;
    name: string;
    checksum: string;
  }[]) {
    applied.set(row.version, row);
  }
  for (const m of migrations) {
    const sum = checksum(m.sql);
    const done = applied.get(m.version);
    if (done) {
      if (done.checksum !== sum) {
        throw new Error(
          `Migration ${m.version} (${m.name}) was changed after it was applied to this database. ` +
            'Migrations are append-only: restore the original text and add a new migration instead.',
        );
      }
      continue;
    }
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)').run(
        m.version,
        m.name,
        sum,
        new Date().toISOString(),
      );
    })();
  }
}

/** Opens (creating) the database file in WAL mode and migrates it. */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
  // SQLite gives the WAL and shared-memory files the database file's mode: 0600 for all three.
  ensurePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) tightenFile(companion);
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  try {
    migrate(db, migrations);
  } catch (err) {
    db.close();
    throw err;
  }
  const cache = new Map<string, Statement>();
  let closed = false;
  return {
    file,
    prepare(sql) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = db.prepare(sql);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    transaction(fn) {
      return db.transaction(fn)();
    },
    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
