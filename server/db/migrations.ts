/**
 * The schema's history: every migration, in order, written once for both databases in SQLite's
 * column types, which PostgreSQL's dialect translates (`db/postgres/pg-dialect.ts`). Append-only:
 * never edit an entry once it has shipped (its checksum is kept, `db/migrate.ts`); add a new one.
 *
 * Each entry is its own module in `db/migrations/`, named by its number and name (`01-init.ts`), and
 * exports one `migration(version, name)` followed by its SQL (the helper is in `db/migrations/migration.ts`).
 * To add the next one, write `db/migrations/15-<name>.ts` the same way, then import it here and append
 * it to the end of `MIGRATIONS`.
 */

import type { Migration } from './migrations/migration';
import { init } from './migrations/01-init';
import { tasks } from './migrations/02-tasks';
import { artifacts } from './migrations/03-artifacts';
import { taskList } from './migrations/04-task-list';
import { auth } from './migrations/05-auth';
import { monitors } from './migrations/06-monitors';
import { audio } from './migrations/07-audio';
import { mobile } from './migrations/08-mobile';
import { interruptedFailure } from './migrations/09-interrupted-failure';
import { mobileShellCommands } from './migrations/10-mobile-shell-commands';
import { crawls } from './migrations/11-crawls';
import { siteRecipes } from './migrations/12-site-recipes';
import { webhookFormats } from './migrations/13-webhook-formats';
import { tenantFirecrawlWebhookSecret } from './migrations/14-tenant-firecrawl-webhook-secret';

export type { Migration } from './migrations/migration';

/** Every migration, in order. */
export const MIGRATIONS: readonly Migration[] = [
  init,
  tasks,
  artifacts,
  taskList,
  auth,
  monitors,
  audio,
  mobile,
  interruptedFailure,
  mobileShellCommands,
  crawls,
  siteRecipes,
  webhookFormats,
  tenantFirecrawlWebhookSecret,
];
