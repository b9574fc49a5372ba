/**
 * The composition root: options → backends → the shared core → the modules, in the order of their
 * list → the app → listen (docs/architecture.md#modules).
 */
import { createApp } from './app';
import { preparePrivateFolder } from './private-files';
import { mcpRoute } from './http/mcp';
import { buildOpenApi } from './http/openapi';
import { authFailureRule, createRateLimiter, requestRule } from './http/rate-limit';
import { createSocketServer } from './http/websocket';
import { createLogger } from './logger';
import { createMetrics } from './metrics/metrics';
import { resolveOptions, type ServerOptions } from './options';
import type { ServerModule } from './modules/module-context';
import { createCrawlModule } from './modules/crawl/crawl-module';
import { createFirecrawlModule } from './modules/firecrawl/firecrawl-module';
import { createAudioModule } from './modules/audio/audio-module';
import { createAuthModule } from './modules/auth/auth-module';
import { createExtractModule } from './modules/extract/extract-module';
import { createExtractionsModule } from './modules/extractions/extractions-module';
import { MCP_TOOLS } from './modules/mcp/mcp-tools';
import { createKeysModule } from './modules/keys/keys-module';
import { createMapModule } from './modules/map/map-module';
import { createMobileModule } from './modules/mobile/mobile-module';
import { createMonitorsModule } from './modules/monitors/monitors-module';
import { createProviderStatusModule } from './modules/provider-status/provider-status-module';
import { createRecipesModule } from './modules/recipes/recipes-module';
import { createScrapeModule } from './modules/scrape/scrape-module';
import { systemRoutes } from './modules/system/system.routes';
import { createTasksModule } from './modules/tasks/tasks-module';
import { createUsageModule } from './modules/usage/usage-module';
import { createVisualModule } from './modules/visual/visual-module';
import { newLeaseOwner } from './queue/lease-owner';
import { openBackends } from './start/backends';
import { createCore, QUEUE_LEASE_MS } from './start/core';
import { healthProbe } from './start/health';
import { listen } from './start/listen';
import { wirePorts } from './start/ports';
import { VERSION } from './version';

/** A running server. */
export interface ServerHandle {
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** The operator key generated on first start, when no PLUCK_ADMIN_KEY was given (shown once). */
  generatedAdminKey?: string;
  /** Stops accepting, finishes in-flight work, releases browsers, timers and the db. Idempotent. */
  close(): Promise<void>;
}

/** Starts a server; the only way to a running one. */
export async function startServer(partial: Partial<ServerOptions> = {}): Promise<ServerHandle> {
  const options = resolveOptions(partial);
  const log = createLogger(options.log, options.logStream);
  const startedAt = Date.now();
  if (options.role !== 'all' && !(options.databaseUrl && options.redisUrl)) {
    throw new Error(
      `role ${options.role} (--role or PLUCK_ROLE) needs PLUCK_DATABASE_URL and PLUCK_REDIS_URL: processes of one deployment share PostgreSQL and Redis`,
    );
  }
  preparePrivateFolder(options.dataDir, log);
  const backends = await openBackends(options, newLeaseOwner(), QUEUE_LEASE_MS, log);
  const { closers, stores, redis } = backends;
  try {
    const core = await createCore(options, log, backends);
    const { ctx } = core;
    const ports = wirePorts(core, closers);
    const keys = createKeysModule(ctx);
    const crawl = createCrawlModule(ctx);
    // Started in this order, stopped in reverse before the core is released; a module's task kinds are registered as it is built.
    const modules: ServerModule[] = [
      createProviderStatusModule(ctx),
      keys,
      createUsageModule(ctx),
      createExtractModule(ctx),
      createExtractionsModule(ctx),
      createTasksModule(ctx),
      createVisualModule(ctx),
      createMapModule(ctx),
      createScrapeModule(ctx),
      crawl,
      createFirecrawlModule(ctx, crawl.crawl, crawl.events, keys.tenants),
      createRecipesModule(ctx),
      createMonitorsModule(ctx),
      createAuthModule(ctx, ports.authBrowser),
      createAudioModule(ctx, ports.audio),
      createMobileModule(ctx, ports.mobile),
    ];
    for (const m of modules) {
      if (m.stop) closers.unshift(() => m.stop!());
      await m.start?.();
    }
    const metrics = createMetrics({ queue: () => ctx.tasks.stats(), browser: () => ctx.engine.state(), retention: () => ctx.retention.stats() }, startedAt);
    const health = healthProbe({
      ...ctx,
      probeDb: () => stores.probe(),
      queue: () => ctx.tasks.state(),
      queueKind: redis && options.databaseUrl ? 'bullmq' : options.databaseUrl ? 'postgresql' : 'sqlite',
      redis: !!redis,
    });
    // A worker answers /health and /v1/system/metrics only.
    const routes = [...systemRoutes(health, VERSION, startedAt, metrics), ...(ctx.servesApi ? modules.flatMap((m) => m.routes ?? []) : [])];
    // The MCP tools call the routes above, so /mcp is added once they are all declared.
    if (ctx.servesApi) routes.push(mcpRoute(routes, MCP_TOOLS, VERSION, log));
    const mount = {
      keys: ctx.keys,
      limiter: redis?.limiter ?? createRateLimiter(requestRule(options.rateLimitPerSecond, options.rateLimitBurst)),
      authFailures: redis?.authFailures ?? createRateLimiter(authFailureRule(options.authFailuresPerMinute)),
      workerToken: options.workerToken,
    };
    const app = createApp({ routes, openapi: buildOpenApi(routes, VERSION), log, uiDir: options.uiDir, ...mount, onResponse: (r) => metrics.observe(r) });
    // WebSocket routes (a device's live screen) are served on the same port, closed with it.
    const server = await listen(app, options.host, options.port, createSocketServer(routes, mount, log));
    closers.unshift(() => server.close());
    log.info({ url: server.url }, 'pluck listening');
    let closing: Promise<void> | undefined;
    return {
      url: server.url,
      port: server.port,
      generatedAdminKey: core.generatedAdminKey,
      close: () =>
        (closing ??= (async () => {
          for (const c of closers) await c();
        })()),
    };
  } catch (err) {
    for (const c of closers) await c();
    throw err;
  }
}
