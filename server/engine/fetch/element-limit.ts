/**
 * The DOM-size cap (PLUCK_MAX_DOM_NODES) on markup no live DOM has counted: an HTTP response, or a
 * stalled page read as it was served. Parsing and walking a million elements would hold the event
 * loop for minutes, so such a page fails before it is parsed.
 */
import { ExtractionError } from '../types';

/** Start tags in `html` (a `<` followed by a letter): an upper bound of the elements a parser makes, found in one pass. */
export function countStartTags(html: string): number {
  let n = 0;
  for (let i = html.indexOf('<'); i >= 0 && i < html.length - 1; i = html.indexOf('<', i + 1)) {
    const c = html.charCodeAt(i + 1) | 0x20;
    if (c >= 0x61 && c <= 0x7a) n++;
  }
  return n;
}

/** The failure of a page with more elements than `max`. */
export function tooManyElements(url: string, max: number): ExtractionError {
  return new ExtractionError('upstream_failed', `${url} is over the DOM size (elements) limit of ${max}`, 'limits', {
    raw: `DOM size (elements) over ${max} (PLUCK_MAX_DOM_NODES)`,
    max,
  });
}

/** Throws when `html` holds more start tags than `max` allows. */
export function assertElementLimit(url: string, html: string, max: number): void {
  if (countStartTags(html) > max) throw tooManyElements(url, max);
}
