/**
 * Text normalization shared by the page stage and the extractors.
 */

/** Collapses whitespace runs to one space and trims. */
export function squash(s: string | undefined | null): string {
  if (!s) return '';
  // Most short texts have only single spaces: testing is far cheaper than replacing (no new string).
  return NEEDS_SQUASH.test(s) ? s.replace(/\s+/g, ' ').trim() : s.trim();
}
const NEEDS_SQUASH = /\s\s|[^\S ]/;

/** Splits an identifier or label into lowercase words: "priceCurrency", "job-card__title", "Model number". */
export function words(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Resolves a link against a base URL; undefined when it is not an http(s) link. */
export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  const h = href.trim();
  if (!h || h.startsWith('#') || /^(javascript|mailto|tel|data):/i.test(h)) return undefined;
  try {
    const u = new URL(h, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}
