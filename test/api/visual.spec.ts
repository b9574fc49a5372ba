/**
 * POST /v1/visual against real Chromium on the fixture shop page: the instruction picks the right
 * elements, their boxes are where the browser lays them out, the annotated PNG is the page's size
 * with the boxes and labels drawn, the run is a `visual` history row with its image retained, and
 * a deployment without a browser answers 503 and records nothing.
 */
import { PNG } from 'pngjs';
import type { VisualResponse } from '../../server/contract/features';
import { COLORS } from '../../server/engine/visual/annotate';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { pixel } from '../support/png';
import { expect, startTestServer, type TestServer } from '../support/server';
import { test as siteTest } from '../support/site-fixture';

const test = siteTest.extend<{}, { browserServer: TestServer }>({
  browserServer: [
    async ({}, use) => {
      const server = await startTestServer({ engine: 'browser', browserPath: '/usr/bin/chromium' });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

type El = VisualResponse['data']['elements'][number];

test('"the search box and the submit button" selects those two, with boxes where the browser lays them out', async ({ site, browserServer, page }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual`, instruction: 'the search box and the submit button' });
  expect(r.status).toBe('completed');
  expect(r.data.screenshot).toBeUndefined();
  expect(r.data.selected).toHaveLength(2);
  const [box, button] = r.data.selected.map((l) => r.data.elements.find((e) => e.label === l) as El);
  expect(box).toMatchObject({ role: 'searchbox', tag: 'input', name: 'Search', kind: 'interactive', attributes: { id: 'q', type: 'search', name: 'q' } });
  expect(button).toMatchObject({ role: 'button', tag: 'button', text: 'Search', attributes: { type: 'submit', id: 'search-button', form: 'site-search' } });
  // Labels are 1-based and in document order; hidden elements are left out, text blocks are in.
  expect(r.data.elements.map((e) => e.label)).toEqual(r.data.elements.map((_, i) => i + 1));
  expect(r.data.elements.some((e) => e.text === 'Hidden offer')).toBe(false);
  expect(r.data.elements.find((e) => e.role === 'heading' && e.text === 'Light your home, beautifully')).toBeTruthy();
  expect(r.data.elements.filter((e) => e.text === 'Add to cart')).toHaveLength(3);
  expect(r.metadata).toMatchObject({ provider: 'builtin', engine: 'browser', elements: r.data.elements.length, selected: 2 });

  // The same page laid out by another Chromium at the service's viewport: every box centre hits its element.
  const viewport = r.metadata.viewport as { width: number; height: number };
  await page.setViewportSize(viewport);
  await page.goto(`${site.url}/visual`);
  const hits = await page.evaluate(
    (els) =>
      els.map((e) => {
        const target = document.querySelector(e.selector);
        const hit = document.elementFromPoint(e.box.x + e.box.width / 2, e.box.y + e.box.height / 2);
        return {
          label: e.label,
          found: !!target && target.tagName.toLowerCase() === e.tag,
          hits: !!target && !!hit && (target === hit || target.contains(hit)),
        };
      }),
    r.data.elements,
  );
  expect(hits.filter((h) => !h.found)).toEqual([]);
  expect(hits.filter((h) => !h.hits)).toEqual([]);
  const rect = await page.locator('#q').boundingBox();
  expect(box.box).toEqual({ x: Math.round(rect!.x), y: Math.round(rect!.y), width: Math.round(rect!.width), height: Math.round(rect!.height) });
});

test('the annotated PNG is the page’s size, with boxes and labels drawn, and it is retained on a visual history row', async ({
  site,
  browserServer,
  page,
}, info) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual`, instruction: 'the search box and the submit button', include_screenshot: true });
  const shot = r.data.screenshot!;
  expect(shot.mime).toBe('image/png');
  const png = PNG.sync.read(Buffer.from(shot.base64, 'base64'));
  await info.attach('annotated.png', { body: Buffer.from(shot.base64, 'base64'), contentType: 'image/png' });

  const viewport = r.metadata.viewport as { width: number; height: number };
  await page.setViewportSize(viewport);
  await page.goto(`${site.url}/visual`);
  const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
  expect([png.width, png.height]).toEqual([size.width, size.height]);
  expect([shot.width, shot.height]).toEqual([size.width, size.height]);

  // Selected boxes are outlined in green, with a green badge holding white digits; other elements in their own colours.
  const box = r.data.elements.find((e) => e.label === r.data.selected[0])!.box;
  expect(pixel(png, box.x + 1, box.y + Math.floor(box.height / 2))).toEqual([...COLORS.selected]);
  expect(pixel(png, box.x + box.width - 2, box.y + Math.floor(box.height / 2))).toEqual([...COLORS.selected]);
  const badge: [number, number, number][] = [];
  for (let y = box.y - 14; y < box.y; y++) for (let x = box.x; x < box.x + 10; x++) badge.push(pixel(png, x, y));
  expect(badge.some((p) => p.join() === COLORS.selected.join())).toBe(true);
  expect(badge.some((p) => p.join() === COLORS.digit.join())).toBe(true);
  // Inside the box, away from its outline, the page shows through: the same pixel the other Chromium renders.
  const plain = PNG.sync.read(await page.screenshot({ fullPage: true }));
  const inside: [number, number] = [box.x + box.width - 20, box.y + Math.floor(box.height / 2)];
  expect(pixel(png, ...inside)).toEqual(pixel(plain, ...inside));
  expect(pixel(png, ...inside)).not.toEqual([...COLORS.selected]);
  // A point outside every box is untouched page background.
  const outside: [number, number] = [size.width - 5, size.height - 5];
  expect(
    r.data.elements.some(
      (e) => outside[0] >= e.box.x && outside[0] < e.box.x + e.box.width && outside[1] >= e.box.y - 14 && outside[1] < e.box.y + e.box.height,
    ),
  ).toBe(false);
  expect(pixel(png, ...outside)).toEqual(pixel(plain, ...outside));

  // Retained: the history row is a visual row whose image route serves the same PNG.
  expect(r.visual_image_path).toBe(`/v1/extractions/${r.id}/artifacts/visual-image`);
  const row = await browserServer.admin.extraction(r.id);
  expect(row).toMatchObject({ mode: 'visual', status: 'completed', engine: 'browser', provider: 'builtin', visual_image_path: r.visual_image_path });
  expect(row.evidence_screenshot_path).toBeUndefined();
  const stored = await browserServer.admin.artifact(r.id, 'visual-image');
  expect(Buffer.from(stored).equals(Buffer.from(shot.base64, 'base64'))).toBe(true);
  const result = await browserServer.admin.extractionResult(r.id);
  expect(result.data).toMatchObject({ selected: r.data.selected });
});

test('an instruction that matches nothing is a partial run; a bad url is 400 with no row', async ({ site, browserServer }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual`, instruction: 'the zebra carousel' });
  expect(r.status).toBe('partial');
  expect(r.data.selected).toEqual([]);
  expect(r.metadata.reason).toMatch(/No element/);
  const bad = await browserServer.admin.raw('POST', '/v1/visual', { url: 'ftp://x', instruction: 'a' });
  expect(bad.status).toBe(400);
  const unknown = await browserServer.admin.raw('POST', '/v1/visual', { url: `${site.url}/visual`, instruction: 'a', zoom: 2 });
  expect(unknown.status).toBe(400);
});

const picked = (r: VisualResponse) => r.data.selected.map((l) => r.data.elements.find((e) => e.label === l) as El);

test('the README example: "label the prices" on a product page selects its price, element 2', async ({ site, browserServer }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual/product`, instruction: 'label the prices' });
  expect(r.status).toBe('completed');
  expect(r.data.selected).toEqual([2]);
  expect(picked(r)[0]).toMatchObject({ label: 2, text: '$79.00' });
  expect(r.metadata).toMatchObject({ completeness: 1, selected: 1 });
  expect(r.metadata.reason).toBeUndefined();
  // Every price on the shop page, and not the sentence that mentions "$150".
  const shop = await browserServer.admin.visual({ url: `${site.url}/visual`, instruction: 'label the prices' });
  expect(picked(shop).map((e) => e.text)).toEqual(['$189.00', '$79.00', '$129.00']);
});

test('"the headline and the author" selects one element for each on a news article', async ({ site, browserServer }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual/article`, instruction: 'the headline and the author' });
  expect(r.status).toBe('completed');
  const [headline, author] = picked(r);
  expect(headline).toMatchObject({ role: 'heading', tag: 'h1', text: 'Night buses return to the river line after two years' });
  expect(author.text).toContain('Jane Okafor');
  const dated = await browserServer.admin.visual({ url: `${site.url}/visual/article`, instruction: 'highlight the publication date' });
  expect(picked(dated).map((e) => e.tag)).toEqual(['time']);
  const news = await browserServer.admin.visual({ url: `${site.url}/news`, instruction: 'the headline and the author' });
  expect(picked(news).map((e) => e.text)).toEqual(['City council approves $2.4bn budget after late-night session', 'By Marco Díaz, City Hall reporter']);
});

test('"the add to cart button" picks the button, not the nav link "Cart" before it', async ({ site, browserServer }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual/cart`, instruction: 'the add to cart button' });
  expect(r.status).toBe('completed');
  expect(picked(r)).toEqual([expect.objectContaining({ role: 'button', tag: 'button', text: 'Add to cart' })]);
  expect(r.data.elements.find((e) => e.role === 'link' && e.text === 'Cart')).toBeTruthy();
});

test('a thing named that matches nothing: partial, and the reason names it and the closest elements', async ({ site, browserServer }) => {
  const r = await browserServer.admin.visual({ url: `${site.url}/visual/cart`, instruction: 'the price and the checkout button' });
  expect(r.status).toBe('partial');
  expect(picked(r).map((e) => e.text)).toEqual(['$129.00']);
  expect(r.metadata.completeness).toBe(0.5);
  const button = r.data.elements.find((e) => e.text === 'Add to cart')!;
  expect(r.metadata.reason).toBe(`No element looks like "checkout button"; closest: [${button.label}] button "Add to cart"`);
  expect((await browserServer.admin.extraction(r.id)).status).toBe('partial');
});

test('without a browser: 503 browser_unavailable and nothing recorded', async ({ site }) => {
  const server = await startTestServer({ engine: 'http' });
  try {
    const r = await server.admin.raw('POST', '/v1/visual', { url: `${site.url}/visual`, instruction: 'the search box' });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'browser_unavailable' });
    expect((await server.admin.extractions({ mode: 'visual' })).items).toEqual([]);
  } finally {
    await server.close();
  }
});

test('with an OpenAI-compatible model (stand-in): the model reads the annotated screenshot and picks the labels', async ({ site }) => {
  const llm = await startOpenAiStandIn((req) => {
    // The "model" answers the label the element list gives the search box.
    const text = (req.body.messages[1].content as unknown as { type: string; text?: string }[]).find((p) => p.type === 'text')!.text!;
    const label = Number(/\[(\d+)\] searchbox/.exec(text)![1]);
    return { content: { labels: [label, 9999] }, promptTokens: 1500, completionTokens: 12 };
  });
  const server = await startTestServer({
    engine: 'browser',
    browserPath: '/usr/bin/chromium',
    llmProvider: 'openai',
    openaiBaseUrl: llm.baseUrl,
    openaiApiKey: 'sk-test',
  });
  try {
    const r = await server.admin.visual({ url: `${site.url}/visual`, instruction: 'where do I type what I am looking for?' });
    const req = llm.requests[0].body as unknown as { model: string; messages: { content: unknown }[]; response_format: { type: string } };
    expect(req.model).toBe('gpt-4.1-mini');
    expect(req.response_format.type).toBe('json_schema');
    const parts = req.messages[1].content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts.find((p) => p.type === 'text')!.text).toContain('where do I type what I am looking for?');
    const image = parts.find((p) => p.type === 'image_url')!.image_url!.url;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const sent = PNG.sync.read(Buffer.from(image.slice('data:image/png;base64,'.length), 'base64'));
    expect([sent.width, sent.height]).toEqual([(r.metadata.page as { width: number }).width, (r.metadata.page as { height: number }).height]);
    // Labels the page does not have (9999) are dropped.
    const picked = r.data.elements.filter((e) => r.data.selected.includes(e.label));
    expect(picked.map((e) => e.attributes.id)).toEqual(['q']);
    expect(r.metadata).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini', tokens: 1512 });
    expect(r.metadata.cost as number).toBeGreaterThan(0);
  } finally {
    await server.close();
    await llm.close();
  }
});
