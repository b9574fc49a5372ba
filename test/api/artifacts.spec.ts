/**
 * Evidence screenshots by policy (always, on failure only, never), the artifact download routes
 * (owning tenant only, 404 otherwise), and retention removing artifacts and results on its timer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { AppError } from '../../server/client/index';
import { VIEWPORT } from '../../server/providers/browser/launch';
import { pixel } from '../support/png';
import { expect, startTestServer, tempDir } from '../support/server';
import { test } from '../support/site-fixture';

const browser = { engine: 'browser' as const, browserPath: '/usr/bin/chromium' };

/** How many pixels of `area` are near black. */
function darkPixels(png: PNG, area: { x: number; y: number; width: number; height: number }): number {
  let n = 0;
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x; x < area.x + area.width; x++) {
      if (pixel(png, x, y).every((c) => c < 80)) n++;
    }
  return n;
}

async function codeOf(p: Promise<unknown>): Promise<string | undefined> {
  return p.then(
    () => undefined,
    (e: unknown) => (e instanceof AppError ? e.code : String(e)),
  );
}

test('evidence "always": a successful browser run retains a PNG of the page, served to its tenant only', async ({ site }) => {
  const server = await startTestServer({ ...browser, evidenceScreenshots: 'always' });
  try {
    const r = await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    const row = await server.admin.extraction(r.id);
    expect(row.evidence_screenshot_path).toBe(`/v1/extractions/${r.id}/artifacts/screenshot`);
    const png = PNG.sync.read(Buffer.from(await server.admin.artifact(r.id, 'screenshot')));
    expect(png.width).toBeGreaterThan(100);
    expect(png.height).toBeGreaterThan(100);
    // Not a visual run: no annotated image.
    expect(await codeOf(server.admin.artifact(r.id, 'visual-image'))).toBe('not_found');

    const other = await server.admin.createKey({ name: 'other', scopes: ['read', 'write'], tenant: 'acme' });
    const acme = server.client(other.secret);
    expect(await codeOf(acme.artifact(r.id, 'screenshot'))).toBe('not_found');
    expect(await codeOf(acme.extraction(r.id))).toBe('not_found');
    expect(await codeOf(server.admin.artifact('ext_missing', 'screenshot'))).toBe('not_found');
    expect((await server.client('pk_wrong').raw('GET', `/v1/extractions/${r.id}/artifacts/screenshot`)).status).toBe(401);
  } finally {
    await server.close();
  }
});

test('options.screenshot: one request keeps a screenshot under "on_failure", linked from its result and history; HTTP-only is a 400', async ({ site }) => {
  const server = await startTestServer({ ...browser, evidenceScreenshots: 'on_failure' });
  const httpOnly = await startTestServer({ engine: 'http' });
  try {
    const plain = await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    expect(plain.metadata.screenshot).toBeUndefined();
    const r = await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline', options: { screenshot: true } });
    const route = `/v1/extractions/${r.id}/artifacts/screenshot`;
    expect(r.metadata).toMatchObject({ engine: 'browser', screenshot: route });
    expect((await server.admin.extraction(r.id)).evidence_screenshot_path).toBe(route);
    expect((await server.admin.extractionResult(r.id)).metadata).toMatchObject({ screenshot: route });
    const png = PNG.sync.read(Buffer.from(await server.admin.artifact(r.id, 'screenshot')));
    expect(png.width).toBe(VIEWPORT.width);
    // A repeat is not served from the cache: it is a new look at the page.
    const again = await server.admin.extract({ url: `${site.url}/article`, prompt: 'the headline', options: { screenshot: true } });
    expect(again.metadata).toMatchObject({ screenshot: `/v1/extractions/${again.id}/artifacts/screenshot` });
    expect(again.metadata.cached).toBeUndefined();

    const refused = await httpOnly.admin.raw('POST', '/v1/extract', { url: `${site.url}/article`, prompt: 'the headline', options: { screenshot: true } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_request', details: { field: 'options.screenshot' } });
    expect((refused.body as { error: string }).error).toContain('needs browser-backed extraction');
    const withProxy = await server.admin.raw('POST', '/v1/extract', {
      url: `${site.url}/article`,
      prompt: 'x',
      options: { screenshot: true, proxy: 'http://127.0.0.1:3128' },
    });
    expect(withProxy.status).toBe(400);
    expect((withProxy.body as { error: string }).error).toContain('"options.screenshot" needs the browser path');

    const openapi = (await server.client().raw('GET', '/openapi.json')).body as any;
    expect(JSON.stringify(openapi)).toContain('Take a PNG screenshot of the (first) page');
  } finally {
    await server.close();
    await httpOnly.close();
  }
});

test('evidence "on_failure" keeps a screenshot of a failed page only; "never" keeps none', async ({ site }) => {
  const onFailure = await startTestServer({ ...browser, evidenceScreenshots: 'on_failure' });
  try {
    const ok = await onFailure.admin.extract({ url: `${site.url}/article`, prompt: 'the headline' });
    expect((await onFailure.admin.extraction(ok.id)).evidence_screenshot_path).toBeUndefined();
    expect(await codeOf(onFailure.admin.extract({ url: `${site.url}/status/404`, prompt: 'the headline' }))).toBe('upstream_failed');
    const [failed] = (await onFailure.admin.extractions({ status: 'failed' })).items;
    expect(failed.evidence_screenshot_path).toBe(`/v1/extractions/${failed.id}/artifacts/screenshot`);
    // Drawn at full size, though extraction draws its pages smaller: the viewport's size, and the heading's
    // "404 Page not found" reaches past the first 100 px.
    const png = PNG.sync.read(Buffer.from(await onFailure.admin.artifact(failed.id, 'screenshot')));
    expect([png.width, png.height]).toEqual([VIEWPORT.width, VIEWPORT.height]);
    expect(darkPixels(png, { x: 100, y: 0, width: 300, height: 80 })).toBeGreaterThan(50);
  } finally {
    await onFailure.close();
  }
  const never = await startTestServer({ ...browser, evidenceScreenshots: 'never' });
  try {
    expect(await codeOf(never.admin.extract({ url: `${site.url}/status/404`, prompt: 'the headline' }))).toBe('upstream_failed');
    const [failed] = (await never.admin.extractions({ status: 'failed' })).items;
    expect(failed.evidence_screenshot_path).toBeUndefined();
  } finally {
    await never.close();
  }
});

test('the annotated image of a visual run belongs to its tenant', async ({ site }) => {
  const server = await startTestServer(browser);
  try {
    const other = await server.admin.createKey({ name: 'acme-writer', scopes: ['read', 'write'], tenant: 'acme' });
    const acme = server.client(other.secret);
    const mine = await server.admin.visual({ url: `${site.url}/visual`, instruction: 'the search box' });
    const theirs = await acme.visual({ url: `${site.url}/visual`, instruction: 'the search box' });
    expect((await acme.artifact(theirs.id, 'visual-image')).length).toBeGreaterThan(0);
    expect(await codeOf(acme.artifact(mine.id, 'visual-image'))).toBe('not_found');
    expect(await codeOf(server.admin.artifact(theirs.id, 'visual-image'))).toBe('not_found');
    expect((await acme.extractions({ mode: 'visual' })).items.map((r) => r.id)).toEqual([theirs.id]);
  } finally {
    await server.close();
  }
});

test('retention removes expired artifacts and results on its timer, marks the rows, and the metrics show it', async ({ site }) => {
  const server = await startTestServer({
    ...browser,
    evidenceScreenshots: 'always',
    artifactRetentionSeconds: 1,
    resultRetentionSeconds: 1,
    retentionSweepSeconds: 0.2,
  });
  try {
    const r = await server.admin.visual({ url: `${site.url}/visual`, instruction: 'the search box' });
    const row = await server.admin.extraction(r.id);
    expect(row.visual_image_path).toBeTruthy();
    expect(row.evidence_screenshot_path).toBeTruthy();
    // The signal: the row stops pointing at both files once sweeps have taken them (they may go in two sweeps).
    await expect
      .poll(
        async () => {
          const now = await server.admin.extraction(r.id);
          return [now.visual_image_path ?? null, now.evidence_screenshot_path ?? null];
        },
        { timeout: 15_000 },
      )
      .toEqual([null, null]);
    expect((await server.admin.extraction(r.id)).artifacts_expired_at).toBeTruthy();
    expect(await codeOf(server.admin.artifact(r.id, 'visual-image'))).toBe('not_found');
    expect(await codeOf(server.admin.artifact(r.id, 'screenshot'))).toBe('not_found');
    await expect.poll(async () => (await server.admin.extraction(r.id)).result_expired_at, { timeout: 15_000 }).toBeTruthy();
    expect(await codeOf(server.admin.extractionResult(r.id))).toBe('not_found');
    const m = (await server.admin.metrics()) as {
      retention: { retained: { count: number }; removed: { count: number; bytes: number }; results_expired: number };
    };
    expect(m.retention.retained.count).toBe(0);
    expect(m.retention.removed.count).toBe(2);
    expect(m.retention.removed.bytes).toBeGreaterThan(1000);
    expect(m.retention.results_expired).toBeGreaterThanOrEqual(1);
  } finally {
    await server.close();
  }
});

test('artifacts download from a data folder under a dot-folder (the default ~/.pluck)', async ({ site }) => {
  const dataDir = path.join(tempDir(), '.pluck', 'data');
  const server = await startTestServer({ ...browser, dataDir, evidenceScreenshots: 'always' });
  try {
    const r = await server.admin.visual({ url: `${site.url}/visual`, instruction: 'the search box' });
    for (const kind of ['screenshot', 'visual-image'] as const) {
      const res = await server.admin.raw('GET', `/v1/extractions/${r.id}/artifacts/${kind}`);
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(PNG.sync.read(Buffer.from(await server.admin.artifact(r.id, kind))).width).toBeGreaterThan(100);
    }
    // A file gone from disk behind the row's back is a JSON 404, never an error sent as image/png.
    fs.rmSync(path.join(dataDir, 'artifacts'), { recursive: true });
    const gone = await server.admin.raw('GET', `/v1/extractions/${r.id}/artifacts/screenshot`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/json/);
    expect(gone.body).toMatchObject({ code: 'not_found' });
  } finally {
    await server.close();
  }
});

test('the console loads when it is installed under a dot-folder (~/.npm/_npx/…)', async () => {
  const uiDir = path.join(tempDir(), '.npm', '_npx', 'pluck', 'ui');
  fs.mkdirSync(path.join(uiDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Pluck console</title>');
  fs.writeFileSync(path.join(uiDir, 'assets', 'app.js'), 'console.log("pluck")');
  const server = await startTestServer({ uiDir });
  try {
    for (const at of ['/', '/history']) {
      const page = await server.client().raw('GET', at, undefined, { headers: { Accept: 'text/html' } });
      expect(page.status, at).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.text).toContain('Pluck console');
    }
    const script = await server.client().raw('GET', '/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.text).toContain('pluck');
  } finally {
    await server.close();
  }
});
