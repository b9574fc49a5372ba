/**
 * The setup most CDP proxy specs share: the fixture site, a proxy over firefox-esr's WebDriver
 * BiDi, and a puppeteer-core client on it, for a file's serial tests.
 */
import { test } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createCdpProxy, type CdpProxy, type CdpProxyOptions } from '../../../server/cdp';
import { startFixtureSite, type FixtureSite } from './fixture-site';

export const FIREFOX = process.env.PLUCK_TEST_FIREFOX ?? '/usr/bin/firefox-esr';

/** What a file's tests use; filled in before the first test. */
export interface BidiProxyFixture {
  proxy: CdpProxy;
  site: FixtureSite;
  browser: Browser;
}

/** Registers the serial mode and the setup and teardown hooks; `options` adds proxy options. */
export function useBidiProxy(options: Partial<CdpProxyOptions> = {}): BidiProxyFixture {
  const fixture = {} as BidiProxyFixture;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    fixture.site = await startFixtureSite();
    fixture.proxy = await createCdpProxy({ backend: 'bidi', binary: FIREFOX, headless: true, port: 0, bidiPort: 0, ...options });
    fixture.browser = await puppeteer.connect({ browserURL: fixture.proxy.url, defaultViewport: { width: 800, height: 600 } });
  });
  test.afterAll(async () => {
    await fixture.browser?.disconnect();
    await fixture.proxy?.close();
    await fixture.site?.close();
  });
  return fixture;
}
