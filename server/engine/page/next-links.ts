/**
 * Next-page discovery: rel=next, pagination controls, "next" links and ?page=/page/N patterns.
 */
import type { CheerioAPI } from 'cheerio';
import { absoluteUrl, squash } from './text';

/** A candidate URL for the next page and why it was chosen. */
export interface NextLink {
  url: string;
  reason: 'rel_next' | 'next_text' | 'pagination_control' | 'page_pattern';
  score: number;
}

const NEXT_TEXT = /^(next( page)?|next\s*[›»>→]|[›»→]|>|>>|more results|older posts|weiter|suivant|siguiente|próxima|volgende)$/i;
const PAGE_PARAMS = ['page', 'p', 'pg', 'paged', 'pagenum', 'page_number'];

/** The page number a URL carries (?page=N or /page/N), if any. */
function pageNumber(u: URL): { n: number; kind: string } | undefined {
  for (const k of PAGE_PARAMS) {
    const v = u.searchParams.get(k);
    if (v && /^\d+$/.test(v)) return { n: Number(v), kind: `q:${k}` };
  }
  const m = /\/page\/(\d+)\/?$/.exec(u.pathname);
  return m ? { n: Number(m[1]), kind: 'path' } : undefined;
}

/** The URL of page `n` in the same scheme as `u`. */
function withPage(u: URL, kind: string, n: number): string {
  const next = new URL(u.toString());
  if (kind.startsWith('q:')) next.searchParams.set(kind.slice(2), String(n));
  else next.pathname = next.pathname.replace(/\/page\/\d+\/?$/, `/page/${n}`);
  return next.toString();
}

/** Finds next-page candidates on the same site as `pageUrl`, best first. */
export function findNextLinks($: CheerioAPI, pageUrl: string): NextLink[] {
  const here = new URL(pageUrl);
  // This page's own address, without its fragment: never its own next page.
  const self = here.toString().replace(/#.*$/, '');
  const found = new Map<string, NextLink>();
  const add = (href: string | undefined, reason: NextLink['reason'], score: number) => {
    const url = absoluteUrl(href, pageUrl);
    if (!url) return;
    const u = new URL(url);
    u.hash = '';
    // Another site is never "the next page"; nor is this page.
    if (u.host !== here.host || u.toString() === self) return;
    const prev = found.get(u.toString());
    if (!prev || prev.score < score) found.set(u.toString(), { url: u.toString(), reason, score });
  };
  $('link[rel~="next"], a[rel~="next"]').each((_, el) => add($(el).attr('href'), 'rel_next', 100));
  $('a[href]').each((_, el) => {
    const $a = $(el);
    const label = squash($a.attr('aria-label') ?? '') || squash($a.attr('title') ?? '');
    const text = squash($a.text());
    const cls = `${$a.attr('class') ?? ''} ${$a.parent().attr('class') ?? ''}`.toLowerCase();
    if (NEXT_TEXT.test(text) || /^next/i.test(label)) add($a.attr('href'), 'next_text', 80);
    else if (/(^|[\s_-])next([\s_-]|$)/.test(cls)) add($a.attr('href'), 'pagination_control', 70);
  });
  // ?page=N+1 or /page/N+1 linked anywhere on the page (numbered pagination without a "next").
  const current = pageNumber(here) ?? { n: 1, kind: '' };
  $('a[href]').each((_, el) => {
    const url = absoluteUrl($(el).attr('href'), pageUrl);
    if (!url) return;
    const u = new URL(url);
    const pn = pageNumber(u);
    if (!pn || pn.n !== current.n + 1 || u.pathname.replace(/\/page\/\d+\/?$/, '') !== here.pathname.replace(/\/page\/\d+\/?$/, '')) return;
    const kind = current.kind || pn.kind;
    add(current.kind ? withPage(here, kind, current.n + 1) : url, 'page_pattern', 50);
  });
  return [...found.values()].sort((a, b) => b.score - a.score);
}
