/**
 * createCdpProxy: a CDP endpoint (Puppeteer, Playwright connectOverCDP) in front of Firefox,
 * through the BiDi or Juggler backend.
 */
import { randomUUID } from 'node:crypto';
import { detectBinary } from './binary';
import { BidiBackend } from './bidi/bidi-backend';
import { cdpHandlers } from './domains/handlers';
import { JugglerBackend } from './juggler/juggler-backend';
import type { BrowserModel } from './model/browser-model';
import type { Backend } from './model/types';
import { resolveCdpProxyOptions, type CdpProxy, type CdpProxyOptions } from './options';
import { startDiscoveryServer } from './transport/discovery-server';

export type { CdpProxy, CdpProxyOptions } from './options';
export { binaryCandidates, detectBinary } from './binary';

/** Starts the browser (or connects to it) and serves CDP; see CdpProxyOptions for defaults. */
export async function createCdpProxy(options: CdpProxyOptions = {}): Promise<CdpProxy> {
  const o = resolveCdpProxyOptions(options);
  const binary = o.bidiUrl ? undefined : (o.binary ?? detectBinary(o.cwd, o.searchPath));
  let backend: Backend & { model: BrowserModel };
  const { headless, profile, acceptInsecureCerts } = o;
  if (o.backend === 'bidi') backend = await BidiBackend.start({ binary, headless, profile, bidiUrl: o.bidiUrl, bidiPort: o.bidiPort, acceptInsecureCerts });
  else {
    if (o.bidiUrl) throw new Error('--bidi-url needs --backend bidi');
    backend = await JugglerBackend.start({ binary: binary!, headless, profile, acceptInsecureCerts });
  }

  let resolveClosed!: (v: { reason: string; expected: boolean }) => void;
  const closed = new Promise<{ reason: string; expected: boolean }>((r) => (resolveClosed = r));
  let closing: Promise<void> | undefined;
  let server: Awaited<ReturnType<typeof startDiscoveryServer>> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await server?.close();
      await backend.close();
    })());
  backend.model.on('disconnected', (reason) => {
    resolveClosed({ reason, expected: false });
    void close();
  });

  const browserId = randomUUID();
  try {
    server = await startDiscoveryServer(o.host, o.port, browserId, {
      backend,
      model: backend.model,
      handlers: cdpHandlers(),
      closeBrowser: () => {
        resolveClosed({ reason: 'Browser.close was requested by a client', expected: true });
        // Let the reply go out before the sockets close.
        setImmediate(() => void close());
      },
    });
  } catch (err) {
    await backend.close();
    throw err;
  }
  const hostPart = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = `http://${hostPart}:${server.port}`;
  const model = backend.model;
  const diagnostics = () => ({
    connections: server!.connections(),
    listeners: server!.subscriptions() + model.eventNames().reduce((n, name) => n + model.listenerCount(name), 0),
  });
  return { url, port: server.port, wsEndpoint: `ws://${hostPart}:${server.port}/devtools/browser/${browserId}`, closed, close, diagnostics };
}
