/**
 * Declarative routes: each route states its auth, scope and request schemas; `mount` applies them
 * uniformly and `openapi` documents them from the same declarations.
 */
import type { Request, Response } from 'express';
import type { TSchema } from '@sinclair/typebox';
import type WebSocket from 'ws';
import type { ErrorBody } from '../contract/errors';
import type { Scope } from '../contract/keys';

/** Who may call a route. */
export type RouteAuth = 'none' | 'bearer' | 'worker';

/** The authenticated caller of a bearer route. */
export interface Caller {
  keyId: string;
  tenantId: string;
  /** null for legacy keys, which have full access. */
  scopes: Scope[] | null;
}

/** What a handler receives. */
export interface RouteContext<B = any, Q = any> {
  /** Set on bearer routes. */
  caller: Caller;
  body: B;
  query: Q;
  params: Record<string, string>;
  req: Request;
  res: Response;
  /** Aborts when the client goes away before the answer is sent (a disconnect, a Ctrl-C), so the work it asked for can stop. */
  signal: AbortSignal;
}

/** Turns the API's error body into another API's error body. */
export type ErrorShape = (body: ErrorBody) => unknown;

/** A reply other than 200 with a JSON body. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Marks a handler result that has already written to `res` itself (files, SSE). */
export const HANDLED = Symbol('handled');

/** One route. */
export interface RouteDef<B = any, Q = any> {
  method: 'get' | 'post' | 'delete';
  /** Express path, e.g. `/v1/tasks/:id`. */
  path: string;
  auth: RouteAuth;
  /** Scope a bearer key needs (admin passes every scope). */
  scope?: Scope;
  /** Shared infrastructure: the key must also belong to the operator tenant (see assertOperator). */
  operator?: true;
  /** Strict request body schema (write routes). */
  body?: TSchema;
  /** Query schema; strings are coerced to the declared types. */
  query?: TSchema;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * The error body of a compatibility surface (the Firecrawl API) in its own shape, built from the
   * API's error body; the status stays the one error table's. Absent: the API's error body.
   */
  errorBody?: ErrorShape;
  /** Schema of that error body, for the OpenAPI document. */
  errorSchema?: TSchema;
  /** Response schema for the OpenAPI document. */
  response?: TSchema;
  /** OpenAPI tag. */
  tag: string;
  handler(ctx: RouteContext<B, Q>): unknown | Promise<unknown>;
  /** A raw upload body instead of JSON: its media type and largest size. */
  upload?: { mediaType: string; maxBytes: number };
  /**
   * A WebSocket route (http/websocket.ts): called on an authenticated upgrade; what it throws is
   * answered as HTTP, what it resolves with is handed the open socket. `limit` takes one request of
   * the key's rate limit (429 `rate_limited` when spent), for each message that asks for work.
   */
  socket?(ctx: { caller: Caller; params: Record<string, string>; query: Q; limit: () => Promise<void> }): Promise<(ws: WebSocket) => void>;
}

const REPLY = Symbol('reply');

/** Builds a non-200 reply. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply & { [REPLY]: true } {
  return { status, body, headers, [REPLY]: true };
}

/** True when a handler returned `reply(...)`. */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/** Declares a route with its types inferred. */
export function route<B = any, Q = any>(def: RouteDef<B, Q>): RouteDef<B, Q> {
  return def;
}
