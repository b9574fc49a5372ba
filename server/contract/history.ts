/**
 * Extraction history rows: GET /v1/extractions. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
import { Failure, STATUSES } from './extract';
import { FAILURE_FAMILIES, RETRY_CLASSES } from './values';

/** Kinds of run a history row records. */
export const MODES = ['extract', 'authenticated', 'visual', 'mobile', 'scrape', 'crawl'] as const;

export const HistoryQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
    mode: Type.Optional(Type.Union(MODES.map((s) => Type.Literal(s)))),
    monitor_id: Type.Optional(Type.String({ maxLength: 200 })),
    failure_family: Type.Optional(Type.Union(FAILURE_FAMILIES.map((s) => Type.Literal(s)))),
    retry_class: Type.Optional(Type.Union(RETRY_CLASSES.map((s) => Type.Literal(s)))),
    since_hours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 24 * 366 })),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const HistoryRow = Type.Object(
  {
    id: Type.String(),
    mode: Type.String(),
    status: Type.String(),
    url: Type.String(),
    async: Type.Boolean(),
    task_id: Type.Union([Type.String(), Type.Null()]),
    monitor_id: Type.Union([Type.String(), Type.Null()]),
    error: Type.Optional(Type.String()),
    error_code: Type.Optional(Type.String()),
    failure: Type.Optional(Failure),
    attempts: Type.Optional(Type.Number()),
    async_retries: Type.Optional(Type.Number()),
    last_retry_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    duration_ms: Type.Optional(Type.Number()),
    sync_retries: Type.Optional(Type.Number()),
    cached: Type.Optional(Type.Boolean()),
    tokens: Type.Number(),
    cost: Type.Number(),
    pages: Type.Number(),
    completeness: Type.Union([Type.Number(), Type.Null()]),
    engine: Type.Union([Type.String(), Type.Null()]),
    provider: Type.Union([Type.String(), Type.Null()]),
    model: Type.Union([Type.String(), Type.Null()]),
    login_trace_id: Type.Optional(Type.String()),
    evidence_screenshot_path: Type.Optional(Type.String()),
    visual_image_path: Type.Optional(Type.String()),
    /** When retention removed the stored result. */
    result_expired_at: Type.Optional(Type.String()),
    /** When retention removed the retained artifacts (screenshot, visual image). */
    artifacts_expired_at: Type.Optional(Type.String()),
    request: Type.Record(Type.String(), Type.Unknown()),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: true },
);
export type HistoryRow = Static<typeof HistoryRow>;
