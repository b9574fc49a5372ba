/**
 * `test` with the fixture web site started once per worker, for specs that read its pages.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { test as base } from './server';

/** The server fixture plus a worker-scoped `site`. */
export const test = base.extend<{}, { site: FixtureSite }>({
  site: [
    async ({}, use) => {
      const site = await startFixtureSite();
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});
