/**
 * The browser path on heavy real-world pages (test/site/heavy-site.ts): images and other heavy
 * resources are skipped for extraction and kept for evidence screenshots; a page whose
 * DOMContentLoaded never comes (a head script from a host that never answers) is extracted from
 * what it rendered, with metadata.wait_cut, instead of timing out; what the block lists name is
 * never requested.
 */
import { startHeavySite, type HeavySite } from '../site/heavy-site';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, startTestServer, tempDir, test, type TestServer } from '../support/server';

const PRODUCT = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' }, availability: { type: 'string' } },
  required: ['name', 'price'],
};

test.describe.configure({ mode: 'serial' });
let site: HeavySite;
let server: TestServer;

test.beforeAll(async () => {
  site = await startHeavySite();
  server = await startTestServer({ engine: 'browser' });
});
test.afterAll(async () => {
  await server?.close();
  await site?.close();
});

const images = (hits: string[]) => hits.filter((h) => h.endsWith('.jpg'));

test('a page whose head script never answers is extracted from what it rendered, with wait_cut, not a timeout', async () => {
  const r = await server.admin.extract({ url: `${site.url}/product/7?hang=1&refs=24&slow=2000`, schema: PRODUCT, options: { timeout: 30 } });
  expect(r.status).toBe('completed');
  expect(r.data).toEqual({ name: 'Trail Jacket 7: Storm Edition', price: 107, sku: 'HS-1007', availability: 'InStock' });
  expect(r.metadata).toMatchObject({ engine: 'browser', wait_cut: true });
  expect(site.hits).toContain('/hang/consent-and-ads.js');
});

test('extraction skips the page images; a settled page has no wait_cut', async () => {
  site.hits.length = 0;
  const r = await server.admin.extract({ url: `${site.url}/product/8?refs=24&slow=300`, schema: PRODUCT });
  expect(r.data).toMatchObject({ name: 'Trail Jacket 8: Storm Edition', price: 108 });
  expect(r.metadata.wait_cut).toBeUndefined();
  expect(site.hits.some((h) => h.endsWith('.js'))).toBe(true);
  expect(images(site.hits)).toEqual([]);
});

test('what the block lists name is not requested for extraction; without lists it is', async () => {
  const dir = tempDir('pluck-lists-');
  const list = path.join(dir, 'trackers.txt');
  writeFileSync(list, "! the heavy site's analytics tag\n/analytics.js$script\n");
  const listed = await startTestServer({ engine: 'browser', blockLists: [list] });
  const unlisted = await startTestServer({ engine: 'browser', blockLists: ['none'] });
  try {
    expect((await listed.admin.health()).components.engine).toMatchObject({ block_lists: [list] });
    site.hits.length = 0;
    const r = await listed.admin.extract({ url: `${site.url}/product/10?refs=12&slow=200`, schema: PRODUCT });
    expect(r.data).toMatchObject({ name: 'Trail Jacket 10: Storm Edition', price: 110 });
    expect(site.hits.filter((h) => h.endsWith('/analytics.js'))).toEqual([]);
    expect(site.hits.some((h) => /tag\d+\.js$/.test(h))).toBe(true);
    site.hits.length = 0;
    await unlisted.admin.extract({ url: `${site.url}/product/11?refs=12&slow=200`, schema: PRODUCT });
    expect(site.hits.filter((h) => h.endsWith('/analytics.js')).length).toBe(1);
  } finally {
    await listed.close();
    await unlisted.close();
  }
});

test('evidence screenshots load the page as a user sees it, images included', async () => {
  const shots = await startTestServer({ engine: 'browser', evidenceScreenshots: 'always' });
  try {
    site.hits.length = 0;
    const r = await shots.admin.extract({ url: `${site.url}/product/9?refs=12&slow=200`, schema: PRODUCT });
    expect(r.data).toMatchObject({ name: 'Trail Jacket 9: Storm Edition' });
    expect(images(site.hits).length).toBeGreaterThan(0);
  } finally {
    await shots.close();
  }
});
