/**
 * Shared setup of the engine tests: engine options for tests and a fixture-site fixture.
 */
import { test as base } from '@playwright/test';
import type { Engine } from '../../server/engine/types';
import { assertFetchAllowed } from '../../server/net/ssrf';
import { createProviderRegistry } from '../../server/engine/provider-registry';
import { wireEngine, type EngineSettings } from '../../server/providers/wire-engine';
import { startFixtureSite, type FixtureSite } from '../site/server';

/** Engine options for tests: HTTP path, builtin provider, private network allowed. */
export function testEngineOptions(overrides: Partial<EngineSettings> = {}): EngineSettings {
  return {
    engine: 'http',
    browserPoolSize: 1,
    allowPrivateNetwork: true,
    llmProvider: 'builtin',
    extractTimeoutSeconds: 20,
    evidenceScreenshots: 'never',
    assertPublicUrl: assertFetchAllowed,
    ...overrides,
  };
}

/** Tests with a running fixture site and an engine factory whose engines close after the test. */
export const test = base.extend<{ site: FixtureSite; engineWith: (o?: Partial<EngineSettings>) => Engine }>({
  site: async ({}, use) => {
    const site = await startFixtureSite();
    await use(site);
    await site.close();
  },
  engineWith: async ({}, use) => {
    const engines: Engine[] = [];
    await use((o) => {
      const e = wireEngine(testEngineOptions(o), createProviderRegistry());
      engines.push(e);
      return e;
    });
    await Promise.all(engines.map((e) => e.close()));
  },
});

export { expect } from '@playwright/test';
