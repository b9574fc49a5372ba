/**
 * The one place stores are opened: SQLite in the data folder (the embedded default), or PostgreSQL
 * when PLUCK_DATABASE_URL is set; either way the same stores (`db/stores/`) over the query layer.
 * The PostgreSQL driver is imported only then.
 */
import path from 'node:path';
import type { AuthStore } from '../modules/auth/auth.store';
import type { ArtifactsStore } from '../artifacts/artifacts.store';
import type { AudioStore } from '../modules/audio/audio.store';
import type { ExtractionsStore } from '../modules/extractions/extractions.store';
import type { KeysStore } from '../modules/keys/keys.store';
import type { DeliveriesStore } from '../modules/monitors/deliveries.store';
import type { MobileStore } from '../modules/mobile/mobile.store';
import type { MonitorsStore } from '../modules/monitors/monitors.store';
import type { Logger } from '../logger';
import type { TaskDispatch } from '../queue/task-dispatch';
import type { TaskLedger } from '../queue/task-ledger';
import type { TasksStore } from '../queue/tasks.store';
import type { Database } from './sql';
import { openSqliteDatabase } from './sqlite/sqlite-database';
import { createArtifactsStore } from './stores/artifacts';
import { createAudioStore } from './stores/audio';
import { createAuthStore } from './stores/auth';
import { createDeliveriesStore } from './stores/deliveries';
import { createExtractionsStore } from './stores/extractions';
import { createKeysStore } from './stores/keys';
import { createMobileStore } from './stores/mobile';
import { createMonitorsStore } from './stores/monitors';
import { createTaskQueue } from './stores/task-queue';

/** The stores and queue halves a server runs on. */
export interface Stores {
  keys: KeysStore;
  extractions: ExtractionsStore;
  monitors: MonitorsStore;
  deliveries: DeliveriesStore;
  mobile: MobileStore;
  artifacts: ArtifactsStore;
  auth: AuthStore;
  audio: AudioStore;
  tasks: TasksStore;
  dispatch: TaskDispatch;
  /** Task state claimable by id, for a dispatcher outside the database (BullMQ). */
  ledger: TaskLedger;
  /** Why the database cannot serve right now (damaged, unreachable); undefined when it can. For /health. */
  probe(): Promise<string | undefined>;
  /** Releases the connection; idempotent. */
  close(): Promise<void>;
}

/** Every store over `db`; `leaseMs` is how long a task claim holds without a heartbeat. */
export function storesOn(db: Database, leaseOwner: string, leaseMs: number): Stores {
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
    tasks: queue,
    dispatch: queue,
    ledger: queue,
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

/** Opens the database `options` select and every store on it. */
export async function openStores(
  options: { dataDir: string; databaseUrl?: string },
  leaseOwner: string,
  leaseMs: number,
  log: Logger,
): Promise<Stores> {
  return storesOn(await openDatabase(options, log), leaseOwner, leaseMs);
}
