/**
 * Console test fixtures: a real server serving the built console (ui/dist) in a temp folder, the
 * fixture web site, and a page signed in with the operator key at 1280×800.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { startTestServer, type TestServer } from '../support/server';
import { startFixtureSite, type FixtureSite } from '../site/server';
import type { ServerOptions } from '../../server/index';

/** The built console; `npm test` builds it first. */
export const UI_DIR = path.resolve('ui/dist');

/** A product schema the fixture's product pages answer. */
export const PRODUCT_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' } },
  required: ['name'],
};

/** Starts a server that serves the console. */
export function startConsoleServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(UI_DIR, 'index.html'))) throw new Error(`${UI_DIR} has no build: run npm run build:ui first`);
  return startTestServer({ uiDir: UI_DIR, ...overrides });
}

/** Opens the console and signs in with `key`. */
export async function signIn(page: Page, server: TestServer, key = server.adminKey): Promise<void> {
  await page.goto(`${server.url}/#/history`);
  await page.locator('[data-app-state="ready"]').waitFor();
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** Saves a screenshot of the page as a test attachment (and file under test-results). */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const file = info.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
}

/** `test` with a console server, the fixture site and a signed-in page. */
export const test = base.extend<{ server: TestServer; site: FixtureSite; signedIn: Page }>({
  viewport: { width: 1280, height: 800 },
  server: async ({}, use) => {
    const server = await startConsoleServer();
    await use(server);
    await server.close();
  },
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
  signedIn: async ({ page, server }, use) => {
    await signIn(page, server);
    await use(page);
  },
});

export { expect };
