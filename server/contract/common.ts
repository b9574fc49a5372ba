/**
 * Schemas shared by several resources: list envelopes, pagination, ids. Isomorphic.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './values';

/** `?limit=&cursor=` of every collection. */
export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
};

/** `{ items, next_cursor }` of every collection. */
export function ListOf<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), next_cursor: Type.Union([Type.String(), Type.Null()]) });
}

/** A list page as the client sees it. */
export interface List<T> {
  items: T[];
  next_cursor: string | null;
}

/** The error body schema, for the OpenAPI document. */
export const ErrorBodySchema = Type.Object({
  error: Type.String(),
  code: Type.String(),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  trace_id: Type.Optional(Type.String()),
});

/** The largest integer a request may give a stored count or offset: PostgreSQL's INTEGER columns hold no more. */
export const MAX_STORED_INTEGER = 2_147_483_647;

/** A path `:id` parameter. */
export const IdParam = Type.String({ minLength: 1, maxLength: 200 });

/** The subprotocol the server speaks on its WebSockets (http/websocket.ts). */
export const SOCKET_PROTOCOL = 'pluck.v1';
/** Prefix of the subprotocol that carries a key, for browsers, which cannot set headers on a WebSocket. */
export const KEY_PROTOCOL_PREFIX = 'bearer.';
