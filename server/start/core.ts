/**
 * The shared core every module is built from (server/modules/module-context.ts): history, usage,
 * keys, the egress policy, the engine and its providers, extraction, webhooks and the queue.
 */
import { createArtifactFiles } from '../artifacts/artifact-files';
import { createRetention } from '../artifacts/retention';
import { createProviderRegistry } from '../engine/provider-registry';
import type { Logger } from '../logger';
import { createSecretBox } from '../modules/auth/secret-box';
import { createExtractService } from '../modules/extract/extract.service';
import { createResultCache } from '../modules/extract/result-cache';
import { createScrapeService } from '../modules/scrape/scrape.service';
import { createExtractionsService } from '../modules/extractions/extractions.service';
import { createKeysService } from '../modules/keys/keys.service';
import { createRecipesService } from '../modules/recipes/recipes.service';
import type { ModuleContext } from '../modules/module-context';
import { createWebhookSecrets, sealPlainWebhookSecrets } from '../modules/monitors/webhook-secrets';
import { createWebhookSender } from '../modules/monitors/webhook-sender';
import { createTasksService } from '../modules/tasks/tasks.service';
import { createUsageService } from '../modules/usage/usage.service';
import { createEgressPolicy, type EgressPolicy } from '../net/egress-policy';
import { createGuardedAgent } from '../net/guarded-dialer';
import type { ServerOptions } from '../options';
import { provideBrowser, type BrowserProvision } from '../providers/browser/browser-path';
import { wireEngine } from '../providers/wire-engine';
import { TASK_CANCELLED_CHANNEL } from '../queue/queued-signal';
import type { Backends } from './backends';

/** How long a claimed task holds without a heartbeat; a live owner renews it every third. */
export const QUEUE_LEASE_MS = 30_000;
/** How long shutdown waits for aborted task runs to settle before putting them back. */
const QUEUE_STOP_GRACE_MS = 5_000;

/** The core, what start/ wires providers from, and the admin key generated on a first start. */
export interface Core {
  ctx: ModuleContext;
  egress: EgressPolicy;
  browser: BrowserProvision;
  generatedAdminKey?: string;
}

/** Builds the core on `backends`; what it opens is released by `backends.closers`. */
export async function createCore(options: ServerOptions, log: Logger, backends: Backends): Promise<Core> {
  const { stores, redis, dispatch, closers } = backends;
  const servesApi = options.role !== 'worker';
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
  const recipes = createRecipesService(stores.recipes);
  const usage = createUsageService(extractions, options.freeTierMonthly, recipes.tokensSaved);
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
  const checkUrl = (url: string, field?: string) => egress.assertUrlAllowed(url, field);
  const browser = provideBrowser(options, egress);
  const engine = wireEngine({ ...options, egress }, providers, browser);
  closers.unshift(() => engine.close());
  const extract = createExtractService({ engine, recipes, extractions, usage, cache: createResultCache(options.cacheTtlSeconds), artifacts, log, checkUrl });
  const scrape = createScrapeService({ engine, extractions, usage, artifacts, log, checkUrl });
  // One secret box seals stored credentials, sessions and webhook secrets; secrets stored plain before are sealed now.
  const box = createSecretBox({ secretKey: options.secretKey, dataDir: options.dataDir });
  const webhookSecrets = createWebhookSecrets(box);
  await sealPlainWebhookSecrets({ monitors: stores.monitors, deliveries: stores.deliveries, secrets: webhookSecrets, log });
  const webhookAgent = createGuardedAgent(egress, 'webhook');
  closers.unshift(() => webhookAgent.close());
  const webhooks = createWebhookSender({
    store: stores.deliveries,
    log,
    retryBaseMs: options.webhookRetryBaseMs,
    maxAttempts: options.webhookMaxAttempts,
    timeoutMs: options.webhookTimeoutMs,
    concurrency: options.webhookConcurrency,
    checkUrl: (url) => checkUrl(url, 'webhook_url'),
    dispatcher: webhookAgent,
    secrets: webhookSecrets,
  });
  closers.unshift(() => webhooks.stop());
  const tasks = createTasksService({
    scrape,
    onCancelRunning: redis && ((taskId) => redis.bus.publish(TASK_CANCELLED_CHANNEL, taskId)),
    dispatch,
    tasks: stores.tasks,
    extract,
    extractions,
    usage,
    log,
    concurrency: options.queueConcurrency,
    maxDepth: options.queueMaxDepth,
    maxAttempts: options.queueMaxAttempts,
    retryBaseMs: options.queueRetryBaseMs,
    leaseMs: QUEUE_LEASE_MS,
    stopGraceMs: QUEUE_STOP_GRACE_MS,
    checkUrl,
  });
  const ctx: ModuleContext = {
    options,
    log,
    stores,
    redis,
    dispatch,
    servesApi,
    runsWork: options.role !== 'api',
    providers,
    engine,
    checkUrl,
    keys,
    extractions,
    usage,
    artifacts,
    retention,
    recipes,
    extract,
    scrape,
    box,
    webhookSecrets,
    webhooks,
    tasks,
  };
  return { ctx, egress, browser, generatedAdminKey: generated };
}
