/**
 * The one place stores are opened: SQLite in the data folder (the embedded default), or PostgreSQL
 * when PLUCK_DATABASE_URL is set; either way the same stores (`db/stores/`) over the query layer.
 * The PostgreSQL driver is imported only then.
 */
import path from 'node:path';
import type { Logger } from '../logger';
import type { TaskDispatch } from '../queue/task-dispatch';
import type { TaskLedger } from '../queue/task-ledger';
import type { TasksStore } from '../queue/tasks.store';
import type { Database } from './sql';
import { openSqliteDatabase } from './sqlite/sqlite-database';
import { createArtifactsStore } from './stores/artifacts';
import { createAudioStore } from './stores/audio';
import { createAuthStore } from './stores/auth';
import { createCrawlsStore } from './stores/crawls';
import { createDeliveriesStore } from './stores/deliveries';
import { createExtractionsStore } from './stores/extractions';
import { createJobWebhooksStore } from './stores/job-webhooks';
import { createKeysStore } from './stores/keys';
import { createMobileStore } from './stores/mobile';
import { createMonitorsStore } from './stores/monitors';
import { createRecipesStore } from './stores/recipes';
import { createTaskQueue } from './stores/task-queue';

/** The stores and queue halves a server runs on. */
export type Stores = ReturnType<typeof storesOn>;

/** Every store over `db`; `leaseMs` is how long a task claim holds without a heartbeat. */
export function storesOn(db: Database, leaseOwner: string, leaseMs: number) {
  const queue = createTaskQueue(db, leaseOwner, leaseMs);
  return {
    keys: createKeysStore(db),
    extractions: createExtractionsStore(db),
    monitors: createMonitorsStore(db),
    deliveries: createDeliveriesStore(db),
    mobile: createMobileStore(db),
    artifacts: createArtifactsStore(db),
    auth: createAuthStore(db),
    audio: createAudioStore(db),
    crawls: createCrawlsStore(db),
    recipes: createRecipesStore(db),
    jobWebhooks: createJobWebhooksStore(db),
    // One queue: task state, what dispatches it in this process, and claims by id for BullMQ.
    tasks: queue as TasksStore,
    dispatch: queue as TaskDispatch,
    ledger: queue as TaskLedger,
    probe: () => db.probe(),
    close: () => db.close(),
  };
}

/** Opens (creating and migrating) the database `options` select. */
export async function openDatabase(options: { dataDir: string; databaseUrl?: string }, log: Logger): Promise<Database> {
  if (!options.databaseUrl) return openSqliteDatabase(path.join(options.dataDir, 'pluck.db'));
  // require, not import(): loaded only here, and compiled as CommonJS like the rest of the server.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { openPgDatabase } = require('./postgres/pg-database') as typeof import('./postgres/pg-database');
  let loggedAt = 0;
  return openPgDatabase(options.databaseUrl, (err) => {
    // One line per outage burst, not one per pooled connection.
    if (Date.now() - loggedAt < 10_000) return;
    loggedAt = Date.now();
    log.error({ err: { message: err.message } }, 'PostgreSQL connection lost; requests get 503 store_unavailable until it is back');
  });
}
