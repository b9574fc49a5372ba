/**
 * The schema's history: every migration, in order, written once for both databases in SQLite's
 * column types, which PostgreSQL's dialect translates (`db/postgres/pg-dialect.ts`). Append-only:
 * never edit an entry once it has shipped (its checksum is kept, `db/migrate.ts`); add a new one.
 */

/** One numbered migration. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** An entry, written `migration(version, name)` followed by its SQL as a template without placeholders. */
const migration =
  (version: number, name: string) =>
  ([sql]: TemplateStringsArray): Migration => ({ version, name, sql });

/** Every migration, in order. */
export const MIGRATIONS: readonly Migration[] = [
  /** Tenants, keys, extraction history, tasks, monitors. */
  migration(1, 'init')`
CREATE TABLE tenants (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  scopes TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX api_keys_tenant ON api_keys(tenant_id, created_at);

CREATE TABLE extractions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  mode TEXT NOT NULL,
  status TEXT NOT NULL,
  url TEXT NOT NULL,
  request TEXT NOT NULL,
  result TEXT,
  error TEXT,
  error_code TEXT,
  failure TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  async_retries INTEGER NOT NULL DEFAULT 0,
  last_retry_reason TEXT,
  sync_retries INTEGER NOT NULL DEFAULT 0,
  cached INTEGER NOT NULL DEFAULT 0,
  engine TEXT,
  provider TEXT,
  model TEXT,
  duration_ms INTEGER,
  tokens INTEGER NOT NULL DEFAULT 0,
  cost REAL NOT NULL DEFAULT 0,
  pages INTEGER NOT NULL DEFAULT 0,
  completeness REAL,
  task_id TEXT,
  monitor_id TEXT,
  login_trace_id TEXT,
  evidence_screenshot_path TEXT,
  visual_image_path TEXT,
  result_expired_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX extractions_tenant_created ON extractions(tenant_id, created_at DESC, id DESC);
CREATE INDEX extractions_tenant_status ON extractions(tenant_id, status);
CREATE INDEX extractions_task ON extractions(task_id);

CREATE TABLE monitors (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  url TEXT NOT NULL,
  prompt TEXT,
  interval_seconds INTEGER NOT NULL,
  max_runs INTEGER,
  webhook_url TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX monitors_tenant ON monitors(tenant_id, created_at);
`,
  /**
   * The durable task queue: one row per async or batch task. `attempts` is the fencing token of a
   * run; `lease_owner`/`lease_until` tell a live worker from one a dead process left behind.
   */
  migration(2, 'tasks')`
CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  kind TEXT NOT NULL,
  batch_id TEXT,
  extraction_id TEXT NOT NULL,
  status TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL,
  run_after INTEGER NOT NULL,
  lease_owner TEXT,
  lease_until INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tasks_claim ON tasks(status, run_after, created_at);
CREATE INDEX tasks_tenant_status ON tasks(tenant_id, status);
CREATE INDEX tasks_batch ON tasks(batch_id);
`,
  /**
   * Retained artifact files (evidence screenshots, annotated images, later audio): one row per file
   * with its size, so retention and metrics need no walk of the folder. A removed file keeps its row
   * as a tombstone (`removed_at`), which is what the metrics count as removed. History rows record
   * when retention took their artifacts.
   */
  migration(3, 'artifacts')`
CREATE TABLE artifacts (
  path TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  removed_at TEXT
);
CREATE INDEX artifacts_retained ON artifacts(removed_at, created_at);
ALTER TABLE extractions ADD COLUMN artifacts_expired_at TEXT;
`,
  /** `GET /v1/tasks` lists a tenant's tasks newest first; this index serves that order. */
  migration(4, 'task-list')`
CREATE INDEX tasks_tenant_created ON tasks(tenant_id, created_at DESC, id DESC);
`,
  /**
   * Authenticated extraction: credentials and saved sessions hold their secrets only as AES-256-GCM
   * ciphertext (`secret`, `state`); login traces are stored already redacted.
   */
  migration(5, 'auth')`
CREATE TABLE auth_credentials (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  login_url TEXT NOT NULL,
  username TEXT NOT NULL,
  selectors TEXT NOT NULL,
  has_totp INTEGER NOT NULL DEFAULT 0,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (tenant_id, name)
);
CREATE INDEX auth_credentials_tenant_created ON auth_credentials(tenant_id, created_at DESC, id DESC);

CREATE TABLE auth_sessions (
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  credential_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  state TEXT NOT NULL,
  cookie_count INTEGER NOT NULL,
  login_trace_id TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, name)
);

CREATE TABLE auth_traces (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  status TEXT NOT NULL,
  credential_ref TEXT NOT NULL,
  session_name TEXT NOT NULL,
  started_at TEXT NOT NULL,
  duration_ms INTEGER NOT NULL,
  steps TEXT NOT NULL,
  error TEXT
);
CREATE INDEX auth_traces_tenant_started ON auth_traces(tenant_id, started_at DESC);
`,
  /**
   * Monitors that run: schedule state on the monitor (next_run_at in epoch ms, compared on every
   * tick), one row per run with its changes, and webhook deliveries with every attempt.
   */
  migration(6, 'monitors')`
ALTER TABLE monitors ADD COLUMN schema TEXT;
ALTER TABLE monitors ADD COLUMN webhook_secret TEXT;
ALTER TABLE monitors ADD COLUMN status TEXT NOT NULL DEFAULT 'active';
ALTER TABLE monitors ADD COLUMN runs INTEGER NOT NULL DEFAULT 0;
ALTER TABLE monitors ADD COLUMN next_run_at INTEGER;
CREATE INDEX monitors_due ON monitors(status, next_run_at);

CREATE TABLE monitor_runs (
  monitor_id TEXT NOT NULL,
  run INTEGER NOT NULL,
  tenant_id TEXT NOT NULL,
  extraction_id TEXT NOT NULL,
  task_id TEXT NOT NULL,
  slot_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  changed INTEGER NOT NULL DEFAULT 0,
  changes TEXT,
  event_id TEXT,
  finished_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (monitor_id, run)
);

CREATE TABLE webhook_deliveries (
  event_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  monitor_id TEXT NOT NULL,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
CREATE INDEX webhook_deliveries_monitor ON webhook_deliveries(monitor_id, created_at);

CREATE TABLE webhook_attempts (
  event_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  at TEXT NOT NULL,
  next_attempt_at TEXT,
  PRIMARY KEY (event_id, attempt)
);
`,
  /**
   * Audio captures, their transcription sessions (one per capture) and transcript events, persisted
   * as they come so a restart keeps what was recorded and said (docs/decisions.md#audio-capture-and-transcription). `read_offset` is
   * where the next chunk read continues.
   */
  migration(7, 'audio')`
CREATE TABLE audio_captures (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  format TEXT NOT NULL,
  sample_rate INTEGER NOT NULL,
  channels INTEGER NOT NULL,
  url TEXT,
  max_seconds INTEGER NOT NULL,
  file TEXT NOT NULL,
  bytes INTEGER NOT NULL DEFAULT 0,
  read_offset INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  started_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX audio_captures_tenant ON audio_captures(tenant_id, started_at DESC, id DESC);
CREATE INDEX audio_captures_status ON audio_captures(status);
CREATE TABLE audio_transcriptions (
  id TEXT PRIMARY KEY,
  capture_id TEXT NOT NULL UNIQUE REFERENCES audio_captures(id) ON DELETE CASCADE,
  tenant_id TEXT NOT NULL,
  status TEXT NOT NULL,
  provider TEXT NOT NULL,
  language TEXT,
  error TEXT,
  started_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX audio_transcriptions_tenant ON audio_transcriptions(tenant_id, started_at DESC, id DESC);
CREATE TABLE audio_transcript_events (
  capture_id TEXT NOT NULL REFERENCES audio_captures(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  text TEXT NOT NULL,
  final INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (capture_id, seq)
);
`,
  /**
   * The mobile device lab: hosted workers (presence by heartbeat), devices (health, drain and
   * maintenance survive restarts), session leases (forward_port lets a restarted server remove the
   * adb forward a crashed one left open) and recordings.
   */
  migration(8, 'mobile')`
CREATE TABLE mobile_workers (
  id TEXT PRIMARY KEY,
  host TEXT,
  addr TEXT,
  max_sessions INTEGER NOT NULL DEFAULT 1,
  active_sessions INTEGER NOT NULL DEFAULT 0,
  queue_depth INTEGER NOT NULL DEFAULT 0,
  failure_rate REAL NOT NULL DEFAULT 0,
  last_error TEXT,
  maintenance INTEGER NOT NULL DEFAULT 0,
  maintenance_reason TEXT,
  last_heartbeat_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE mobile_devices (
  platform TEXT NOT NULL,
  id TEXT NOT NULL,
  model TEXT,
  state TEXT NOT NULL,
  source TEXT NOT NULL,
  worker_id TEXT,
  present INTEGER NOT NULL DEFAULT 1,
  failure_streak INTEGER NOT NULL DEFAULT 0,
  failed_uses INTEGER NOT NULL DEFAULT 0,
  draining INTEGER NOT NULL DEFAULT 0,
  maintenance INTEGER NOT NULL DEFAULT 0,
  maintenance_reason TEXT,
  last_seen_at TEXT,
  PRIMARY KEY (platform, id)
);
CREATE INDEX mobile_devices_worker ON mobile_devices(worker_id);
CREATE TABLE mobile_sessions (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  device_id TEXT NOT NULL,
  worker_id TEXT,
  transport TEXT NOT NULL,
  status TEXT NOT NULL,
  sticky_key TEXT,
  lease_seconds INTEGER NOT NULL,
  expires_at TEXT NOT NULL,
  cdp_url TEXT,
  webkit_url TEXT,
  forward_port INTEGER,
  end_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  released_at TEXT
);
CREATE INDEX mobile_sessions_status ON mobile_sessions(status, expires_at);
CREATE INDEX mobile_sessions_tenant ON mobile_sessions(tenant_id, created_at DESC, id DESC);
CREATE INDEX mobile_sessions_sticky ON mobile_sessions(tenant_id, sticky_key, created_at DESC);
CREATE TABLE mobile_recordings (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  status TEXT NOT NULL,
  path TEXT,
  bytes INTEGER NOT NULL DEFAULT 0,
  remote_id TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX mobile_recordings_session ON mobile_recordings(session_id);
`,
  /**
   * Failed history rows without a failure object: runs a stopped server left in flight were failed
   * with only an error, so failure filters missed them (and async ones were filed as `internal`). They get the `interrupted` family the service
   * records now; any other such row gets `internal`. The objects are literals, as the classifier wrote
   * them when this shipped (modules/extractions/classify-failure.ts).
   */
  migration(9, 'interrupted-failure')`
UPDATE extractions SET failure = '{"family":"interrupted","retry_class":"immediate","retryable":true,"operator_hint":"The server stopped (restart, crash or deploy) while this run was in flight; the page was not the cause, so running it again usually works."}'
  WHERE status = 'failed' AND (error LIKE 'interrupted: the server stopped%' OR error LIKE 'not queued: the server stopped%');
UPDATE extractions SET failure = '{"family":"internal","retry_class":"backoff","retryable":true,"operator_hint":"An internal error occurred; see the server log. Retrying later may succeed."}'
  WHERE status = 'failed' AND failure IS NULL;
`,
  /**
   * Every command run in a leased device's shell, recorded before it runs and completed after, so an
   * operator can see who ran what on which device even when the process died in between.
   */
  migration(10, 'mobile-shell-commands')`
CREATE TABLE mobile_shell_commands (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  session_id TEXT NOT NULL,
  platform TEXT NOT NULL,
  device_id TEXT NOT NULL,
  key_id TEXT NOT NULL,
  command TEXT NOT NULL,
  exit_code INTEGER,
  output_bytes INTEGER NOT NULL DEFAULT 0,
  timed_out INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  started_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX mobile_shell_commands_tenant ON mobile_shell_commands(tenant_id, started_at, id);
`,
  /**
   * Crawls and their frontier: every page a crawl admitted, once per normalised URL, with its result;
   * the crawl keeps its pages admitted, queued and completed as counters, so admitting a page and
   * ending the crawl never count rows. Every page is a history row reserved against the free tier, so the
   * tenant's month is counted per page: `extractions_quota` answers that count from the index alone. The queue carries one task per page (`crawl_page`); a page row is written before its task, so a
   * crash between the two leaves a queued row the crawl queues again (modules/crawl/crawl-runner.ts).
   */
  migration(11, 'crawls')`
CREATE TABLE crawls (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  url TEXT NOT NULL,
  status TEXT NOT NULL,
  request TEXT NOT NULL,
  webhook_url TEXT,
  webhook_secret TEXT,
  error TEXT,
  pages INTEGER NOT NULL DEFAULT 1,
  queued INTEGER NOT NULL DEFAULT 1,
  completed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX crawls_tenant ON crawls(tenant_id, created_at DESC, id DESC);
CREATE INDEX crawls_status ON crawls(status);
CREATE TABLE crawl_pages (
  id TEXT PRIMARY KEY,
  crawl_id TEXT NOT NULL,
  url TEXT NOT NULL,
  depth INTEGER NOT NULL,
  status TEXT NOT NULL,
  task_id TEXT NOT NULL,
  status_code INTEGER,
  extraction_id TEXT,
  data TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (crawl_id, url)
);
CREATE INDEX crawl_pages_order ON crawl_pages(crawl_id, created_at, id);
CREATE INDEX crawl_pages_status ON crawl_pages(crawl_id, status);
CREATE INDEX extractions_quota ON extractions(tenant_id, status, created_at);
`,
  /**
   * Site recipes (issue 35): per tenant, site, schema hash and template signature, the selector and
   * reading of each field, learnt from an LLM's answer; uses and the tokens they saved.
   */
  migration(12, 'site-recipes')`
CREATE TABLE recipes (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  site TEXT NOT NULL,
  schema_hash TEXT NOT NULL,
  template TEXT NOT NULL,
  schema TEXT NOT NULL,
  fields TEXT NOT NULL,
  learnt_from TEXT NOT NULL,
  learnt INTEGER NOT NULL DEFAULT 1,
  pinned INTEGER NOT NULL DEFAULT 0,
  uses INTEGER NOT NULL DEFAULT 0,
  learn_tokens INTEGER NOT NULL DEFAULT 0,
  tokens_saved INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE UNIQUE INDEX recipes_key ON recipes(tenant_id, site, schema_hash, template);
CREATE INDEX recipes_tenant ON recipes(tenant_id, updated_at DESC, id DESC);
`,
  /**
   * Webhooks in another service's shape (issue 34, Firecrawl's): a crawl's webhook options (the shape, the
   * receiver's extra headers, metadata and events), each delivery's shape and extra headers, and the
   * webhook of a job that has no row of its own (a batch of tasks).
   */
  migration(13, 'webhook-formats')`
ALTER TABLE crawls ADD COLUMN webhook_options TEXT;
ALTER TABLE webhook_deliveries ADD COLUMN format TEXT NOT NULL DEFAULT 'pluck';
ALTER TABLE webhook_deliveries ADD COLUMN headers TEXT;
CREATE TABLE job_webhooks (
  job_id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  options TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
  /** A tenant's own secret for the webhooks of its Firecrawl-compatible jobs (sealed); null: the deployment's. */
  migration(14, 'tenant-firecrawl-webhook-secret')`
ALTER TABLE tenants ADD COLUMN firecrawl_webhook_secret TEXT;
`,
];
