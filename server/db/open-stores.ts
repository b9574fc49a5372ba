/**
 * The one place stores are opened: SQLite in the data folder (the embedded default), or
 * PostgreSQL when PLUCK_DATABASE_URL is set. The PostgreSQL driver is imported only then.
 */
import type { Logger } from '../logger';
import { openSqliteStores, type Stores } from './sqlite/sqlite-stores';

/** Opens the stores `options` select. */
export async function openStores(
  options: { dataDir: string; databaseUrl?: string },
  leaseOwner: string,
  leaseMs: number,
  log: Logger,
): Promise<Stores> {
  if (!options.databaseUrl) return openSqliteStores(options.dataDir, leaseOwner, leaseMs);
  // require, not import(): loaded only here, and compiled as CommonJS like the rest of the server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openPostgresStores } = require('./postgres/pg-stores') as typeof import('./postgres/pg-stores');
  let loggedAt = 0;
  return openPostgresStores(options.databaseUrl, leaseOwner, leaseMs, (err) => {
    // One line per outage burst, not one per pooled connection.
    if (Date.now() - loggedAt < 10_000) return;
    loggedAt = Date.now();
    log.error({ err: { message: err.message } }, 'PostgreSQL connection lost; requests get 503 store_unavailable until it is back');
  });
}
