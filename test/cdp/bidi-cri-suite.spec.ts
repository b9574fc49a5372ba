/**
 * Issue 37: what chrome-remote-interface's own suite expects of a Chrome, through the proxy over
 * firefox-esr's WebDriver BiDi: the discovery endpoints and the Network events of navigations.
 */
import { expect, test } from '@playwright/test';
import CDP from 'chrome-remote-interface';
import { useBidiProxy } from './support/bidi-proxy';

const fx = useBidiProxy();

test('/json/new answers with the URL the new tab loads, as Chrome does, not the blank page it starts as', async () => {
  const port = fx.proxy.port;
  const created = await CDP.New({ port, url: `${fx.site.url}/` });
  expect(created.url).toBe(`${fx.site.url}/`);
  expect((await CDP.List({ port })).some((t) => t.id === created.id)).toBe(true);
  const unloadable = await CDP.New({ port, url: 'chrome://newtab/' });
  expect(unloadable.url).toBe('chrome://newtab/');
  const blank = await CDP.New({ port });
  expect(blank.url).toBe('about:blank');
  for (const { id } of [created, unloadable, blank]) await CDP.Close({ port, id });
});

test('a navigation Firefox refuses to load is a document request that failed, in the Network domain', async () => {
  const target = await CDP.New({ port: fx.proxy.port });
  const client = await CDP({ port: fx.proxy.port, target: target.id });
  try {
    const events: { method: string; params: any }[] = [];
    client.on('event', (message) => events.push(message));
    await client.Network.enable();
    const answer = await client.Page.navigate({ url: 'chrome://newtab/' });
    expect(answer.errorText).toMatch(/^net::ERR_/);
    const network = events.filter((e) => e.method.startsWith('Network.'));
    expect(network.map((e) => e.method)).toEqual(['Network.requestWillBeSent', 'Network.loadingFailed']);
    expect(network[0].params).toMatchObject({
      requestId: answer.loaderId,
      loaderId: answer.loaderId,
      frameId: answer.frameId,
      type: 'Document',
      documentURL: 'chrome://newtab/',
      request: { url: 'chrome://newtab/', method: 'GET' },
    });
    expect(network[1].params).toMatchObject({ requestId: answer.loaderId, type: 'Document', errorText: answer.errorText });
  } finally {
    await client.close();
    await CDP.Close({ port: fx.proxy.port, id: target.id });
  }
});

test('Puppeteer: goto a page Firefox refuses rejects with the error, and the request fails in page events', async () => {
  const page = await fx.browser.newPage();
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  const error = await page.goto('chrome://newtab/').catch((err: Error) => err);
  expect(String(error)).toMatch(/net::ERR_\w+ at chrome:\/\/newtab\//);
  expect(failed).toEqual([expect.stringMatching(/^chrome:\/\/newtab\/ net::ERR_/)]);
  await page.close();
});
