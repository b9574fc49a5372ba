/**
 * The composition root: options → db → providers → services → app → listen → handle.
 */
import path from 'node:path';
import { createApp } from './app';
import { createArtifactFiles } from './artifacts/artifact-files';
import { createRetention } from './artifacts/retention';
import { preparePrivateFolder } from './private-files';
import { buildOpenApi } from './http/openapi';
import { authFailureRule, createRateLimiter, requestRule } from './http/rate-limit';
import type { RouteDef } from './http/route';
import { createSocketServer } from './http/websocket';
import { createLogger } from './logger';
import { createMetrics } from './metrics/metrics';
import { resolveOptions, type ServerOptions } from './options';
import { createProviderRegistry } from './engine/provider-registry';
import { registerCredentials } from './providers/register-providers';
import { provideBrowser, proxyArgs } from './providers/browser/browser-path';
import { createAuthBrowser } from './providers/browser/login/session-browser';
import { createAuthModule } from './modules/auth/auth-module';
import { wireEngine } from './providers/wire-engine';
import { createEgressPolicy } from './net/egress-policy';
import { startEgressProxy, type EgressProxy } from './net/egress-proxy';
import { createGuardedAgent } from './net/guarded-dialer';
import { createExtractService } from './modules/extract/extract.service';
import { extractRoutes } from './modules/extract/extract.routes';
import { createResultCache } from './modules/extract/result-cache';
import { scrapeRoutes } from './modules/scrape/scrape.routes';
import { mapRoutes } from './modules/map/map.routes';
import { firecrawlRoutes } from './modules/firecrawl/firecrawl.routes';
import { createFirecrawlService } from './modules/firecrawl/firecrawl.service';
import { createMapService } from './modules/map/map.service';
import { createScrapeService } from './modules/scrape/scrape.service';
import { createExtractionsService } from './modules/extractions/extractions.service';
import { extractionsRoutes } from './modules/extractions/extractions.routes';
import { keysRoutes } from './modules/keys/keys.routes';
import { createKeysService } from './modules/keys/keys.service';
import { monitorsRoutes } from './modules/monitors/monitors.routes';
import { createMonitorsService } from './modules/monitors/monitors.service';
import { MONITOR_RUN_KIND } from './modules/monitors/monitor-ids';
import { createMonitorRunner, failOrphanedRuns } from './modules/monitors/monitor-runner';
import { createMonitorScheduler } from './modules/monitors/monitor-scheduler';
import { createWebhookSender } from './modules/monitors/webhook-sender';
import { createWebhookSecrets, sealPlainWebhookSecrets } from './modules/monitors/webhook-secrets';
import { createSecretBox } from './modules/auth/secret-box';
import { providerStatusRoutes } from './modules/provider-status/provider-status.routes';
import { createProviderStatusService } from './modules/provider-status/provider-status.service';
import { systemRoutes } from './modules/system/system.routes';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { newLeaseOwner } from './queue/lease-owner';
import { TASK_CANCELLED_CHANNEL, TASKS_QUEUED_CHANNEL } from './queue/queued-signal';
import { openBackends } from './start/backends';
import { healthProbe } from './start/health';
import { listen } from './start/listen';
import { createAudioModule } from './modules/audio/audio-module';
import { wireAudioCapture } from './providers/audio/wire-audio';
import { findBrowser } from './providers/browser/find-browser';
import { createTranscriberFactory } from './providers/transcription/transcriber-factory';
import { mobileRoutes } from './modules/mobile/mobile.routes';
import { createDeviceService } from './modules/mobile/device.service';
import { createRegistryService } from './modules/mobile/registry.service';
import { createSessionsService, type SessionsService } from './modules/mobile/sessions.service';
import { wireMobile } from './providers/mobile/wire-mobile';
import { createUsageService } from './modules/usage/usage.service';
import { usageRoutes } from './modules/usage/usage.routes';
import { visualRoutes } from './modules/visual/visual.routes';
import { createVisualService } from './modules/visual/visual.service';
import { VERSION } from './version';

/** How long a claimed task holds without a heartbeat; a live owner renews it every third. */
const QUEUE_LEASE_MS = 30_000;
/** How long shutdown waits for aborted task runs to settle before putting them back. */
const QUEUE_STOP_GRACE_MS = 5_000;

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
    throw new Error(`role ${options.role} (--role or PLUCK_ROLE) needs PLUCK_DATABASE_URL and PLUCK_REDIS_URL: processes of one deployment share PostgreSQL and Redis`);
  }
  // API processes serve HTTP and run sync extractions; worker processes run tasks, monitor ticks, webhooks and retention.
  const servesApi = options.role !== 'worker';
  const runsWork = options.role !== 'api';
  const owner = newLeaseOwner();
  preparePrivateFolder(options.dataDir, log);
  const { stores, redis, dispatch, closers } = await openBackends(options, owner, QUEUE_LEASE_MS, log);
  try {
    const keys = createKeysService(stores.keys, options.sessionToken);
    const { generated, adminKeyRevokedAt } = await keys.bootstrap(options.adminKey, options.resetAdminKey);
    if (adminKeyRevokedAt) {
      log.warn(
        { revoked_at: adminKeyRevokedAt },
        'PLUCK_ADMIN_KEY names a key that was revoked; it stays revoked (401). Set a new PLUCK_ADMIN_KEY or sign in with another admin key',
      );
    }
    const extractions = createExtractionsService(stores.extractions);
    // Sharing the database, other API processes may have live sync runs: only runs past any timeout are dead.
    if (servesApi) await extractions.failInterrupted(options.databaseUrl ? (options.extractTimeoutSeconds + 60) * 1000 : undefined);
    const usage = createUsageService(extractions, options.freeTierMonthly);
    const artifacts = createArtifactFiles(options.dataDir, stores.artifacts);
    const retention = createRetention({
      files: artifacts,
      index: stores.artifacts,
      rows: extractions,
      log,
      artifactSeconds: options.artifactRetentionSeconds,
      resultSeconds: options.resultRetentionSeconds,
      sweepSeconds: options.retentionSweepSeconds,
    });
    // Stopped before the db closes: a sweep in progress finishes its writes first.
    closers.unshift(() => retention.stop());
    const providers = createProviderRegistry();
    const egress = createEgressPolicy({
      allowPrivateNetwork: options.allowPrivateNetwork,
      allowNetworks: options.allowNetworks,
      dnsServers: options.dnsServers,
      onRefused: (r) => log.warn({ family: 'egress', host: r.host, address: r.address, via: r.via }, 'egress refused'),
    });
    const browser = provideBrowser(options, egress);
    const engine = wireEngine({ ...options, egress }, providers, browser);
    closers.unshift(() => engine.close());
    const extract = createExtractService({
      engine,
      extractions,
      usage,
      cache: createResultCache(options.cacheTtlSeconds),
      artifacts,
      log,
      checkUrl: (url) => egress.assertUrlAllowed(url),
    });
    // One secret box seals stored credentials, sessions and webhook secrets; secrets stored plain before are sealed now.
    const box = createSecretBox({ secretKey: options.secretKey, dataDir: options.dataDir });
    const webhookSecrets = createWebhookSecrets(box);
    await sealPlainWebhookSecrets({ monitors: stores.monitors, deliveries: stores.deliveries, secrets: webhookSecrets, log });
    const webhookAgent = createGuardedAgent(egress, 'webhook');
    closers.unshift(() => webhookAgent.close());
    const sender = createWebhookSender({
      store: stores.deliveries,
      log,
      retryBaseMs: options.webhookRetryBaseMs,
      maxAttempts: options.webhookMaxAttempts,
      timeoutMs: options.webhookTimeoutMs,
      concurrency: options.webhookConcurrency,
      checkUrl: (url) => egress.assertUrlAllowed(url, 'webhook_url'),
      dispatcher: webhookAgent,
      secrets: webhookSecrets,
    });
    closers.unshift(() => sender.stop());
    const monitorRunner = createMonitorRunner({
      monitors: stores.monitors,
      deliveries: stores.deliveries,
      dispatch,
      extract,
      extractions,
      onDelivery: () => sender.wake(),
      log,
    });
    const scrape = createScrapeService({ engine, extractions, usage, artifacts, log, checkUrl: (url) => egress.assertUrlAllowed(url) });
    const tasks = createTasksService({
      handlers: { [MONITOR_RUN_KIND]: monitorRunner },
      onOrphans: (orphans) => failOrphanedRuns(stores.monitors, orphans),
      onCancelRunning: redis && ((taskId) => redis.bus.publish(TASK_CANCELLED_CHANNEL, taskId)),
      dispatch,
      tasks: stores.tasks,
      extract,
      scrape,
      extractions,
      usage,
      log,
      concurrency: options.queueConcurrency,
      maxDepth: options.queueMaxDepth,
      maxAttempts: options.queueMaxAttempts,
      retryBaseMs: options.queueRetryBaseMs,
      leaseMs: QUEUE_LEASE_MS,
      stopGraceMs: QUEUE_STOP_GRACE_MS,
      checkUrl: (url) => egress.assertUrlAllowed(url),
    });
    // Registered after the engine so it runs before it: running tasks are put back while the db is open.
    closers.unshift(() => tasks.stop());
    const scheduler = createMonitorScheduler({
      monitors: stores.monitors,
      dispatch,
      tasks: stores.tasks,
      extractions,
      onQueued: () => tasks.wake(),
      leader: redis?.schedulerLeader,
      log,
    });
    // Stopped before the workers: no tick queues runs while running tasks are put back.
    closers.unshift(() => scheduler.stop());
    if (runsWork) {
      // Runs whose slot a crash took without queueing them, queued before the pool starts.
      await scheduler.recover();
      // Before listening: reconciling history with the queue must not see a request's row before its task.
      await tasks.start();
      scheduler.start();
      sender.start();
      if (redis) {
        closers.unshift(redis.bus.subscribe(TASKS_QUEUED_CHANNEL, () => tasks.wake()));
        closers.unshift(redis.bus.subscribe(TASK_CANCELLED_CHANNEL, (taskId) => void tasks.abortRun(taskId)));
      }
    }
    const visual = createVisualService({
      engine,
      extractions,
      usage,
      artifacts,
      log,
      evidence: options.evidenceScreenshots,
      checkUrl: (url) => egress.assertUrlAllowed(url),
    });
    const auth = createAuthModule({
      store: stores.auth,
      browser: browser.pool ? createAuthBrowser(browser.pool) : undefined,
      engine,
      extract,
      extractions,
      usage,
      log,
      unavailableReason: () => providers.availability('credentials').reason,
      box,
      options,
    });
    registerCredentials(providers, browser, auth.keySource);
    // Capture browsers are launched one per capture, outside the pool: they get an egress proxy of their own.
    let captureProxy: Promise<EgressProxy> | undefined;
    const captureProxyArgs = egress.allowsEverything ? undefined : async () => proxyArgs((await (captureProxy ??= startEgressProxy(egress))).url);
    closers.unshift(async () => (await captureProxy?.catch(() => undefined))?.close());
    const audio = createAudioModule({
      store: stores.audio,
      capturer: wireAudioCapture({ audio: options.audio, browserPath: findBrowser(options.browserPath), browserArgs: captureProxyArgs }, providers),
      unavailableReason: () => providers.availability('audio_capture').reason,
      resolveFile: (rel) => artifacts.resolve(rel),
      index: stores.artifacts,
      checkUrl: (url) => egress.assertUrlAllowed(url),
      log,
      factory: createTranscriberFactory(options, providers),
      fanout: redis && {
        publish: (captureId, message) => redis.bus.publish(`transcript:${captureId}`, JSON.stringify(message)),
        subscribe: (captureId, listener) => redis.bus.subscribe(`transcript:${captureId}`, (raw) => listener(JSON.parse(raw))),
      },
      recovers: options.role === 'all',
    });
    await audio.start();
    closers.unshift(() => audio.stop());
    const mobile = wireMobile(options, providers);
    closers.unshift(() => mobile.close());
    await mobile.start();
    // The registry expires sessions through the sessions service, which is built on the registry.
    const late: { sessions?: SessionsService } = {};
    const registry = createRegistryService({
      store: stores.mobile,
      backends: mobile.backends,
      settings: { workerStaleSeconds: options.workerStaleSeconds, workerPruneSeconds: options.workerPruneSeconds },
      expire: (s, reason) => late.sessions!.expire(s, reason),
    });
    const sessions = createSessionsService({
      store: stores.mobile,
      backends: mobile.backends,
      registry,
      settings: {
        leaseSeconds: options.mobileLeaseSeconds,
        drainAfter: options.deviceDrainAfter,
        recordingRetentionSeconds: options.recordingRetentionSeconds,
        recordingsDir: path.join(options.dataDir, 'recordings'),
      },
      warn: (obj, msg) => log.warn(obj, msg),
    });
    late.sessions = sessions;
    // Before listening: local sessions of a crashed process are expired and their forwards removed.
    await sessions.start();
    closers.unshift(() => sessions.stop());
    const adb = mobile.backends.adb;
    if (adb) {
      const syncAdb = () => adb.devices().then((seen) => stores.mobile.syncDevices('adb', null, seen, new Date().toISOString()));
      adb.onChange(() => void syncAdb().catch((err: Error) => log.warn({ err: err.message }, 'could not record adb devices')));
      await syncAdb();
    }
    const metrics = createMetrics(
      { queue: () => tasks.stats(), browser: () => engine.state(), retention: () => retention.stats() },
      startedAt,
    );

    const health = healthProbe({
      options,
      providers,
      engine,
      probeDb: () => stores.probe(),
      queue: () => tasks.state(),
      queueKind: redis && options.databaseUrl ? 'bullmq' : options.databaseUrl ? 'postgresql' : 'sqlite',
      redis: !!redis,
    });
    const map = createMapService({ engine, checkUrl: (url) => egress.assertUrlAllowed(url) });
    const routes: RouteDef[] = [
      ...systemRoutes(health, VERSION, startedAt, metrics),
      // A worker answers /health and /v1/system/metrics only.
      ...(servesApi
        ? [
            ...providerStatusRoutes(createProviderStatusService(providers)),
            ...keysRoutes(keys),
            ...usageRoutes(usage),
            ...extractRoutes(extract, tasks),
            ...extractionsRoutes(extractions, artifacts),
            ...tasksRoutes(tasks),
            ...visualRoutes(visual),
            ...mapRoutes(map),
            ...scrapeRoutes(scrape),
            ...firecrawlRoutes(createFirecrawlService({ scrape, extract, map, tasks })),
            ...monitorsRoutes(
              createMonitorsService({
                monitors: stores.monitors,
                deliveries: stores.deliveries,
                tasks: stores.tasks,
                extract,
                extractions,
                secrets: webhookSecrets,
                minIntervalSeconds: options.monitorMinIntervalSeconds,
                checkUrl: (url, field) => egress.assertUrlAllowed(url, field),
                onCreated: () => (runsWork ? void scheduler.tick() : undefined),
              }),
            ),
            ...auth.routes,
            ...audio.routes,
            ...mobileRoutes(registry, sessions, createDeviceService({ store: stores.mobile, backends: mobile.backends, extract, usage })),
          ]
        : []),
    ];
    const mount = {
      keys,
      limiter: redis?.limiter ?? createRateLimiter(requestRule(options.rateLimitPerSecond, options.rateLimitBurst)),
      authFailures: redis?.authFailures ?? createRateLimiter(authFailureRule(options.authFailuresPerMinute)),
      workerToken: options.workerToken,
    };
    const app = createApp({ routes, openapi: buildOpenApi(routes, VERSION), log, uiDir: options.uiDir, ...mount, onResponse: (r) => metrics.observe(r) });

    // WebSocket routes (a device's live screen) are served on the same port, closed with it.
    const sockets = createSocketServer(routes, mount, log);
    const server = await listen(app, options.host, options.port, sockets);
    closers.unshift(() => server.close());
    if (runsWork) retention.start();
    log.info({ url: server.url }, 'pluck listening');
    let closing: Promise<void> | undefined;
    return {
      url: server.url,
      port: server.port,
      generatedAdminKey: generated,
      close() {
        closing ??= (async () => {
          for (const c of closers) await c();
        })();
        return closing;
      },
    };
  } catch (err) {
    for (const c of closers) await c();
    throw err;
  }
}
