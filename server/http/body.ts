/**
 * Strict JSON body reading: 1 MiB cap (413), malformed or trailing content (400).
 */
import type { Request } from 'express';
import { AppError } from '../contract/errors';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and parses the request body as one JSON value; an empty body reads as `{}`. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    throw new AppError('payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new AppError('payload_too_large', `Request body is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type && !/\bjson\b/i.test(type)) {
    throw new AppError('invalid_request', `Request body must be JSON (Content-Type: application/json), got "${type}"`);
  }
  try {
    // JSON.parse rejects trailing content after the first value, which strict decoding requires.
    return JSON.parse(text);
  } catch (err) {
    const reason = (err as Error).message;
    const trailing = /after JSON|Unexpected non-whitespace/i.test(reason);
    throw new AppError(
      'invalid_request',
      trailing ? `Request body has trailing content after the JSON value (${reason})` : `Malformed JSON body: ${reason}`,
      { details: { field: '' } },
    );
  }
}
