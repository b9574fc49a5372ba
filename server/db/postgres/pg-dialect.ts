/**
 * PostgreSQL's fragments of the query layer (`db/sql.ts`), and the translation of the migrations,
 * which are written once in SQLite's column types.
 */
import type { Dialect } from '../sql';

export const pgDialect: Dialect = {
  name: 'postgres',
  inList: (expr, param) => `${expr} = ANY(${param})`,
  jsonStrings: (column) => `SELECT jsonb_array_elements_text(${column}::jsonb)`,
  jsonText: (column, key) => `${column}::jsonb ->> '${key}'`,
  forUpdate: 'FOR UPDATE',
  skipLocked: 'FOR UPDATE SKIP LOCKED',
  lock: async (q, key) => {
    await q.one('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
  },
  // Epoch-millisecond columns overflow PostgreSQL's 4-byte INTEGER; REAL is single precision there.
  migration: (sql) => sql.replace(/\bINTEGER\b/g, 'BIGINT').replace(/\bREAL\b/g, 'DOUBLE PRECISION'),
};
