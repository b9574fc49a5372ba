/**
 * The SQLite database behind the query layer (`db/sql.ts`): opening (WAL, checked), statements,
 * transactions, close. The driver is synchronous on one connection, so a transaction holds the
 * database: statements from outside it wait until it ends, as they would on another connection.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile, FOLDER_MODE, tightenFile } from '../../private-files';
import { migrate } from '../migrate';
import { MIGRATIONS, type Migration } from '../migrations';
import { placeholders, type Database, type Params, type Sql } from '../sql';
import { sqliteDialect } from './sqlite-dialect';

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

// Errors that mean the data folder or disk does not let this user write the file.
const UNWRITABLE = ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM', 'SQLITE_FULL'];

/**
 * The start refusal for a database that cannot be opened: which file, what is wrong and what to do
 * (an unwritable folder, a damaged file, a lock held by another process). Other errors pass as they are.
 */
export function openFailure(file: string, err: unknown): Error {
  const code = String((err as { code?: unknown })?.code ?? '');
  const why = (err as Error)?.message ?? String(err);
  const dir = path.dirname(file);
  if (UNWRITABLE.some((c) => code.startsWith(c))) {
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

const positional = placeholders(() => '?', false);

/**
 * The driver's text and values: `@name`s as `?` (a name left out is null, as on PostgreSQL), and a
 * list value (Dialect.inList) as one `?` per item, so SQLite plans `IN (?, ?)` with an index.
 */
function bound(sql: string, params: Params | undefined): { text: string; values: unknown[] } {
  const { text, values } = positional(sql, params);
  if (!values.some(Array.isArray)) return { text, values };
  // The text for these list lengths, expanded once; the cache is bounded since list lengths vary.
  const key = `${text}\u0000${values.map((v) => (Array.isArray(v) ? v.length : '')).join(',')}`;
  let expanded = expandedTexts.get(key);
  if (expanded === undefined) {
    let i = 0;
    const each = (m: string) => (m === '?' && Array.isArray(values[i++]) ? (values[i - 1] as unknown[]).map(() => '?').join(', ') : m);
    if (expandedTexts.size >= 512) expandedTexts.clear();
    expandedTexts.set(key, (expanded = text.replace(/'(?:[^']|'')*'|\?/g, each)));
  }
  return { text: expanded, values: values.flat() };
}
const expandedTexts = new Map<string, string>();

/**
 * Opens (creating) the database file in WAL mode, checks it (quick_check: a damaged file refuses to
 * start rather than answering 500s) and migrates it. Failures name the file and the fix (openFailure).
 */
export async function openSqliteDatabase(file: string, migrations: readonly Migration[] = MIGRATIONS): Promise<Database & { readonly file: string }> {
  let open: BetterSqlite3.Database;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    // SQLite gives the WAL and shared-memory files the database file's mode: 0600 for all three.
    ensurePrivateFile(file);
    for (const companion of [`${file}-wal`, `${file}-shm`]) tightenFile(companion);
    open = new BetterSqlite3(file);
  } catch (err) {
    throw openFailure(file, err);
  }
  const cache = new Map<string, BetterSqlite3.Statement>();
  let closed = false;
  let fault: string | undefined;
  // A statement that finds the file damaged marks it so: /health then reports the database as failing.
  const noteDamage = (err: unknown) => {
    if (isDamage(err)) fault ??= (err as Error).message;
  };
  const statement = (text: string): BetterSqlite3.Statement => {
    let stmt = cache.get(text);
    if (!stmt) cache.set(text, (stmt = open.prepare(text)));
    return stmt;
  };
  /** Runs `sql` with `method` (`exec`: statements without parameters); the promise is settled: the driver answers at once. */
  const call = <R>(method: 'get' | 'all' | 'run' | 'exec', sql: string, params?: Params): Promise<R> => {
    try {
      if (method === 'exec') return Promise.resolve(void open.exec(sql) as R);
      const { text, values } = bound(sql, params);
      const out = statement(text)[method](...values);
      return Promise.resolve((method === 'run' ? (out as BetterSqlite3.RunResult).changes : out) as R);
    } catch (err) {
      noteDamage(err);
      return Promise.reject(err);
    }
  };
  const direct: Sql = {
    one: (sql, params) => call('get', sql, params),
    all: (sql, params) => call('all', sql, params),
    run: (sql, params) => call('run', sql, params),
    exec: (sql) => call('exec', sql),
  };
  // The transaction in progress, if any: statements from outside it wait for its end.
  let held: Promise<void> | undefined;
  const afterTransaction = async <R>(run: () => Promise<R>): Promise<R> => {
    while (held) await held;
    return run();
  };
  const db: Database & { readonly file: string } = {
    file,
    dialect: sqliteDialect,
    one: (sql, params) => (held ? afterTransaction(() => direct.one(sql, params)) : direct.one(sql, params)),
    all: (sql, params) => (held ? afterTransaction(() => direct.all(sql, params)) : direct.all(sql, params)),
    run: (sql, params) => (held ? afterTransaction(() => direct.run(sql, params)) : direct.run(sql, params)),
    exec: (sql) => (held ? afterTransaction(() => direct.exec(sql)) : direct.exec(sql)),
    async tx(fn) {
      while (held) await held;
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      try {
        // IMMEDIATE: the write lock is taken now, so another process cannot make this transaction fail half-way.
        await direct.exec('BEGIN IMMEDIATE');
        try {
          const out = await fn(direct);
          await direct.exec('COMMIT');
          return out;
        } catch (err) {
          if (open.inTransaction) open.exec('ROLLBACK');
          throw err;
        }
      } finally {
        held = undefined;
        release();
      }
    },
    async probe() {
      try {
        await db.one('SELECT COUNT(*) AS n FROM schema_migrations');
      } catch (err) {
        return (err as Error).message;
      }
      return fault;
    },
    async close() {
      if (closed) return;
      closed = true;
      while (held) await held;
      open.close();
    },
  };
  try {
    open.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    const check = open.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    if (check.length !== 1 || check[0].quick_check !== 'ok') {
      const found = Array.from(check.slice(0, 3), (r) => r.quick_check).join('; ');
      throw new Error(`The database ${file} is damaged (quick_check: ${found}). ${repairAdvice(file)}`);
    }
    await migrate(db, migrations);
  } catch (err) {
    open.close();
    throw openFailure(file, err);
  }
  return db;
}
