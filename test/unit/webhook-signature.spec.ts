import { expect, test } from '@playwright/test';
import { nextDelayMs } from '../../server/modules/monitors/webhook-sender';
import { signatureHeader, verifySignature } from '../../server/modules/monitors/webhook-signature';
import { parseSavedRequest } from '../../cli/saved-request';

const BODY = '{"type":"monitor.run","id":"evt_1"}';

test('a signature verifies with its secret and body, within the tolerance', () => {
  const header = signatureHeader('whsec_a', BODY, 1_700_000_000);
  expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  expect(verifySignature(header, BODY, 'whsec_a', 300, 1_700_000_100)).toEqual({ ok: true, timestamp: 1_700_000_000 });
  expect(verifySignature(header, BODY, 'whsec_b', 300, 1_700_000_100)).toMatchObject({ ok: false, reason: expect.stringContaining('does not match') });
  expect(verifySignature(header, BODY.replace('1', '2'), 'whsec_a', 300, 1_700_000_100).ok).toBe(false);
  // A replay outside the window is refused, even with a valid HMAC.
  expect(verifySignature(header, BODY, 'whsec_a', 300, 1_700_000_301)).toMatchObject({ ok: false, reason: expect.stringContaining('tolerance') });
  expect(verifySignature(undefined, BODY, 'whsec_a').ok).toBe(false);
  expect(verifySignature('v1=abc', BODY, 'whsec_a').ok).toBe(false);
});

test('retries back off for about two hours over 8 attempts, with jitter', () => {
  const low = Array.from({ length: 7 }, (_, i) => nextDelayMs(i + 1, 30_000, () => 0));
  const high = Array.from({ length: 7 }, (_, i) => nextDelayMs(i + 1, 30_000, () => 1));
  expect(low[0]).toBe(30_000);
  expect(high[0]).toBe(60_000);
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / 60_000;
  expect(total(low)).toBeGreaterThan(60);
  expect(total(high)).toBeLessThanOrEqual(130);
});

test('a saved raw request splits into headers and the exact body', () => {
  const raw = `POST /hook HTTP/1.1\r\nPluck-Signature: t=1,v1=ab\r\nPluck-Event-Id: evt_1\r\n\r\n${BODY}\n`;
  expect(parseSavedRequest(raw)).toEqual({ headers: { 'pluck-signature': 't=1,v1=ab', 'pluck-event-id': 'evt_1' }, body: `${BODY}\n` });
  expect(() => parseSavedRequest('no headers')).toThrow(/empty line/);
});
