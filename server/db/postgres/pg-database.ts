/**
 * The PostgreSQL database: a pool, SQLite-style placeholders (`?` and `@name`) rewritten to `$n`
 * so each PostgreSQL store reads like its SQLite sibling, transactions, and migrations checked at
 * start as SQLite's are. The driver is hidden here so stores depend only on this small interface.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { MIGRATIONS } from '../migrations';
import { PG_MIGRATIONS, type PgMigration } from './migrations';

/** Parameters: positional for `?`, by name for `@name`. */
export type Params = readonly unknown[] | Record<string, unknown>;

/** What a store runs statements with (the pool, or one transaction's connection). */
export interface Sql {
  /** The first row, if any. */
  one<T>(sql: string, params?: Params): Promise<T | undefined>;
  all<T>(sql: string, params?: Params): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: Params): Promise<number>;
}

/** The database handle PostgreSQL stores receive. */
export interface PgDatabase extends Sql {
  /** Runs fn in one transaction; rolls back when it throws. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Ends the pool; idempotent. */
  close(): Promise<void>;
}

// BIGINT counts and epoch-ms columns and NUMERIC sums are JavaScript numbers, as SQLite gives them.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Rewrites `?` and `@name` outside string literals to `$n`, returning the SQL and its values. */
export function toPositional(sql: string, params: Params = []): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const named = new Map<string, number>();
  let positional = 0;
  const text = sql.replace(/'(?:[^']|'')*'|\?|@([A-Za-z_]\w*)/g, (match, name: string | undefined) => {
    if (match.startsWith("'")) return match;
    if (name === undefined) {
      values.push((params as readonly unknown[])[positional++]);
      return `$${values.length}`;
    }
    let n = named.get(name);
    if (n === undefined) {
      values.push((params as Record<string, unknown>)[name]);
      n = values.length;
      named.set(name, n);
    }
    return `$${n}`;
  });
  return { text, values: values.map((v) => (v === undefined ? null : v)) };
}

function sqlOn(client: pg.Pool | pg.PoolClient): Sql {
  const query = (sql: string, params?: Params) => {
    const { text, values } = toPositional(sql, params);
    return client.query(text, values);
  };
  return {
    async one<T>(sql: string, params?: Params) {
      return (await query(sql, params)).rows[0] as T | undefined;
    },
    async all<T>(sql: string, params?: Params) {
      return (await query(sql, params)).rows as T[];
    },
    async run(sql, params) {
      return (await query(sql, params)).rowCount ?? 0;
    },
  };
}

function checksum(sql: string): string {
  return crypto.createHash('sha256').update(sql).digest('hex');
}

/** Every SQLite migration has its PostgreSQL translation, in the same order: the two schemas never drift. */
export function assertInStep(pgList: readonly PgMigration[] = PG_MIGRATIONS): void {
  const want = MIGRATIONS.map((m) => `${m.version} ${m.name}`).join(', ');
  const have = pgList.map((m) => `${m.version} ${m.name}`).join(', ');
  if (want !== have) {
    throw new Error(`PostgreSQL migrations (${have}) are out of step with SQLite's (${want}): add the translation of each new migration to server/db/postgres/migrations`);
  }
}

// One process migrates at a time when several start together.
const MIGRATION_LOCK = 0x706c75636b;

/** Applies the migrations not applied yet; stops with a clear message when an applied one changed. */
export async function migratePg(pool: pg.Pool, migrations: readonly PgMigration[] = PG_MIGRATIONS): Promise<void> {
  assertInStep(migrations);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
    const applied = new Map<number, string>();
    for (const row of (await client.query('SELECT version, checksum FROM schema_migrations')).rows as { version: number; checksum: string }[]) {
      applied.set(row.version, row.checksum);
    }
    for (const m of migrations) {
      const sum = checksum(m.sql);
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
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)', [
          m.version,
          m.name,
          sum,
          new Date().toISOString(),
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Connects to `url`, migrates, and returns the handle. */
export async function openPgDatabase(url: string, onError: (err: Error) => void): Promise<PgDatabase> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server dropped (PostgreSQL restarting) is replaced on next use; say so, don't crash.
  pool.on('error', onError);
  try {
    await migratePg(pool);
  } catch (err) {
    await pool.end();
    const code = (err as { code?: string }).code;
    // A refused or unresolvable address says where it looked; a migration error is clear as it is.
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === '28P01' || code === '3D000') {
      throw new Error(`PLUCK_DATABASE_URL: cannot use PostgreSQL at ${new URL(url).host}: ${(err as Error).message}`);
    }
    throw err;
  }
  let closed = false;
  return {
    ...sqlOn(pool),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(sqlOn(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
