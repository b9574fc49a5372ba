/**
 * Opaque list cursors: the sort key of the last item of a page.
 */
import { AppError } from '../contract/errors';

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
