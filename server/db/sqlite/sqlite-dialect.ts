/**
 * SQLite's fragments of the query layer (`db/sql.ts`). A list parameter arrives as one `?` per
 * item (`sqlite-database.ts` expands it).
 */
import type { Dialect } from '../sql';

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  inList: (expr, param) => `${expr} IN (${param})`,
  jsonStrings: (column) => `SELECT value FROM json_each(${column})`,
  jsonText: (column, key) => `json_extract(${column}, '$.${key}')`,
  // One connection, and transactions begin IMMEDIATE: a transaction already holds the whole database.
  forUpdate: '',
  skipLocked: '',
  lock: async () => undefined,
  migration: (sql) => sql,
};
