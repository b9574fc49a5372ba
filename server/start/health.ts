/**
 * What GET /health reports for this process: whether it can take work (its database answers), and
 * what it runs on, so an operator can check that every process of a deployment agrees.
 */
import type { Engine } from '../engine/types';
import type { HealthProbe } from '../modules/system/system.routes';
import type { ServerOptions } from '../options';
import { PROVIDER_KINDS, type ProviderRegistry } from '../engine/provider-registry';

/** What the report reads. */
export interface HealthSources {
  options: Pick<ServerOptions, 'engine' | 'role' | 'databaseUrl'>;
  providers: ProviderRegistry;
  engine: Engine;
  /** Why the database cannot serve; undefined when it can. */
  probeDb(): Promise<string | undefined>;
  queue(): Promise<unknown>;
  /** Which dispatch the queue runs on. */
  queueKind: 'bullmq' | 'postgresql' | 'sqlite';
  redis: boolean;
}

/** The /health probe over `s`. */
export function healthProbe(s: HealthSources): HealthProbe {
  return async () => {
    const browser = s.providers.availability('browser').available;
    // Still 200 (the HTTP path or queue may take work), but an operator sees a browser-only deployment without a browser.
    const browserless = s.options.engine === 'browser' && !browser;
    // A database that fails cannot take work: /health answers 503 with what it said (no path, no tenant data).
    const dbProblem = await s.probeDb();
    return {
      status: browserless || dbProblem ? 'degraded' : 'ok',
      takesWork: !dbProblem,
      components: {
        db: dbProblem ? 'failing' : 'ok',
        ...(dbProblem ? { db_error: dbProblem } : {}),
        deployment: { role: s.options.role, database: s.options.databaseUrl ? 'postgresql' : 'sqlite', queue: s.queueKind, redis: s.redis },
        engine: { mode: s.options.engine, browser, http: s.engine.httpAvailable(), block_lists: s.engine.state().block_lists },
        queue: await s.queue(),
        providers: Object.fromEntries(PROVIDER_KINDS.map((kind) => [kind, s.providers.availability(kind)])),
      },
    };
  };
}
