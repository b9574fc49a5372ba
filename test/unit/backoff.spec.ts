import { test, expect } from '@playwright/test';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../../server/queue/backoff';

test('backoff doubles per attempt with equal jitter; immediate retries wait a short moment; capped', () => {
  const low = () => 0;
  const high = () => 1;
  expect(retryDelayMs('backoff', 1, 1000, low)).toBe(500);
  expect(retryDelayMs('backoff', 1, 1000, high)).toBe(1000);
  expect(retryDelayMs('backoff', 3, 1000, low)).toBe(2000);
  expect(retryDelayMs('backoff', 3, 1000, high)).toBe(4000);
  expect(retryDelayMs('immediate', 3, 1000, high)).toBe(250);
  expect(retryDelayMs('backoff', 40, 1000, high)).toBe(MAX_RETRY_DELAY_MS);
  // Jitter spreads tasks that failed together.
  const spread = new Set(Array.from({ length: 50 }, () => retryDelayMs('backoff', 2, 1000)));
  expect(spread.size).toBeGreaterThan(10);
  for (const d of spread) expect(d).toBeGreaterThanOrEqual(1000);
});

test('a longer cap lets backoff span hours: 8 attempts from 30 s reach about two hours in all', () => {
  const high = () => 1;
  const hour = 3_600_000;
  const delays = Array.from({ length: 8 }, (_, i) => retryDelayMs('backoff', i + 1, 30_000, high, 2 * hour));
  expect(delays[7]).toBe(30_000 * 2 ** 7);
  const total = delays.reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(1.9 * hour);
  expect(total).toBeLessThan(2.2 * hour);
});
