/**
 * URLs that serve documents rather than pages, on both fetch paths: a PDF is read as a text
 * document (by its content type, or by its %PDF- magic when the server calls it octet-stream) and
 * gives the same answer on both; images, archives and JSON are refused with the `content` family
 * and a failed history row.
 */
import { startEngineEnv, type EngineEnv } from '../support/engine-env';
import { expect, test } from '../support/server';

const REPORT = {
  type: 'object',
  properties: { title: { type: 'string' }, author: { type: 'string' }, body: { type: 'string' } },
  required: ['title', 'author'],
};

for (const engine of ['http', 'browser'] as const) {
  test.describe(`${engine} path`, () => {
    test.describe.configure({ mode: 'serial' });
    let env: EngineEnv;
    test.beforeAll(async () => (env = await startEngineEnv(engine)));
    test.afterAll(() => env?.close());

    test('a PDF is extracted from its text, served as application/pdf or as octet-stream', async () => {
      for (const path of ['/docs/report.pdf', '/docs/report']) {
        const r = await env.server.admin.extract({ url: `${env.site.url}${path}`, schema: REPORT });
        expect(r.status, path).toBe('completed');
        expect(r.data, path).toEqual({
          title: 'Quarterly Report Q3 2026',
          author: 'Jane Roe',
          // The document's "Author: Jane Roe" line is its byline: the author, not the body (boilerplate-lines.ts).
          body: 'Revenue grew 12% to $4.2m in the third quarter, led by the subscription business and two new enterprise customers.',
        });
        expect(r.metadata).toMatchObject({ engine, pages: 1, completeness: 1 });
      }
      const prompt = await env.server.admin.extract({ url: `${env.site.url}/docs/report.pdf`, prompt: 'the title and the author' });
      expect(prompt.data).toEqual({ title: 'Quarterly Report Q3 2026', author: 'Jane Roe' });
    });

    test('images, archives and JSON are refused: 502 upstream_failed, family content, a failed history row', async () => {
      const cases = [
        { path: '/img/photo.png', type: 'image/png' },
        { path: '/files/archive.zip', type: 'application/zip' },
        { path: '/files/data.json', type: 'application/json' },
      ];
      for (const c of cases) {
        const url = `${env.site.url}${c.path}`;
        const r = await env.server.admin.raw('POST', '/v1/extract', { url, prompt: 'the title' });
        expect(r.status, c.path).toBe(502);
        const body = r.body as { code: string; error: string; details: { family: string; extraction_id: string } };
        expect(body, c.path).toMatchObject({ code: 'upstream_failed', details: { family: 'content' } });
        expect(body.error, c.path).toContain(c.type);
        const row = (await env.server.admin.extractions({ status: 'failed' })).items.find((i) => i.id === body.details.extraction_id);
        expect(row, c.path).toMatchObject({ url, error_code: 'upstream_failed', failure: { family: 'content', retry_class: 'never', retryable: false } });
        expect(row?.failure?.operator_hint).toMatch(/PDFs/);
      }
    });
  });
}
