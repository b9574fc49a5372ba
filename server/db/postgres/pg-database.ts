/**
 * The PostgreSQL database behind the query layer (`db/sql.ts`): a pool, the layer's `?` and `@name`
 * placeholders as `$n`, transactions on one pooled connection, and the migrations at start.
 */
import pg from 'pg';
import { migrate } from '../migrate';
import { MIGRATIONS, type Migration } from '../migrations';
import { nothing, placeholders, type Database, type Params, type Sql } from '../sql';
import { pgDialect } from './pg-dialect';

// BIGINT counts and epoch-ms columns and NUMERIC sums are JavaScript numbers, as SQLite gives them.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMBER_TYPES.has(oid) ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `?` and `@name` outside string literals as `$n`; a name given twice is one parameter. */
export const toPositional = placeholders((n) => `$${n}`, true);

function sqlOn(client: pg.Pool | pg.PoolClient): Sql {
  const query = (sql: string, params?: Params) => {
    const { text, values } = toPositional(sql, params);
    return client.query(text, values);
  };
  return {
    one: <T>(sql: string, params?: Params) => query(sql, params).then((r) => r.rows[0] as T | undefined),
    all: <T>(sql: string, params?: Params) => query(sql, params).then((r) => r.rows as T[]),
    run: (sql, params) => query(sql, params).then((r) => r.rowCount ?? 0),
    exec: (sql) => client.query(sql).then(nothing),
  };
}

/** Connects to `url`, migrates, and returns the handle. */
export async function openPgDatabase(url: string, onError: (err: Error) => void, migrations: readonly Migration[] = MIGRATIONS): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, types, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server dropped (PostgreSQL restarting) is replaced on next use; say so, don't crash.
  pool.on('error', onError);
  let closed = false;
  const db: Database = {
    ...sqlOn(pool),
    dialect: pgDialect,
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
    async probe() {
      try {
        await pool.query('SELECT 1');
        return undefined;
      } catch (err) {
        // Public on /health: the kind of failure, never the address or the credentials.
        return `PostgreSQL does not answer (${String((err as { code?: unknown }).code ?? 'error')})`;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  try {
    await migrate(db, migrations);
  } catch (err) {
    await pool.end();
    const code = (err as { code?: string }).code;
    // A refused or unresolvable address says where it looked; a migration error is clear as it is.
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === '28P01' || code === '3D000') {
      throw new Error(`PLUCK_DATABASE_URL: cannot use PostgreSQL at ${new URL(url).host}: ${(err as Error).message}`);
    }
    throw err;
  }
  return db;
}
