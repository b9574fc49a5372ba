/**
 * Append-only list of migrations, written once for both databases: SQLite's column types, which
 * PostgreSQL's dialect translates (`db/postgres/pg-dialect.ts`). Never edit an entry once it has shipped: add a new one.
 */
import { m0001 } from './0001-init';
import { m0002 } from './0002-tasks';
import { m0003 } from './0003-artifacts';
import { m0004 } from './0004-task-list';
import { m0005 } from './0005-auth';
import { m0006 } from './0006-monitors';
import { m0007 } from './0007-audio';
import { m0008 } from './0008-mobile';
import { m0009 } from './0009-interrupted-failure';

/** One numbered migration. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. */
export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009];
