/**
 * Server options and their defaults. `optionsFromEnv` is the only place the server reads the environment.
 */
import os from 'node:os';
import path from 'node:path';
import type { EngineMode } from './engine/engine-options';
import { EXTRACTOR_IDS, type ExtractorId } from './engine/extract/extractor';
import type { EvidencePolicy } from './engine/types';

export type { EngineMode } from './engine/engine-options';

/** What a process runs (DESIGN.md §10.5). */
export type ServerRole = 'api' | 'worker' | 'all';

/** Every role, for flag and environment checks. */
export const SERVER_ROLES: readonly ServerRole[] = ['api', 'worker', 'all'];

/** Which extraction provider is the default. */
export type LlmProviderName = ExtractorId;

/** Everything a running server can be told. Every field has a default (see `resolveOptions`). */
export interface ServerOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to bind. */
  host: string;
  /** Folder for the SQLite file and artifacts; processes sharing PostgreSQL must share this folder too (artifacts live here). */
  dataDir: string;
  /** `postgres://…`: every store on PostgreSQL instead of SQLite in the data folder. */
  databaseUrl?: string;
  /** `redis://…`: task wake-ups, monitor-tick leadership, rate limits and SSE fan-out shared across processes. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so several deployments can share one Redis. */
  redisPrefix: string;
  /** What this process does: `api` serves HTTP, `worker` runs tasks, monitor ticks and webhooks, `all` both. */
  role: ServerRole;
  /** Bootstrap operator key; when unset on an empty store one is generated and printed once. */
  adminKey?: string;
  /**
   * An operator token that lives only while this server runs and is never stored (the desktop
   * app's per-launch token), so a launch leaves no lasting key behind.
   */
  sessionToken?: string;
  /**
   * Issue a new generated operator key at start, printed once, and revoke the generated ones before it
   * (`--reset-admin-key`, for an operator who lost the key printed at first start). A flag, not a setting:
   * left in the environment it would replace the key at every start.
   */
  resetAdminKey?: boolean;
  /** Token workers send in X-Service-Worker-Token; unset disables the heartbeat route. */
  workerToken?: string;
  /** Fetch path: auto (browser, falling back to HTTP), browser only, or HTTP only. */
  engine: EngineMode;
  /** Chromium/Chrome binary; else auto-detected. */
  browserPath?: string;
  /** A remote browser's WebSocket endpoint, used instead of launching one. */
  browserWs?: string;
  /** Contexts kept warm in the browser pool. */
  browserPoolSize: number;
  /** Allow outbound fetches to private, loopback and link-local addresses. */
  allowPrivateNetwork: boolean;
  /** CIDRs, addresses and host names (`.lab` for a domain) outbound fetches may reach although private. */
  allowNetworks: string[];
  /** DNS servers (`127.0.0.1:5353`) the egress guard resolves with instead of the system resolver (tests point it at a stand-in). */
  dnsServers?: string[];
  /** Response body bytes on the HTTP path; larger pages fail (family limits). */
  maxResponseBytes: number;
  /** Redirects followed on the HTTP path. */
  maxRedirects: number;
  /** Bytes a page and its sub-resources may download on the browser path. */
  maxPageBytes: number;
  /** Elements a loaded page may hold on the browser path. */
  maxDomNodes: number;
  /** Ad/tracker filter lists the browser path skips for extraction: `auto` (Debian's EasyList + EasyPrivacy when installed), `none`, or files. */
  blockLists: string[];
  /** Default extraction provider. */
  llmProvider: LlmProviderName;
  /** Default model id for the default provider; else the provider's own default. */
  model?: string;
  /** OpenAI-compatible endpoint base (…/v1). */
  openaiBaseUrl?: string;
  openaiApiKey?: string;
  /** Anthropic Messages API base. */
  anthropicBaseUrl?: string;
  anthropicApiKey?: string;
  /** Saved authenticated-session lifetime, seconds. */
  authSessionTtlSeconds: number;
  /** Key that encrypts stored credentials and sessions; else a key file in the data folder. */
  secretKey?: string;
  /** Per-key token bucket: sustained requests per second (0 turns rate limiting off). */
  rateLimitPerSecond: number;
  /** Per-key token bucket size (burst). */
  rateLimitBurst: number;
  /** Failed authentications (bad key or worker token) a client address may make per minute before its requests get 429 (0 turns it off). */
  authFailuresPerMinute: number;
  /** Free-tier extractions per tenant per calendar month (UTC). */
  freeTierMonthly: number;
  /** Service default and ceiling for one extraction, seconds. */
  extractTimeoutSeconds: number;
  /** Result cache lifetime, seconds (0 turns the cache off). */
  cacheTtlSeconds: number;
  /** Worker pool size of the task queue. */
  queueConcurrency: number;
  /** Queue depth (pending plus running tasks) past which new async and batch work gets 429. */
  queueMaxDepth: number;
  /** Runs per async task, the first included; only retryable failures are retried. */
  queueMaxAttempts: number;
  /** First async-retry backoff step, ms; doubles per attempt, with jitter. */
  queueRetryBaseMs: number;
  /** Shortest interval a monitor may have, seconds. */
  monitorMinIntervalSeconds: number;
  /** First webhook retry step, ms; each retry waits about twice the last (jittered), about two hours in all. */
  webhookRetryBaseMs: number;
  /** Attempts per webhook delivery, the first included. */
  webhookMaxAttempts: number;
  /** A webhook receiver slower than this is a failed attempt, ms. */
  webhookTimeoutMs: number;
  /** Webhook deliveries in flight at once. */
  webhookConcurrency: number;
  /** Evidence screenshots of browser-backed runs. */
  evidenceScreenshots: EvidencePolicy;
  /** How long stored results are kept, seconds. */
  resultRetentionSeconds: number;
  /** How long artifacts (screenshots, images, audio) are kept, seconds. */
  artifactRetentionSeconds: number;
  /** Interval of the retention cleanup timer, seconds (0 turns the timer off). */
  retentionSweepSeconds: number;
  /** Audio capture through PulseAudio (PLUCK_AUDIO=off turns it off). */
  audio: boolean;
  /** An OpenAI-compatible `/v1/audio/transcriptions` URL; unset turns the `openai` transcription provider off. */
  transcribeUrl?: string;
  /** Bearer key of the transcription endpoint. */
  transcribeApiKey?: string;
  /** Model named in transcription requests. */
  transcribeModel: string;
  /** Seconds of audio per request to the transcription endpoint. */
  transcribeSegmentSeconds: number;
  /** adb server host of local Android devices ("off" turns local Android off). */
  adbServerHost: string;
  /** adb server port. */
  adbServerPort: number;
  /** ios_webkit_debug_proxy's device list ("off" turns iOS off). */
  iosWdpUrl: string;
  /** Default mobile session lease, seconds. */
  mobileLeaseSeconds: number;
  /** Failed attaches/disconnects in a row after which a device drains. */
  deviceDrainAfter: number;
  /** Seconds without a heartbeat after which a worker is stale. */
  workerStaleSeconds: number;
  /** Seconds without a heartbeat after which a worker row is pruned. */
  workerPruneSeconds: number;
  /** How long completed recordings are kept, seconds. */
  recordingRetentionSeconds: number;
  /** Folder of the built console served at `/`; unset serves none. */
  uiDir?: string;
  /** Log lines to stdout (JSON); tests turn it off. */
  log: boolean;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void };
}

/** Defaults for every option. */
export function defaultOptions(): ServerOptions {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.join(os.homedir(), '.pluck'),
    redisPrefix: 'pluck',
    role: 'all',
    engine: 'auto',
    browserPoolSize: 2,
    allowPrivateNetwork: false,
    allowNetworks: [],
    maxResponseBytes: 15 * 1024 * 1024,
    maxRedirects: 10,
    maxPageBytes: 50 * 1024 * 1024,
    maxDomNodes: 200_000,
    blockLists: ['auto'],
    llmProvider: 'builtin',
    authSessionTtlSeconds: 7 * 24 * 3600,
    rateLimitPerSecond: 50,
    rateLimitBurst: 200,
    authFailuresPerMinute: 20,
    freeTierMonthly: 1000,
    extractTimeoutSeconds: 60,
    cacheTtlSeconds: 300,
    queueConcurrency: 2,
    queueMaxDepth: 1000,
    queueMaxAttempts: 3,
    queueRetryBaseMs: 2000,
    monitorMinIntervalSeconds: 60,
    webhookRetryBaseMs: 30_000,
    webhookMaxAttempts: 8,
    webhookTimeoutMs: 10_000,
    webhookConcurrency: 16,
    evidenceScreenshots: 'on_failure',
    resultRetentionSeconds: 30 * 24 * 3600,
    artifactRetentionSeconds: 7 * 24 * 3600,
    retentionSweepSeconds: 600,
    audio: true,
    transcribeModel: 'whisper-1',
    transcribeSegmentSeconds: 5,
    adbServerHost: '127.0.0.1',
    adbServerPort: 5037,
    iosWdpUrl: 'http://127.0.0.1:9221',
    mobileLeaseSeconds: 300,
    deviceDrainAfter: 3,
    workerStaleSeconds: 30,
    workerPruneSeconds: 24 * 3600,
    recordingRetentionSeconds: 24 * 3600,
    log: true,
  };
}

/** Fills every unset option with its default. */
export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined));
  return { ...defaultOptions(), ...defined };
}

function int(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[]): T | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!allowed.includes(raw as T)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

// A comma- or space-separated list.
function list(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw.split(/[\s,]+/).filter(Boolean);
}

/** The environment variable of each option that has one (DESIGN.md §3), in the order the start banner lists them. */
export const ENV_NAMES = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'PLUCK_DATA_DIR',
  databaseUrl: 'PLUCK_DATABASE_URL',
  redisUrl: 'PLUCK_REDIS_URL',
  redisPrefix: 'PLUCK_REDIS_PREFIX',
  role: 'PLUCK_ROLE',
  adminKey: 'PLUCK_ADMIN_KEY',
  workerToken: 'PLUCK_WORKER_TOKEN',
  engine: 'PLUCK_ENGINE',
  browserPath: 'PLUCK_BROWSER_PATH',
  browserWs: 'PLUCK_BROWSER_WS',
  browserPoolSize: 'PLUCK_BROWSER_POOL_SIZE',
  allowPrivateNetwork: 'PLUCK_ALLOW_PRIVATE_NETWORK',
  allowNetworks: 'PLUCK_ALLOW_NETWORKS',
  maxResponseBytes: 'PLUCK_MAX_RESPONSE_BYTES',
  maxRedirects: 'PLUCK_MAX_REDIRECTS',
  maxPageBytes: 'PLUCK_MAX_PAGE_BYTES',
  maxDomNodes: 'PLUCK_MAX_DOM_NODES',
  blockLists: 'PLUCK_BLOCK_LISTS',
  llmProvider: 'PLUCK_LLM_PROVIDER',
  model: 'PLUCK_MODEL',
  openaiBaseUrl: 'OPENAI_BASE_URL',
  openaiApiKey: 'OPENAI_API_KEY',
  anthropicBaseUrl: 'ANTHROPIC_BASE_URL',
  anthropicApiKey: 'ANTHROPIC_API_KEY',
  authSessionTtlSeconds: 'AUTH_SESSION_TTL',
  secretKey: 'PLUCK_SECRET_KEY',
  rateLimitPerSecond: 'PLUCK_RATE_LIMIT_RPS',
  rateLimitBurst: 'PLUCK_RATE_LIMIT_BURST',
  authFailuresPerMinute: 'PLUCK_AUTH_FAILURES_PER_MINUTE',
  freeTierMonthly: 'PLUCK_FREE_TIER_MONTHLY',
  extractTimeoutSeconds: 'PLUCK_EXTRACT_TIMEOUT',
  cacheTtlSeconds: 'PLUCK_CACHE_TTL',
  queueConcurrency: 'PLUCK_QUEUE_CONCURRENCY',
  queueMaxDepth: 'PLUCK_QUEUE_MAX_DEPTH',
  queueMaxAttempts: 'PLUCK_QUEUE_MAX_ATTEMPTS',
  queueRetryBaseMs: 'PLUCK_QUEUE_RETRY_BASE_MS',
  monitorMinIntervalSeconds: 'PLUCK_MONITOR_MIN_INTERVAL',
  webhookRetryBaseMs: 'PLUCK_WEBHOOK_RETRY_BASE_MS',
  webhookMaxAttempts: 'PLUCK_WEBHOOK_MAX_ATTEMPTS',
  webhookTimeoutMs: 'PLUCK_WEBHOOK_TIMEOUT_MS',
  webhookConcurrency: 'PLUCK_WEBHOOK_CONCURRENCY',
  evidenceScreenshots: 'PLUCK_EVIDENCE_SCREENSHOTS',
  resultRetentionSeconds: 'PLUCK_RESULT_RETENTION',
  artifactRetentionSeconds: 'PLUCK_ARTIFACT_RETENTION',
  retentionSweepSeconds: 'PLUCK_RETENTION_SWEEP',
  audio: 'PLUCK_AUDIO',
  transcribeUrl: 'PLUCK_TRANSCRIBE_URL',
  transcribeApiKey: 'PLUCK_TRANSCRIBE_API_KEY',
  transcribeModel: 'PLUCK_TRANSCRIBE_MODEL',
  transcribeSegmentSeconds: 'PLUCK_TRANSCRIBE_SEGMENT_SECONDS',
  adbServerHost: 'ANDROID_ADB_SERVER_HOST',
  adbServerPort: 'ANDROID_ADB_SERVER_PORT',
  iosWdpUrl: 'PLUCK_IOS_WDP_URL',
  mobileLeaseSeconds: 'PLUCK_MOBILE_LEASE_SECONDS',
  deviceDrainAfter: 'PLUCK_DEVICE_DRAIN_AFTER',
  workerStaleSeconds: 'PLUCK_WORKER_STALE_SECONDS',
  workerPruneSeconds: 'PLUCK_WORKER_PRUNE_SECONDS',
  recordingRetentionSeconds: 'PLUCK_RECORDING_RETENTION',
  uiDir: 'PLUCK_UI_DIR',
  log: 'PLUCK_LOG',
} as const satisfies Partial<Record<keyof ServerOptions, string>>;

/** Reads the options from the environment (DESIGN.md §3); unset variables keep the defaults. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  return resolveOptions({
    port: int(env, ENV_NAMES.port),
    host: env[ENV_NAMES.host] || undefined,
    dataDir: env[ENV_NAMES.dataDir] || undefined,
    databaseUrl: env[ENV_NAMES.databaseUrl] || undefined,
    redisUrl: env[ENV_NAMES.redisUrl] || undefined,
    redisPrefix: env[ENV_NAMES.redisPrefix] || undefined,
    role: oneOf(env, ENV_NAMES.role, SERVER_ROLES),
    adminKey: env[ENV_NAMES.adminKey] || undefined,
    workerToken: env[ENV_NAMES.workerToken] || undefined,
    engine: oneOf(env, ENV_NAMES.engine, ['auto', 'browser', 'http'] as const),
    browserPath: env[ENV_NAMES.browserPath] || undefined,
    browserWs: env[ENV_NAMES.browserWs] || undefined,
    browserPoolSize: int(env, ENV_NAMES.browserPoolSize),
    allowPrivateNetwork: flag(env, ENV_NAMES.allowPrivateNetwork),
    allowNetworks: list(env, ENV_NAMES.allowNetworks),
    maxResponseBytes: int(env, ENV_NAMES.maxResponseBytes),
    maxRedirects: int(env, ENV_NAMES.maxRedirects),
    maxPageBytes: int(env, ENV_NAMES.maxPageBytes),
    maxDomNodes: int(env, ENV_NAMES.maxDomNodes),
    blockLists: list(env, ENV_NAMES.blockLists),
    llmProvider: oneOf(env, ENV_NAMES.llmProvider, EXTRACTOR_IDS),
    model: env[ENV_NAMES.model] || undefined,
    openaiBaseUrl: env[ENV_NAMES.openaiBaseUrl] || undefined,
    openaiApiKey: env[ENV_NAMES.openaiApiKey] || undefined,
    anthropicBaseUrl: env[ENV_NAMES.anthropicBaseUrl] || undefined,
    anthropicApiKey: env[ENV_NAMES.anthropicApiKey] || undefined,
    authSessionTtlSeconds: int(env, ENV_NAMES.authSessionTtlSeconds),
    secretKey: env[ENV_NAMES.secretKey] || undefined,
    rateLimitPerSecond: int(env, ENV_NAMES.rateLimitPerSecond),
    rateLimitBurst: int(env, ENV_NAMES.rateLimitBurst),
    authFailuresPerMinute: int(env, ENV_NAMES.authFailuresPerMinute),
    freeTierMonthly: int(env, ENV_NAMES.freeTierMonthly),
    extractTimeoutSeconds: int(env, ENV_NAMES.extractTimeoutSeconds),
    cacheTtlSeconds: int(env, ENV_NAMES.cacheTtlSeconds),
    queueConcurrency: int(env, ENV_NAMES.queueConcurrency),
    queueMaxDepth: int(env, ENV_NAMES.queueMaxDepth),
    queueMaxAttempts: int(env, ENV_NAMES.queueMaxAttempts),
    queueRetryBaseMs: int(env, ENV_NAMES.queueRetryBaseMs),
    monitorMinIntervalSeconds: int(env, ENV_NAMES.monitorMinIntervalSeconds),
    webhookRetryBaseMs: int(env, ENV_NAMES.webhookRetryBaseMs),
    webhookMaxAttempts: int(env, ENV_NAMES.webhookMaxAttempts),
    webhookTimeoutMs: int(env, ENV_NAMES.webhookTimeoutMs),
    webhookConcurrency: int(env, ENV_NAMES.webhookConcurrency),
    evidenceScreenshots: oneOf(env, ENV_NAMES.evidenceScreenshots, ['always', 'on_failure', 'never'] as const),
    resultRetentionSeconds: int(env, ENV_NAMES.resultRetentionSeconds),
    artifactRetentionSeconds: int(env, ENV_NAMES.artifactRetentionSeconds),
    retentionSweepSeconds: int(env, ENV_NAMES.retentionSweepSeconds),
    audio: flag(env, ENV_NAMES.audio),
    transcribeUrl: env[ENV_NAMES.transcribeUrl] || undefined,
    transcribeApiKey: env[ENV_NAMES.transcribeApiKey] || undefined,
    transcribeModel: env[ENV_NAMES.transcribeModel] || undefined,
    transcribeSegmentSeconds: int(env, ENV_NAMES.transcribeSegmentSeconds),
    adbServerHost: env[ENV_NAMES.adbServerHost] || undefined,
    adbServerPort: int(env, ENV_NAMES.adbServerPort),
    iosWdpUrl: env[ENV_NAMES.iosWdpUrl] || undefined,
    mobileLeaseSeconds: int(env, ENV_NAMES.mobileLeaseSeconds),
    deviceDrainAfter: int(env, ENV_NAMES.deviceDrainAfter),
    workerStaleSeconds: int(env, ENV_NAMES.workerStaleSeconds),
    workerPruneSeconds: int(env, ENV_NAMES.workerPruneSeconds),
    recordingRetentionSeconds: int(env, ENV_NAMES.recordingRetentionSeconds),
    uiDir: env[ENV_NAMES.uiDir] || undefined,
    log: env[ENV_NAMES.log] === undefined ? undefined : flag(env, ENV_NAMES.log),
  });
}
