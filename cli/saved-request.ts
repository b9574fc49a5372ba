/**
 * Reading a saved webhook request: the raw HTTP request as received — an optional request line
 * (`POST /hook HTTP/1.1`), header lines, an empty line, then the body byte for byte. Headers may
 * also be saved alone with the body (`curl -D`-style dumps work the same way).
 */

/** A saved request's headers (lower-cased names) and raw body. */
export interface SavedRequest {
  headers: Record<string, string>;
  body: string;
}

/** Splits a saved request; throws with a reason when no header block is found. */
export function parseSavedRequest(text: string): SavedRequest {
  const m = /\r?\n\r?\n/.exec(text);
  if (!m) throw new Error('no empty line between the headers and the body: save the request as headers, an empty line, then the body');
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, m.index).split(/\r?\n/)) {
    if (/^[A-Z]+ \S+ HTTP\/\d/.test(line)) continue;
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: text.slice(m.index + m[0].length) };
}
