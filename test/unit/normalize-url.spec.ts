/**
 * One spelling per page (server/net/normalize-url.ts): what map and crawl de-duplicate on.
 */
import { expect, test } from '@playwright/test';
import { normalizeUrl } from '../../server/net/normalize-url';

test('fragments, tracking parameters, parameter order, default ports, host case and trailing slashes go', () => {
  const cases: [string, string][] = [
    ['http://Example.COM:80/a/#top', 'http://example.com/a'],
    ['https://example.com:443/?utm_source=x&utm_medium=y&gclid=1&fbclid=2', 'https://example.com/'],
    ['https://example.com/list?page=2&sort=asc&a=1', 'https://example.com/list?a=1&page=2&sort=asc'],
    ['https://example.com:8443/docs//', 'https://example.com:8443/docs'],
    ['https://user:pw@example.com/x', 'https://example.com/x'],
  ];
  for (const [raw, normal] of cases) expect(normalizeUrl(raw), raw).toBe(normal);
  expect(normalizeUrl('../b?x=1#f', 'https://example.com/a/c')).toBe('https://example.com/b?x=1');
  for (const raw of ['mailto:a@b.c', 'javascript:void(0)', 'ftp://example.com/', 'http://']) expect(normalizeUrl(raw), raw).toBeUndefined();
});

test('session ids in parameters and in the path go: one page, one URL', () => {
  expect(normalizeUrl('https://example.com/shop;jsessionid=A1B2?item=3&PHPSESSID=ff')).toBe('https://example.com/shop?item=3');
  expect(normalizeUrl('https://example.com/p?session_id=1&sessionid=2&q=x')).toBe('https://example.com/p?q=x');
});
