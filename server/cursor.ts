/**
 * Opaque list cursors: the sort key of the last item of a page.
 */
import { AppError } from './contract/errors';

/** Position after which the next page starts (newest-first lists). */
export interface CursorKey {
  created_at: string;
  id: string;
}

/** Encodes a cursor. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.created_at, key.id])).toString('base64url');
}

/** Decodes a cursor; 400 when it was not made by this server. */
export function decodeCursor(cursor: string): CursorKey {
  try {
    const [created_at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    if (typeof created_at !== 'string' || typeof id !== 'string') throw new Error('shape');
    return { created_at, id };
  } catch {
    throw new AppError('invalid_request', 'Invalid query: "cursor" is not a cursor this server issued', {
      details: { field: 'cursor' },
    });
  }
}

/** A page of a list read with `limit + 1` rows: the first `limit`, and the cursor of the next page (null on the last). */
export function pageOf<R extends CursorKey>(rows: R[], limit: number): { page: R[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}
