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
export type Statement = Pick<BetterSqlite3.Statement, 'run' | 'get' | 'all'>;

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
  /** Why the file is unusable, once a statement found it damaged (for /health); undefined while it is fine. */
  fault(): string | undefined;
}

// SQLite's answers for a file that is not (or no longer) a sound database.
const DAMAGED = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_INDEX', 'SQLITE_CORRUPT_SEQUENCE', 'SQLITE_CORRUPT_VTAB']);
const isDamage = (err: unknown) => DAMAGED.has(String((err as { code?: unknown })?.code));

/** What to do about a damaged database file. */
function repairAdvice(file: string): string {
  return (
    `Stop every Pluck process using it and keep a copy of the file; then recover what it holds with ` +
    `sqlite3 "${file}" ".recover" | sqlite3 "${file}.recovered" and move the result into its place, ` +
    `or move the file away to start with an empty history (keys included).`
  );
}

/**
 * The start refusal for a database that cannot be opened: which file, what is wrong and what to do
 * (an unwritable folder, a damaged file, a lock held by another process). Other errors pass as they are.
 */
export function openFailure(file: string, err: unknown): Error {
  const code = String((err as { code?: unknown })?.code ?? '');
  const why = (err as Error)?.message ?? String(err);
  const dir = path.dirname(file);
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM', 'SQLITE_FULL'].some((c) => code.startsWith(c))) {
    return new Error(
      `Cannot open the database ${file} (${why}): the data folder ${dir} must be a folder this user can write to, on a disk with free space. ` +
        `Fix its permissions (or free the disk), or set PLUCK_DATA_DIR to a writable folder.`,
    );
  }
  if (isDamage(err)) return new Error(`The database ${file} is damaged (${why}). ${repairAdvice(file)}`);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new Error(
      `The database ${file} is locked by another process (${why}). Stop the other program holding it, ` +
        `or give this server its own PLUCK_DATA_DIR, then start again.`,
    );
  }
  return err instanceof Error ? err : new Error(why);
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

/**
 * Opens (creating) the database file in WAL mode, checks it (quick_check: a damaged file refuses to
 * start rather than answering 500s) and migrates it. Failures name the file and the fix (openFailure).
 */
export function openDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Database {
  let db: BetterSqlite3.Database | undefined;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    // SQLite gives the WAL and shared-memory files the database file's mode: 0600 for all three.
    ensurePrivateFile(file);
    for (const companion of [`${file}-wal`, `${file}-shm`]) tightenFile(companion);
    db = new BetterSqlite3(file);
    db.pragma('busy_timeout = 5000');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    const check = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    if (check.length !== 1 || check[0].quick_check !== 'ok') {
      const found = check.slice(0, 3).map((r) => r.quick_check).join('; ');
      throw new Error(`The database ${file} is damaged (quick_check: ${found}). ${repairAdvice(file)}`);
    }
    migrate(db, migrations);
  } catch (err) {
    db?.close();
    throw openFailure(file, err);
  }
  const open = db;
  const cache = new Map<string, Statement>();
  let closed = false;
  let fault: string | undefined;
  // A statement that finds the file damaged marks it so: /health then reports the database as failing.
  const watched = <A extends unknown[], R>(run: (...args: A) => R) => (...args: A): R => {
    try {
      return run(...args);
    } catch (err) {
      if (isDamage(err)) fault ??= (err as Error).message;
      throw err;
    }
  };
  return {
    file,
    prepare(sql) {
      let stmt = cache.get(sql);
      if (!stmt) {
        const s = watched((q: string) => open.prepare(q))(sql);
        stmt = { run: watched(s.run.bind(s)), get: watched(s.get.bind(s)), all: watched(s.all.bind(s)) } as Statement;
        cache.set(sql, stmt);
      }
      return stmt;
    },
    transaction(fn) {
      return watched(() => open.transaction(fn)())();
    },
    fault: () => fault,
    close() {
      if (closed) return;
      closed = true;
      open.close();
    },
  };
}
