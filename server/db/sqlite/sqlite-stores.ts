/**
 * Every store of the server on one SQLite file: what `start.ts` builds the services from. The
 * PostgreSQL + Redis deployment provides the same set from its own implementations.
 */
import path from 'node:path';
import type { AuthStore } from '../../modules/auth/auth.store';
import type { ArtifactsStore } from '../../artifacts/artifacts.store';
import type { AudioStore } from '../../modules/audio/audio.store';
import type { ExtractionsStore } from '../../modules/extractions/extractions.store';
import type { KeysStore } from '../../modules/keys/keys.store';
import type { DeliveriesStore } from '../../modules/monitors/deliveries.store';
import type { MobileStore } from '../../modules/mobile/mobile.store';
import type { MonitorsStore } from '../../modules/monitors/monitors.store';
import type { TaskDispatch } from '../../queue/task-dispatch';
import type { TaskLedger } from '../../queue/task-ledger';
import type { TasksStore } from '../../queue/tasks.store';
import { openDatabase } from '../database';
import { createSqliteArtifactsStore } from './artifacts.sqlite';
import { createSqliteAuthStore } from './auth.sqlite';
import { createSqliteDeliveriesStore } from './deliveries.sqlite';
import { createSqliteAudioStore } from './audio.sqlite';
import { createSqliteExtractionsStore } from './extractions.sqlite';
import { createSqliteKeysStore } from './keys.sqlite';
import { createSqliteMobileStore } from './mobile.sqlite';
import { createSqliteMonitorsStore } from './monitors.sqlite';
import { createSqliteTaskQueue } from './task-queue.sqlite';

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
  /** Task state claimable by id, for a dispatcher outside the database (BullMQ); PostgreSQL only. */
  ledger?: TaskLedger;
  /** Why the database cannot serve right now (damaged, unreachable); undefined when it can. For /health. */
  probe(): Promise<string | undefined>;
  /** Releases the connection; idempotent. */
  close(): Promise<void>;
}

/** Opens (creating and migrating) `<dataDir>/pluck.db` and builds every store on it. */
export function openSqliteStores(dataDir: string, leaseOwner: string, leaseMs: number): Stores {
  const db = openDatabase(path.join(dataDir, 'pluck.db'));
  const queue = createSqliteTaskQueue(db, leaseOwner, leaseMs);
  return {
    keys: createSqliteKeysStore(db),
    extractions: createSqliteExtractionsStore(db),
    monitors: createSqliteMonitorsStore(db),
    deliveries: createSqliteDeliveriesStore(db),
    mobile: createSqliteMobileStore(db),
    artifacts: createSqliteArtifactsStore(db),
    auth: createSqliteAuthStore(db),
    audio: createSqliteAudioStore(db),
    tasks: queue,
    dispatch: queue,
    probe: async () => {
      try {
        db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get();
      } catch (err) {
        return (err as Error).message;
      }
      return db.fault();
    },
    close: async () => db.close(),
  };
}
