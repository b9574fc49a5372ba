/**
 * Extraction requests and results: POST /v1/extract, POST /v1/batch, tasks. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';
import { EVIDENCE_SOURCES, MAX_BATCH_URLS, MAX_PAGES, RECIPE_ACTIONS } from './values';

export const ExtractOptions = Type.Object(
  {
    paginate: Type.Optional(Type.Boolean()),
    max_pages: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGES })),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    timeout: Type.Optional(Type.Integer({ minimum: 1 })),
    waitFor: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    proxy: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    screenshot: Type.Optional(
      Type.Boolean({
        description:
          "Take a PNG screenshot of the (first) page as the browser rendered it and keep it with the extraction: metadata.screenshot and the history row's evidence_screenshot_path name its route. Needs the browser path (400 where only HTTP can serve the request, or with options.proxy); never served from the result cache",
      }),
    ),
    evidence: Type.Optional(
      Type.Boolean({
        description:
          "Say where each value was read: metadata.evidence maps each value's JSON pointer to its source (json-ld, microdata, meta, dom, url, llm), a CSS selector of the element, the text it was read from and, with options.screenshot, its box on the screenshot. Kept with the history row",
      }),
    ),
    strict: Type.Optional(
      Type.Boolean({ description: 'Turn a value an LLM gave that the page does not show (metadata.unverified) into null, instead of keeping it marked' }),
    ),
  },
  { additionalProperties: false },
);
export type ExtractOptions = Static<typeof ExtractOptions>;

// Any object, typed as one (an empty TypeBox object would type it as `{}`).
export const JsonSchemaObject = Type.Unsafe<Record<string, unknown>>(Type.Object({}, { additionalProperties: true, description: 'A JSON Schema' }));

export const ExtractRequest = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 8192 }),
    schema: Type.Optional(JsonSchemaObject),
    prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
    async: Type.Optional(Type.Boolean()),
    options: Type.Optional(ExtractOptions),
  },
  { additionalProperties: false },
);
export type ExtractRequest = Static<typeof ExtractRequest>;

export const BatchRequest = Type.Object(
  {
    urls: Type.Array(Type.String({ minLength: 1, maxLength: 8192 }), { minItems: 1, maxItems: MAX_BATCH_URLS }),
    schema: Type.Optional(JsonSchemaObject),
    prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
    options: Type.Optional(ExtractOptions),
  },
  { additionalProperties: false },
);
export type BatchRequest = Static<typeof BatchRequest>;

/** Where one value was read (options.evidence). */
export const FieldEvidence = Type.Object(
  {
    source: Type.Union(EVIDENCE_SOURCES.map((s) => Type.Literal(s))),
    selector: Type.Optional(Type.String({ description: 'CSS selector of the element that shows the value (a meta or JSON-LD element for those sources)' })),
    text: Type.Optional(
      Type.String({
        description:
          "The text the value was read from (an element's text, an attribute, a structured-data value, the URL); none for an LLM value no page shows",
      }),
    ),
    box: Type.Optional(
      Type.Object(
        { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() },
        { description: "The element's box in CSS pixels on the page's screenshot (options.screenshot in the browser)" },
      ),
    ),
    url: Type.Optional(Type.String({ description: 'The page the value was read on, when it is not the first' })),
    language: Type.Optional(Type.String({ description: 'The page\'s language, when it settles what the text shows: "$" on a page in zh-TW is TWD' })),
  },
  { additionalProperties: false },
);
export type FieldEvidence = Static<typeof FieldEvidence>;

export const ResultMetadata = Type.Object(
  {
    completeness: Type.Number(),
    tokens: Type.Number(),
    cost: Type.Number(),
    duration_ms: Type.Number(),
    pages: Type.Number(),
    missing: Type.Optional(Type.Array(Type.String())),
    reason: Type.Optional(Type.String()),
    notes: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'What the run could not do or left out, and how to get it done: a task the prompt asked for that the provider cannot do (the builtin cannot summarise), the part of a prompt beside a schema the builtin does not follow, a list cut by max_pages',
      }),
    ),
    engine: Type.Union([Type.Literal('browser'), Type.Literal('http'), Type.Literal('device')]),
    provider: Type.String(),
    model: Type.String(),
    sync_retries: Type.Number({ description: 'Synchronous retries made inside this run (LLM repair retry, browser → HTTP fallback)' }),
    wait_cut: Type.Optional(
      Type.Boolean({ description: 'True when a page never settled and was extracted from what it had rendered at the wait cap or the deadline' }),
    ),
    screenshot: Type.Optional(Type.String({ description: 'Route of the PNG screenshot asked for with options.screenshot (GET it with a read key)' })),
    evidence: Type.Optional(
      Type.Record(Type.String(), FieldEvidence, { description: 'With options.evidence: per JSON pointer of a value, where it was read' }),
    ),
    unverified: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'JSON pointers of values an LLM gave that the page does not show (text compared normalised, numbers as numbers): they lower completeness; options.strict makes them null',
      }),
    ),
    recipe: Type.Optional(
      Type.Object(
        {
          id: Type.String(),
          action: Type.Union(RECIPE_ACTIONS.map((a) => Type.Literal(a))),
        },
        {
          description:
            'The site recipe of an LLM run with a schema (GET /v1/recipes/{id}): used (read without the model, no tokens), checked (a spot check: the model agreed), learnt, relearnt (the recipe failed or disagreed), or overruled (a pinned recipe the model disagreed with, kept)',
        },
      ),
    ),
    cached: Type.Optional(
      Type.Boolean({ description: 'True when the result was served from the result cache (a repeat within PLUCK_CACHE_TTL_SECONDS): no tokens, cost or time' }),
    ),
  },
  { additionalProperties: true },
);
/** Usage and shape metadata of a result. `missing` holds JSON pointers of required data still missing, `reason` why a result is partial. */
export type ResultMetadata = Static<typeof ResultMetadata>;

export const ExtractResult = Type.Object({
  id: Type.String({ description: 'History row id' }),
  status: Type.Union([Type.Literal('completed'), Type.Literal('partial')]),
  data: Type.Record(Type.String(), Type.Unknown()),
  metadata: ResultMetadata,
  free_tier_remaining: Type.Number(),
});
export type ExtractResult = Static<typeof ExtractResult>;

/** Every status of results, tasks and history. */
export const STATUSES = ['pending', 'running', 'validating', 'completed', 'partial', 'failed', 'cancelled'] as const;
export type Status = (typeof STATUSES)[number];

export const TaskRef = Type.Object({ id: Type.String(), status: Type.String(), poll: Type.String() });
export type TaskRef = Static<typeof TaskRef>;

export const BatchResponse = Type.Object({
  /** The batch's id: its tasks carry it as `batch_id`, and `GET /v1/tasks?batch=` lists them. */
  batch_id: Type.String(),
  tasks: Type.Array(Type.Object({ id: Type.String(), poll: Type.String() })),
});
export type BatchResponse = Static<typeof BatchResponse>;

export const Failure = Type.Object({
  family: Type.String(),
  retry_class: Type.String(),
  retryable: Type.Boolean(),
  operator_hint: Type.String(),
});
export type Failure = Static<typeof Failure>;

export const Task = Type.Object(
  {
    id: Type.String(),
    status: Type.Union(STATUSES.map((s) => Type.Literal(s))),
    url: Type.String(),
    mode: Type.String(),
    data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    metadata: Type.Record(Type.String(), Type.Unknown()),
    error: Type.Optional(Type.String()),
    failure: Type.Optional(Failure),
    attempts: Type.Number({ description: 'Runs started so far, the current one included' }),
    max_attempts: Type.Optional(Type.Number({ description: 'Runs allowed before a retryable failure becomes final' })),
    async_retries: Type.Optional(Type.Number()),
    last_retry_reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    next_attempt_at: Type.Optional(Type.String({ description: 'When a pending retry falls due' })),
    extraction_id: Type.Optional(Type.String({ description: 'The history row of this task' })),
    batch_id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: true },
);
export type Task = Static<typeof Task>;

/** Filters of `GET /v1/tasks` (newest first), in the style of the history list. */
export const TaskQuery = Type.Object(
  {
    ...PageQuery,
    status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
    batch: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    since_hours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 24 * 366 })),
  },
  { additionalProperties: false },
);
export type TaskQuery = Static<typeof TaskQuery>;
