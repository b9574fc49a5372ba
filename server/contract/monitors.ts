/**
 * Monitor and webhook shapes (docs/decisions.md#monitors-and-webhooks). Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';

const Url = Type.String({ minLength: 1, maxLength: 8192 });

/** POST /v1/monitor. The lower bound of interval_seconds is a setting (PLUCK_MONITOR_MIN_INTERVAL), checked by the service. */
export const MonitorCreateRequest = Type.Object(
  {
    url: Url,
    prompt: Type.String({ minLength: 1, maxLength: 20000 }),
    interval_seconds: Type.Integer({ minimum: 1, maximum: 31 * 24 * 3600 }),
    max_runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    webhook_url: Type.Optional(Url),
    schema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type MonitorCreateRequest = Static<typeof MonitorCreateRequest>;

/** Longest interval between two runs, seconds (31 days). */
export const MAX_INTERVAL_SECONDS = 31 * 24 * 3600;

/** List query of a monitor's runs and deliveries. */
export const MonitorListQuery = Type.Object(PageQuery, { additionalProperties: false });

/** A monitor as the API shows it. */
export interface Monitor {
  id: string;
  url: string;
  prompt: string | null;
  schema?: Record<string, unknown>;
  interval_seconds: number;
  max_runs: number | null;
  webhook_url: string | null;
  status: 'active' | 'completed';
  runs: number;
  next_run_at: string | null;
  created_at: string;
  last_run_at: string | null;
  last_status: string | null;
  last_extraction_id: string | null;
  /** Only in the answer to create, only with a webhook. */
  webhook_secret?: string;
}

/** One field-level change between two runs. */
export interface MonitorChange {
  path: string;
  op: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

/** One run of a monitor. */
export interface MonitorRun {
  run: number;
  status: string;
  extraction_id: string;
  task_id: string;
  scheduled_at: string;
  finished_at: string | null;
  changed: boolean;
  changes: MonitorChange[];
  event_id: string | null;
}

/** One delivery attempt of a webhook. */
export interface WebhookAttempt {
  event_id: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  at: string;
  next_attempt_at: string | null;
}

/** The body of a `monitor.run` webhook. */
export interface MonitorRunEvent {
  type: 'monitor.run';
  id: string;
  monitor_id: string;
  run: number;
  extraction_id: string;
  status: 'completed' | 'partial' | 'failed';
  data: unknown;
  changed: boolean;
  changes: MonitorChange[];
  occurred_at: string;
  error?: string | null;
  failure?: Record<string, unknown> | null;
}
