/**
 * Append-only list of migrations. Never edit an entry once it has shipped: add a new one.
 */
import { m0001 } from './0001-init';

/** One numbered migration. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Every migration, in order. */
export const MIGRATIONS: readonly Migration[] = [m0001];
