/**
 * Every setting of the server, stated once: `ServerOptions` and its defaults (server/options.ts), the reading of
 * the environment, the start banner (server/settings-banner.ts) and docs/configuration.md (`npm run docs`) are all
 * produced from this table. Its order is the order of the banner and of the reference.
 */
import os from 'node:os';
import path from 'node:path';
import type { EngineMode } from '../engine/engine-options';
import { EXTRACTOR_IDS } from '../engine/extract/extractor';
import type { EvidencePolicy } from '../engine/types';
import { flag, int, list, oneOf, text } from './parse';
import { LAB_SETTINGS } from './lab-table';
import { DAY, MiB, setting, type Setting } from './setting';

/** What a process runs (docs/deployment.md). */
export type ServerRole = 'api' | 'worker' | 'all';

/** Every role, for flag and environment checks. */
export const SERVER_ROLES: readonly ServerRole[] = ['api', 'worker', 'all'];

/** Every setting, by the name of its option. */
export const SETTINGS = {
  port: setting({ env: 'PORT', parse: int, default: 8080, description: 'TCP port the API listens on; `0` picks a free one', banner: 'value' }),
  host: setting({ env: 'HOST', parse: text, default: '127.0.0.1', description: 'interface the API binds', banner: 'value' }),
  dataDir: setting({
    env: 'PLUCK_DATA_DIR',
    parse: text,
    default: () => path.join(os.homedir(), '.pluck'),
    shownDefault: '`~/.pluck`',
    description:
      'SQLite file (WAL) and artifacts; with several processes, a folder they all share (artifacts live here). Created mode 0700 (an existing folder other users can read is set to 0700 at start, with a warning in the log); the database, its WAL and shared-memory files, artifacts and `secret.key` are 0600',
    banner: 'value',
  }),
  databaseUrl: setting({
    env: 'PLUCK_DATABASE_URL',
    parse: text,
    shownDefault: 'unset (SQLite)',
    description: '`postgres://…`: every store on PostgreSQL instead of SQLite in the data folder (see [Deployment past one machine](deployment.md))',
    banner: 'url',
  }),
  redisUrl: setting({
    env: 'PLUCK_REDIS_URL',
    parse: text,
    description: '`redis://…`: task dispatch on BullMQ, rate limits, monitor-tick leadership, cancels and SSE events shared across processes',
    banner: 'url',
  }),
  redisPrefix: setting({
    env: 'PLUCK_REDIS_PREFIX',
    parse: text,
    default: 'pluck',
    description: 'prefix of every Redis key, queue and channel, so several deployments can share one Redis',
    banner: 'value',
  }),
  role: setting({
    env: 'PLUCK_ROLE',
    parse: oneOf(SERVER_ROLES),
    default: 'all',
    description:
      'what this process does: `api` serves HTTP, `worker` runs tasks, monitor ticks and webhooks, `all` both (also `pluck serve --role`); `api` and `worker` need `PLUCK_DATABASE_URL` and `PLUCK_REDIS_URL`',
    banner: 'value',
  }),
  adminKey: setting({
    env: 'PLUCK_ADMIN_KEY',
    parse: text,
    shownDefault: 'generated once',
    description: 'bootstrap operator key (tenant `default`, scope `admin`); when unset on an empty store one is generated and printed once',
    banner: 'secret',
  }),
  workerToken: setting({
    env: 'PLUCK_WORKER_TOKEN',
    parse: text,
    description: 'token mobile workers send as `X-Service-Worker-Token`; unset turns the heartbeat route off',
    banner: 'secret',
  }),
  engine: setting({
    env: 'PLUCK_ENGINE',
    parse: oneOf<EngineMode>(['auto', 'browser', 'http']),
    default: 'auto',
    description: 'fetch path: `auto` (browser, falling back to HTTP), `browser` only or `http` only',
    banner: 'value',
  }),
  browserPath: setting({
    env: 'PLUCK_BROWSER_PATH',
    parse: text,
    shownDefault: 'auto-detected',
    description:
      "local browser binary; auto-detection prefers Chromium's headless shell (Debian `chromium-headless-shell`, about half the CPU per page), then Chromium or Chrome",
    banner: 'value',
  }),
  browserWs: setting({
    env: 'PLUCK_BROWSER_WS',
    parse: text,
    description: "a remote browser's WebSocket (CDP) endpoint, used instead of launching one",
    banner: 'value',
  }),
  browserPoolSize: setting({
    env: 'PLUCK_BROWSER_POOL_SIZE',
    parse: int,
    default: 2,
    description: 'browser jobs served at once from warm contexts (one context more is kept, so a job never waits for the reset of the one before)',
    banner: 'value',
  }),
  extractionThreads: setting({
    env: 'PLUCK_EXTRACTION_THREADS',
    parse: int,
    default: 2,
    description:
      "threads the builtin extractor reads pages on, so that a long page holds up no other request or fetch (`0`: on the server's own thread); as many as the cores the server may take, and the servers of one process share them",
    banner: 'value',
  }),
  allowPrivateNetwork: setting({
    env: 'PLUCK_ALLOW_PRIVATE_NETWORK',
    parse: flag,
    default: false,
    description: 'allow fetching private, loopback and link-local addresses, cloud metadata addresses excepted (see [Security](security.md))',
    banner: 'value',
  }),
  allowNetworks: setting({
    env: 'PLUCK_ALLOW_NETWORKS',
    parse: list,
    default: [],
    shownDefault: 'unset',
    description: 'CIDRs, addresses and host names (`.lab` for a whole domain) that may be reached although private, e.g. `10.20.0.0/16,wiki.lab`',
    banner: 'value',
  }),
  maxResponseBytes: setting({
    env: 'PLUCK_MAX_RESPONSE_BYTES',
    parse: int,
    default: 15 * MiB,
    shownDefault: '15 MiB',
    description: 'HTTP path: response body bytes; a larger page fails (family `limits`)',
    banner: 'value',
  }),
  maxRedirects: setting({ env: 'PLUCK_MAX_REDIRECTS', parse: int, default: 10, description: 'HTTP path: redirects followed', banner: 'value' }),
  maxPageBytes: setting({
    env: 'PLUCK_MAX_PAGE_BYTES',
    parse: int,
    default: 50 * MiB,
    shownDefault: '50 MiB',
    description: 'browser path: bytes a page and its sub-resources may download',
    banner: 'value',
  }),
  maxDomNodes: setting({
    env: 'PLUCK_MAX_DOM_NODES',
    parse: int,
    default: 200_000,
    description: 'browser path: elements a loaded page may hold',
    banner: 'value',
  }),
  blockLists: setting({
    env: 'PLUCK_BLOCK_LISTS',
    parse: list,
    default: ['auto'],
    description:
      "ad/tracker filter lists the browser path skips for extraction: `auto` (Debian's EasyList + EasyPrivacy when installed), `none`, or EasyList-syntax files",
    banner: 'value',
  }),
  llmProvider: setting({
    env: 'PLUCK_LLM_PROVIDER',
    parse: oneOf(EXTRACTOR_IDS),
    default: 'builtin',
    description: 'default extraction provider',
    banner: 'value',
  }),
  model: setting({
    env: 'PLUCK_MODEL',
    parse: text,
    shownDefault: "the provider's own",
    description: 'default model id of the default provider',
    banner: 'value',
  }),
  openaiBaseUrl: setting({ env: 'OPENAI_BASE_URL', parse: text, description: 'base (`…/v1`) of any OpenAI-compatible endpoint', banner: 'value' }),
  openaiApiKey: setting({ env: 'OPENAI_API_KEY', parse: text, description: 'key of that endpoint', banner: 'secret' }),
  anthropicBaseUrl: setting({ env: 'ANTHROPIC_BASE_URL', parse: text, description: 'base of the Anthropic Messages API', banner: 'value' }),
  anthropicApiKey: setting({ env: 'ANTHROPIC_API_KEY', parse: text, description: 'key of the Anthropic Messages API', banner: 'secret' }),
  authSessionTtlSeconds: setting({
    env: 'AUTH_SESSION_TTL',
    parse: int,
    default: 7 * DAY,
    shownDefault: '7 d',
    description: 'saved authenticated-session lifetime, seconds (counted from the login)',
    banner: 'value',
  }),
  secretKey: setting({
    env: 'PLUCK_SECRET_KEY',
    parse: text,
    shownDefault: 'key file',
    description:
      'encrypts stored credentials, saved sessions and webhook secrets (AES-256-GCM; webhook secrets stored in plain text by an earlier version are encrypted at the next start and keep signing as before): 32 bytes as 64 hex characters or base64, or any other text as a passphrase (scrypt); unset → `secret.key` in the data folder, 32 random bytes created on first use with mode 0600',
    banner: 'secret',
  }),
  firecrawlWebhookSecret: setting({
    env: 'PLUCK_FIRECRAWL_WEBHOOK_SECRET',
    parse: text,
    shownDefault: 'unset',
    description:
      'signs the webhooks of jobs started through the Firecrawl-compatible API (`X-Firecrawl-Signature`, as Firecrawl signs with its team secret) for tenants without a secret of their own (`POST /v1/tenant`); unset → a `webhook` from such a tenant is refused (400), as there is nothing to sign with',
    banner: 'secret',
  }),
  rateLimitPerSecond: setting({
    env: 'PLUCK_RATE_LIMIT_RPS',
    parse: int,
    default: 50,
    description: 'per-key token bucket: sustained requests per second (`0` turns rate limiting off)',
    banner: 'value',
  }),
  rateLimitBurst: setting({ env: 'PLUCK_RATE_LIMIT_BURST', parse: int, default: 200, description: 'per-key token bucket size (burst)', banner: 'value' }),
  authFailuresPerMinute: setting({
    env: 'PLUCK_AUTH_FAILURES_PER_MINUTE',
    parse: int,
    default: 20,
    description:
      'refused keys or worker tokens a client address may send per minute; past it, its requests carrying a key get 429 with `Retry-After` until the budget refills (requests with a valid key spend nothing; behind a reverse proxy every client shares its address; `0` turns it off; shared through Redis with `PLUCK_REDIS_URL`)',
    banner: 'value',
  }),
  freeTierMonthly: setting({
    env: 'PLUCK_FREE_TIER_MONTHLY',
    parse: int,
    default: 1000,
    description:
      'free-tier extractions per tenant per calendar month, UTC (successful runs only: a failed, cancelled or abandoned run — a sync request whose client disconnected, which stops it — is not counted)',
    banner: 'value',
  }),
  extractTimeoutSeconds: setting({
    env: 'PLUCK_EXTRACT_TIMEOUT',
    parse: int,
    default: 60,
    description: 'service default and ceiling of one extraction, seconds (`options.timeout` can only lower it)',
    banner: 'value',
  }),
  cacheTtlSeconds: setting({
    env: 'PLUCK_CACHE_TTL',
    parse: int,
    default: 300,
    description: 'result cache lifetime, seconds (`0` turns it off)',
    banner: 'value',
  }),
  queueConcurrency: setting({ env: 'PLUCK_QUEUE_CONCURRENCY', parse: int, default: 2, description: 'task workers of the queue', banner: 'value' }),
  queueMaxDepth: setting({
    env: 'PLUCK_QUEUE_MAX_DEPTH',
    parse: int,
    default: 1000,
    description: 'queue depth (pending plus running tasks) past which new async and batch work gets 429',
    banner: 'value',
  }),
  queueMaxAttempts: setting({
    env: 'PLUCK_QUEUE_MAX_ATTEMPTS',
    parse: int,
    default: 3,
    description: 'runs of a task before it fails, the first included; only retryable failures are retried',
    banner: 'value',
  }),
  queueRetryBaseMs: setting({
    env: 'PLUCK_QUEUE_RETRY_BASE_MS',
    parse: int,
    default: 2000,
    description: 'first retry step of a task, ms; doubles per attempt, with jitter',
    banner: 'value',
  }),
  monitorMinIntervalSeconds: setting({
    env: 'PLUCK_MONITOR_MIN_INTERVAL',
    parse: int,
    default: 60,
    description: 'shortest monitor interval, seconds (the longest is 31 days)',
    banner: 'value',
  }),
  crawlHostConcurrency: setting({
    env: 'PLUCK_CRAWL_HOST_CONCURRENCY',
    parse: int,
    default: 4,
    description: 'pages of one host a process reads at once during crawls (a robots.txt Crawl-delay makes it one, that many seconds apart)',
    banner: 'value',
  }),
  webhookRetryBaseMs: setting({
    env: 'PLUCK_WEBHOOK_RETRY_BASE_MS',
    parse: int,
    default: 30_000,
    description: 'first webhook retry step, ms; each retry waits about twice the last (jittered), about 2 h in all',
    banner: 'value',
  }),
  webhookMaxAttempts: setting({
    env: 'PLUCK_WEBHOOK_MAX_ATTEMPTS',
    parse: int,
    default: 8,
    description: 'attempts per webhook delivery, the first included',
    banner: 'value',
  }),
  webhookTimeoutMs: setting({
    env: 'PLUCK_WEBHOOK_TIMEOUT_MS',
    parse: int,
    default: 10_000,
    description: 'a webhook receiver slower than this is a failed attempt, ms',
    banner: 'value',
  }),
  webhookConcurrency: setting({
    env: 'PLUCK_WEBHOOK_CONCURRENCY',
    parse: int,
    default: 16,
    description: 'webhook deliveries in flight at once',
    banner: 'value',
  }),
  evidenceScreenshots: setting({
    env: 'PLUCK_EVIDENCE_SCREENSHOTS',
    parse: oneOf<EvidencePolicy>(['always', 'on_failure', 'never']),
    default: 'on_failure',
    description: 'evidence screenshots of browser-backed runs',
    banner: 'value',
  }),
  resultRetentionSeconds: setting({
    env: 'PLUCK_RESULT_RETENTION',
    parse: int,
    default: 30 * DAY,
    shownDefault: '30 d',
    description: 'how long stored results are kept, seconds',
    banner: 'value',
  }),
  artifactRetentionSeconds: setting({
    env: 'PLUCK_ARTIFACT_RETENTION',
    parse: int,
    default: 7 * DAY,
    shownDefault: '7 d',
    description: 'how long artifacts (screenshots, images, audio) are kept, seconds',
    banner: 'value',
  }),
  retentionSweepSeconds: setting({
    env: 'PLUCK_RETENTION_SWEEP',
    parse: int,
    default: 600,
    description: 'seconds between retention sweeps (`0` turns the sweep off)',
    banner: 'value',
  }),
  audio: setting({ env: 'PLUCK_AUDIO', parse: flag, default: true, description: 'audio capture through PulseAudio (`off` turns it off)', banner: 'value' }),
  transcribeUrl: setting({
    env: 'PLUCK_TRANSCRIBE_URL',
    parse: text,
    description: 'an OpenAI-compatible `/v1/audio/transcriptions` endpoint (full URL) for the `openai` transcription provider; unset turns that provider off',
    banner: 'value',
  }),
  transcribeApiKey: setting({ env: 'PLUCK_TRANSCRIBE_API_KEY', parse: text, description: 'bearer key of the transcription endpoint', banner: 'secret' }),
  transcribeModel: setting({
    env: 'PLUCK_TRANSCRIBE_MODEL',
    parse: text,
    default: 'whisper-1',
    description: 'model named in transcription requests',
    banner: 'value',
  }),
  transcribeSegmentSeconds: setting({
    env: 'PLUCK_TRANSCRIBE_SEGMENT_SECONDS',
    parse: int,
    default: 5,
    description: 'seconds of audio per request to the transcription endpoint',
    banner: 'value',
  }),
  ...LAB_SETTINGS,
  uiDir: setting({
    env: 'PLUCK_UI_DIR',
    parse: text,
    shownDefault: 'the built `ui/dist`',
    description: 'folder of the console served at `/`',
    banner: 'value',
  }),
  log: setting({ env: 'PLUCK_LOG', parse: flag, default: true, description: 'JSON log lines on stdout (secrets redacted)', banner: 'value' }),
};

/** The table as [option, setting] pairs, in its order. */
export function settingEntries(): [keyof typeof SETTINGS, Setting<unknown>][] {
  return Object.entries(SETTINGS) as [keyof typeof SETTINGS, Setting<unknown>][];
}
