/**
 * What a crawl takes (server/modules/crawl/crawl-scope.ts): hosts, path patterns and trap guards.
 */
import { expect, test } from '@playwright/test';
import { crawlScope, isTrap } from '../../server/modules/crawl/crawl-scope';

test('hosts: the start host (www. aside), its subdomains when allowed, any host when external is', () => {
  const start = 'https://www.example.com/';
  const own = crawlScope(start, {});
  expect(own.allows('https://example.com/a')).toBe(true);
  expect(own.allows('https://docs.example.com/a')).toBe(false);
  expect(own.allows('https://other.org/a')).toBe(false);
  expect(crawlScope(start, { allow_subdomains: true }).allows('https://docs.example.com/a')).toBe(true);
  expect(crawlScope(start, { allow_subdomains: true }).allows('https://notexample.com/a')).toBe(false);
  expect(crawlScope(start, { allow_external: true }).allows('https://other.org/a')).toBe(true);
});

test('include and exclude patterns match path and query; the start page is always taken', () => {
  const s = crawlScope('https://example.com/', { include_paths: ['^/blog/'], exclude_paths: ['draft=1'] });
  expect(s.allows('https://example.com/')).toBe(true);
  expect(s.allows('https://example.com/blog/a')).toBe(true);
  expect(s.allows('https://example.com/blog/a?draft=1')).toBe(false);
  expect(s.allows('https://example.com/about')).toBe(false);
});

test('traps: a segment repeated three times, a date page reached from a date page', () => {
  expect(isTrap('https://e.com/a/b/a/b/a', 'https://e.com/a/b/a/b')).toBe(true);
  expect(isTrap('https://e.com/a/b/a/b', 'https://e.com/a/b')).toBe(false);
  expect(isTrap('https://e.com/calendar/2026/02', 'https://e.com/calendar/2026/01')).toBe(true);
  expect(isTrap('https://e.com/calendar/2026/01', 'https://e.com/')).toBe(false);
  expect(isTrap('https://e.com/events?date=2026-01-02', 'https://e.com/events?date=2026-01-01')).toBe(true);
  // A post under a dated path is no calendar.
  expect(isTrap('https://e.com/2026/01/a-post', 'https://e.com/2026/01/other-post')).toBe(false);
});
