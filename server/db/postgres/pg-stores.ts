/**
 * Every store of the server on PostgreSQL: the same set `openSqliteStores` builds, for many
 * processes sharing one database. Loaded only when PLUCK_DATABASE_URL is set.
 */
import type { Stores } from '../sqlite/sqlite-stores';
import { createPgArtifactsStore } from './artifacts.pg';
import { createPgAudioStore } from './audio.pg';
import { createPgAuthStore } from './auth.pg';
import { createPgDeliveriesStore } from './deliveries.pg';
import { createPgExtractionsStore } from './extractions.pg';
import { createPgKeysStore } from './keys.pg';
import { createPgMobileStore } from './mobile.pg';
import { createPgMonitorsStore } from './monitors.pg';
import { openPgDatabase } from './pg-database';
import { createPgTaskQueue } from './task-queue.pg';

/** Connects to `url` (migrating it) and builds every store on it. */
export async function openPostgresStores(url: string, leaseOwner: string, leaseMs: number, onError: (err: Error) => void): Promise<Stores> {
  const db = await openPgDatabase(url, onError);
  const queue = createPgTaskQueue(db, leaseOwner, leaseMs);
  return {
    keys: createPgKeysStore(db),
    extractions: createPgExtractionsStore(db),
    monitors: createPgMonitorsStore(db),
    deliveries: createPgDeliveriesStore(db),
    artifacts: createPgArtifactsStore(db),
    auth: createPgAuthStore(db),
    audio: createPgAudioStore(db),
    mobile: createPgMobileStore(db),
    tasks: queue,
    dispatch: queue,
    ledger: queue,
    probe: async () => {
      try {
        await db.one('SELECT 1');
        return undefined;
      } catch (err) {
        // Public on /health: the kind of failure, never the address or the credentials.
        return `PostgreSQL does not answer (${String((err as { code?: unknown }).code ?? 'error')})`;
      }
    },
    close: () => db.close(),
  };
}
