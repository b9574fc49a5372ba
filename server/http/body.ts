/**
 * Strict JSON body reading: 1 MiB cap (413), JSON media type (415), UTF-8 only, then one JSON value
 * with no trailing content, no key given twice, no number past a double and bounded nesting (400).
 */
import type { Request } from 'express';
import { AppError } from '../contract/errors';
import { strictJsonProblem } from './strict-json';

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 1024 * 1024;

// application/json or a structured +json type, with no parameter but an UTF-8 charset.
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

function assertJsonMediaType(req: Request): void {
  const type = req.headers['content-type'];
  if (type === undefined) {
    throw new AppError('unsupported_media_type', 'A request body needs "Content-Type: application/json"', { details: { field: 'Content-Type' } });
  }
  if (!JSON_MEDIA_TYPE.test(type.trim())) {
    throw new AppError('unsupported_media_type', `Request body must be JSON in UTF-8 (Content-Type: application/json), got "${type.slice(0, 100)}"`, {
      details: { field: 'Content-Type' },
    });
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new AppError('invalid_request', 'Request body is not valid UTF-8', { details: { field: '' } });
  }
}

function parseJson(text: string): unknown {
  try {
    // JSON.parse rejects trailing content after the first value, which strict decoding requires.
    return JSON.parse(text);
  } catch (err) {
    const reason = (err as Error).message;
    const trailing = /after JSON|Unexpected non-whitespace/i.test(reason);
    throw new AppError('invalid_request', trailing ? `Request body has trailing content after the JSON value (${reason})` : `Malformed JSON body: ${reason}`, {
      details: { field: '' },
    });
  }
}

/** Reads a raw upload (an APK) of the declared media type (or application/octet-stream) up to `maxBytes`. */
export async function readUploadBody(req: Request, upload: { mediaType: string; maxBytes: number }): Promise<Buffer> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== upload.mediaType && type !== 'application/octet-stream') {
    req.resume();
    throw new AppError('unsupported_media_type', `Upload the file as "Content-Type: ${upload.mediaType}", got "${type.slice(0, 100) || 'none'}"`, {
      details: { field: 'Content-Type' },
    });
  }
  const tooLarge = () => new AppError('payload_too_large', `The upload is larger than ${upload.maxBytes} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > upload.maxBytes) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > upload.maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  if (!size) throw new AppError('invalid_request', 'The upload is empty', { details: { field: 'body' } });
  return Buffer.concat(chunks);
}

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
  const bytes = Buffer.concat(chunks);
  if (bytes.toString('latin1').trim() === '') return {};
  assertJsonMediaType(req);
  const text = decodeUtf8(bytes);
  const value = parseJson(text);
  const problem = strictJsonProblem(text);
  if (problem) throw new AppError('invalid_request', `Invalid request body: ${problem.message}`, { details: { field: problem.field } });
  return value;
}
