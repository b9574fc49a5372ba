import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright must never download a browser here. */
const chromium = process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium';

/** The api specs rerun on PostgreSQL + Redis. */
const API_SCALE_SPECS = [
  'tasks.spec.ts',
  'task-list.spec.ts',
  'crash-recovery.spec.ts',
  'history.spec.ts',
  'upgrade.spec.ts',
  'mobile-device.spec.ts',
  'auth-and-keys.spec.ts',
  'auth-failures.spec.ts',
  'fuzz.spec.ts',
  'hostile-input.spec.ts',
  'key-revoke.spec.ts',
  'contract-rules.spec.ts',
  'quota-and-schemas.spec.ts',
  'scrape.spec.ts',
  'map.spec.ts',
  'crawl.spec.ts',
  'metrics.spec.ts',
  'monitors.spec.ts',
  'monitors-crash.spec.ts',
  'recipes.spec.ts',
  'webhook-secrets.spec.ts',
  'artifacts.spec.ts',
  'audio.spec.ts',
  'audio-restart.spec.ts',
  'mobile-android.spec.ts',
  'mobile-crash.spec.ts',
  'mobile-ios.spec.ts',
  'mcp.spec.ts',
  'firecrawl-webhook-secret.spec.ts',
];

export default defineConfig({
  forbidOnly: !!process.env.CI,
  workers: 2,
  timeout: 60_000,
  // On CI a failed test runs once more: two real browsers on two shared cores time some runs out. A test that passes
  // only on its retry is named in the summary as flaky, so it is seen and mended, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./test/support/summary-reporter.ts']],
  use: {
    headless: true,
    launchOptions: { executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
  },
  projects: [
    { name: 'unit', testDir: '.', testMatch: ['server/**/*.test.ts', 'test/unit/**/*.spec.ts'] },
    { name: 'api', testDir: 'test/api' },
    // The api specs that exercise stores, the queue, rate limits and events again, on PostgreSQL + Redis (test/support/server.ts switches).
    { name: 'api-scale', testDir: 'test/api', testMatch: API_SCALE_SPECS },
    // Several API and worker processes on one PostgreSQL + Redis.
    { name: 'api-scale-processes', testDir: 'test/api-scale', timeout: 120_000 },
    { name: 'cli', testDir: 'test/cli' },
    { name: 'console', testDir: 'test/console' },
    { name: 'cdp', testDir: 'test/cdp', timeout: 120_000 },
    { name: 'electron', testDir: 'test/electron' },
  ],
});
