/**
 * The database behind a test server's data folder, whichever the project runs on: the SQLite file in
 * the folder, or in the api-scale project the PostgreSQL database its servers are given. Tests use it
 * to leave what a crash or an older release would have left, then start a server on it.
 */
import path from 'node:path';
import type { Migration } from '../../server/db/migrations';
import { openPgDatabase } from '../../server/db/postgres/pg-database';
import type { Database } from '../../server/db/sql';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { scaleBackend, scaleEnv } from './server';

/** Opens (creating and migrating with `migrations`) the database of servers started on `dataDir`. */
export async function openServerDatabase(dataDir: string, migrations?: readonly Migration[]): Promise<Database> {
  if (!scaleBackend()) return openSqliteDatabase(path.join(dataDir, 'pluck.db'), migrations);
  const url = (await scaleEnv({ PLUCK_DATA_DIR: dataDir })).PLUCK_DATABASE_URL!;
  return openPgDatabase(url, () => undefined, migrations);
}
