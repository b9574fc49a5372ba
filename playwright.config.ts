import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright must never download a browser here. */
const chromium = process.env.PLUCK_TEST_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  forbidOnly: !!process.env.CI,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['./test/support/summary-reporter.ts']] : [['list'], ['./test/support/summary-reporter.ts']],
  use: {
    headless: true,
    launchOptions: { executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] },
  },
  projects: [
    { name: 'unit', testDir: '.', testMatch: ['server/**/*.test.ts', 'test/unit/**/*.spec.ts'] },
    { name: 'api', testDir: 'test/api' },
    { name: 'cli', testDir: 'test/cli' },
    { name: 'console', testDir: 'test/console' },
    { name: 'cdp', testDir: 'test/cdp', timeout: 120_000 },
    { name: 'electron', testDir: 'test/electron' },
  ],
});
