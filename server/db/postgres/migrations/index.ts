/**
 * The PostgreSQL translation of each SQLite migration (`db/migrations`), one file per migration with
 * the same number and name; start refuses to run when the two lists differ. Append-only, as SQLite's.
 * Translation rules: INTEGER → BIGINT (epoch-ms columns overflow INTEGER), REAL → DOUBLE PRECISION.
 */
import { pg0001 } from './0001-init';
import { pg0002 } from './0002-tasks';
import { pg0003 } from './0003-artifacts';
import { pg0004 } from './0004-task-list';
import { pg0005 } from './0005-auth';
import { pg0006 } from './0006-monitors';
import { pg0007 } from './0007-audio';
import { pg0008 } from './0008-mobile';
import { pg0009 } from './0009-interrupted-failure';

/** One numbered migration. */
export interface PgMigration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. */
export const PG_MIGRATIONS: readonly PgMigration[] = [pg0001, pg0002, pg0003, pg0004, pg0005, pg0006, pg0007, pg0008, pg0009];
