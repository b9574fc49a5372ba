/**
 * What JSON.parse lets through and strict decoding refuses: a key given twice in one object (the
 * last would silently win, so `"scopes":["read"],"scopes":["admin"]` would make an admin key), a
 * number too large for a double (`1e400` reads as Infinity and is stored as null), a string whose
 * escapes make it invalid Unicode (a lone surrogate, replaced when stored) or hold U+0000 (which
 * PostgreSQL cannot store), and nesting deep enough to overflow the recursive code that later walks the value.
 */
import { echoed } from '../contract/errors';

/** Deepest nesting of objects and arrays a request body may have; schemas stop at 32 levels (engine/validate/safe-ajv.ts). */
export const MAX_BODY_NESTING = 128;

/** Why a syntactically valid JSON text is refused, and the field it concerns (`a.b[0]`, '' for the root). */
export interface JsonProblem {
  field: string;
  message: string;
}

interface Frame {
  /** Keys seen so far; null for an array. */
  keys: Set<string> | null;
  path: string;
  /** Last key (objects) or current index (arrays). */
  at: string | number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

function childPath(frame: Frame | undefined): string {
  if (!frame) return '';
  if (frame.keys) return frame.path ? `${frame.path}.${String(frame.at)}` : String(frame.at);
  return `${frame.path}[${String(frame.at)}]`;
}

// A high surrogate not followed by a low one, a low one not preceded by a high one, or U+0000.
const UNSTORABLE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;

/** Text that stays as given once stored: valid Unicode, no U+0000. */
export function storable(value: string): boolean {
  return !UNSTORABLE.test(value);
}

function isNumberChar(c: string): boolean {
  return /[-+0-9.eE]/.test(c);
}

/**
 * Scans `text`, which JSON.parse has already accepted, for the first problem strict decoding refuses.
 * One pass without recursion, so any nesting is safe to scan.
 */
export function strictJsonProblem(text: string): JsonProblem | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (text.charCodeAt(j) !== QUOTE) j += text.charCodeAt(j) === BACKSLASH ? 2 : 1;
      const token = text.slice(i, j + 1);
      if (token.includes('\\u') && !storable(JSON.parse(token) as string)) {
        const field = echoed(childPath(top));
        return { field, message: `"${field || 'body'}" holds a lone surrogate or U+0000 (\\u escapes must make valid Unicode text)` };
      }
      let k = j + 1;
      while (/\s/.test(text[k] ?? '')) k++;
      if (top?.keys && text.charCodeAt(k) === COLON) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        top.at = key;
        const field = echoed(childPath(top));
        if (top.keys.has(key)) return { field, message: `"${field}" is given twice; each field may appear once` };
        top.keys.add(key);
      }
      i = j;
    } else if (c === '{' || c === '[') {
      if (stack.length >= MAX_BODY_NESTING) {
        // The top-level field is the one a caller can act on; the full path would be 128 segments long.
        const field = echoed(String(stack[0].at));
        return { field, message: `"${field}" nests deeper than ${MAX_BODY_NESTING} levels in the body` };
      }
      stack.push({ keys: c === '{' ? new Set() : null, path: childPath(top), at: 0 });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',' && top && !top.keys) {
      top.at = (top.at as number) + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i + 1;
      while (j < text.length && isNumberChar(text[j])) j++;
      if (!Number.isFinite(Number(text.slice(i, j)))) {
        const field = childPath(top);
        return { field, message: `"${field || 'body'}" is a number too large to represent` };
      }
      i = j - 1;
    }
  }
  return undefined;
}
