/**
 * Issue 37: Page.navigate to a response Firefox downloads, when Firefox sees the navigation stop before
 * the download begins. The two race inside Firefox, a few ms apart, and on loaded cores the stop now and
 * then comes first: downloadWillBegin then names no navigation (data.bin), or one Firefox starts for the
 * download itself (a Content-Disposition attachment). A stand-in endpoint sends the BiDi messages Firefox
 * 153 sends in that order (recorded with the download held back in Firefox's DownloadList), so the order
 * is the same on every run.
 */
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { WebSocket, WebSocketServer } from 'ws';
import { BidiBackend } from '../../server/cdp/bidi/bidi-backend';

const PAGE = 'page-1';
const SITE = 'http://127.0.0.1:8000';
/** The navigation Firefox starts for the navigate command. */
const OWN = 'nav-own';

/** Answers to the commands the backend sends as it starts; any other command answers `{}`. */
const RESULTS: Record<string, object> = {
  'session.new': { sessionId: 's', capabilities: { browserVersion: '153.0' } },
  'browsingContext.create': { context: 'sentinel' },
  'browsingContext.getTree': { contexts: [{ context: PAGE, url: `${SITE}/`, userContext: 'default', children: [] }] },
  'script.getRealms': { realms: [] },
};

/** What Firefox sends for the navigation up to its stop: the navigation, its document request and the command's reply. */
function loaded(ws: WebSocket, id: number, url: string): void {
  const event = (method: string, params: object) => ws.send(JSON.stringify({ type: 'event', method, params: { context: PAGE, timestamp: 1, ...params } }));
  const request = { request: 'req-1', url, method: 'GET', headers: [], bodySize: 0 };
  const response = { url, status: 200, statusText: 'OK', headers: [], mimeType: 'application/octet-stream', fromCache: false };
  event('browsingContext.navigationStarted', { navigation: OWN, url });
  event('network.beforeRequestSent', { navigation: OWN, request, isBlocked: false, initiator: { type: 'other' } });
  event('network.responseStarted', { navigation: OWN, request, response, isBlocked: false });
  event('network.responseCompleted', { navigation: OWN, request, response, isBlocked: false });
  ws.send(JSON.stringify({ type: 'success', id, result: { navigation: OWN, url } }));
}

/** A backend on a stand-in endpoint whose navigate command is answered by `navigated`. */
async function backendWith(navigated: (ws: WebSocket, id: number, url: string) => void) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (ws) =>
    ws.on('message', (data) => {
      const { id, method, params } = JSON.parse(String(data));
      // No chrome scope: the features that need it stay off.
      if (params['moz:scope']) ws.send(JSON.stringify({ type: 'error', id, error: 'invalid argument', message: 'no chrome scope' }));
      else if (method === 'browsingContext.navigate') navigated(ws, id, params.url);
      else ws.send(JSON.stringify({ type: 'success', id, result: RESULTS[method] ?? {} }));
    }),
  );
  const backend = await BidiBackend.start({ bidiUrl: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, bidiPort: 0, headless: true });
  const close = async () => {
    await backend.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { backend, close };
}

/** The answer to Page.navigate, or 'no answer' when it has none soon after the last message (it never would). */
async function answer(backend: BidiBackend, url: string) {
  let timer: NodeJS.Timeout | undefined;
  const quiet = new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), 2000)));
  try {
    return await Promise.race([backend.navigate(PAGE, url), quiet]);
  } finally {
    clearTimeout(timer);
  }
}

test("a download that names no navigation ends the navigation of the frame's Page.navigate", async () => {
  const { backend, close } = await backendWith((ws, id, url) => {
    loaded(ws, id, url);
    ws.send(
      JSON.stringify({
        type: 'event',
        method: 'browsingContext.downloadWillBegin',
        params: { context: PAGE, navigation: null, url, suggestedFilename: 'data.bin', timestamp: 2 },
      }),
    );
  });
  try {
    expect(await answer(backend, `${SITE}/data.bin`)).toEqual({ loaderId: OWN, errorText: 'net::ERR_ABORTED', isDownload: true });
    // The frame stopped loading: it stays on the document it showed.
    expect(backend.model.frames.get(PAGE)?.pendingLoaderId).toBeUndefined();
  } finally {
    await close();
  }
});

test("a download in a navigation Firefox started for it ends the navigation of the frame's Page.navigate", async () => {
  const { backend, close } = await backendWith((ws, id, url) => {
    loaded(ws, id, url);
    const params = { context: PAGE, navigation: 'nav-download', url, timestamp: 2 };
    ws.send(JSON.stringify({ type: 'event', method: 'browsingContext.navigationStarted', params }));
    ws.send(JSON.stringify({ type: 'event', method: 'browsingContext.downloadWillBegin', params: { ...params, suggestedFilename: 'notes.txt' } }));
  });
  try {
    expect(await answer(backend, `${SITE}/attachment`)).toEqual({ loaderId: OWN, errorText: 'net::ERR_ABORTED', isDownload: true });
    expect(backend.model.frames.get(PAGE)?.pendingLoaderId).toBeUndefined();
  } finally {
    await close();
  }
});
