/**
 * Pages that hurt their reader: one nested far deeper than a browser nests, one that takes many seconds to read. The
 * builtin reads pages on the process's extraction threads (server/engine/extract/builtin/extraction-threads.ts), so a
 * slow page holds up no other request, and its run ends at its timeout.
 */
import { expect, test } from '../support/server';
import { startHostileSite, type HostileSite } from '../support/hostile-site';

const ARTICLE = { type: 'object', properties: { headline: { type: 'string' }, body: { type: 'string' } } };

let site: HostileSite;
test.beforeAll(async () => {
  site = await startHostileSite();
});
test.afterAll(async () => {
  await site.close();
});
const at = (path: string) => `http://127.0.0.1:${site.port}${path}`;

test('a page nested 20,000 deep is read as a browser nests it: its story, not a 500', async ({ server }) => {
  const r = await server.admin.raw('POST', '/v1/extract', { url: at('/deep'), schema: ARTICLE });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ status: 'completed', data: { headline: 'Desk lamp', body: 'The lamp is bright and costs $25.00 in the shop.' } });
});

test("a page slower to read than the run's timeout ends at the timeout, and other requests are answered meanwhile", async ({ server }) => {
  // Threads started by earlier runs answer at once; the first runs of a process wait for theirs.
  await Promise.all([0, 1].map((i) => server.admin.raw('POST', '/v1/extract', { url: at(`/ok?warm=${i}`), schema: ARTICLE })));
  let slowEnded = false;
  const slow = server.admin.raw('POST', '/v1/extract', { url: at('/slow-to-read'), schema: ARTICLE, options: { timeout: 2 } }).finally(() => {
    slowEnded = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const quick = await server.admin.raw('POST', '/v1/extract', { url: at('/ok?quick'), schema: ARTICLE });
  expect(quick.status).toBe(200);
  expect(quick.body).toMatchObject({ data: { headline: 'Plain page' } });
  expect(slowEnded).toBe(false);
  const r = await slow;
  expect(r.status).toBe(504);
  expect(r.body).toMatchObject({ code: 'timeout', details: { family: 'timeout' } });
  // The thread that was reading it is gone; the next page gets another.
  const after = await server.admin.raw('POST', '/v1/extract', { url: at('/ok?after'), schema: ARTICLE });
  expect(after.status).toBe(200);
});
