/**
 * The proxy's own HTTP + WebSocket endpoint: /json/version, /json/list, /json, /json/protocol,
 * /json/new, /json/activate/<id>, /json/close/<id>, and CDP
 * WebSockets on /devtools/browser/<id>, /devtools/page/<id> and /.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { CdpConnection, type ConnectionHost } from './connection';
import { ModelFanout } from './event-fanout';
import { closePage, openPage, pageIdOfTarget } from './page-targets';
import { protocolOf } from './protocol';

/** A listening discovery + CDP server. */
export interface DiscoveryServer {
  port: number;
  /** Clients connected now. */
  connections(): number;
  /** Connections subscribed to model events now (one per client while it is connected). */
  subscriptions(): number;
  /** Closes all client connections and the listener. */
  close(): Promise<void>;
}

/** Listens on host:port and serves CDP clients through `host`. */
export async function startDiscoveryServer(host: string, port: number, browserId: string, conn: ConnectionHost): Promise<DiscoveryServer> {
  const clients = new Set<CdpConnection>();
  const fanout = new ModelFanout(conn.model);
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
  const http = createServer((req, res) => {
    serveJson(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=UTF-8' }).end(err instanceof Error ? err.message : String(err));
    });
  });
  let address = '';

  const targetJson = (pageId: string, wsHost: string, loadingUrl?: string) => {
    const url = loadingUrl ?? conn.model.frames.get(pageId)?.url ?? '';
    return {
      description: '',
      id: pageId,
      type: 'page',
      title: url,
      url,
      webSocketDebuggerUrl: `ws://${wsHost}/devtools/page/${pageId}`,
      devtoolsFrontendUrl: '',
    };
  };

  const serveJson = async (req: IncomingMessage, res: ServerResponse) => {
    const [rawPath, ...rest] = (req.url ?? '/').split('?');
    const query = rest.join('?');
    const path = rawPath.replace(/\/+$/, '') || '/';
    const wsHost = req.headers.host ?? address;
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body, null, 2));
    };
    const text = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/plain; charset=UTF-8' }).end(body);
    const [, action, targetId] = /^\/json\/(activate|close)\/(.+)$/.exec(path) ?? [];
    if (req.method !== 'GET' && req.method !== 'PUT') {
      res.writeHead(405).end();
    } else if (path === '/json/version') {
      send({
        Browser: conn.backend.product,
        'Protocol-Version': '1.3',
        'User-Agent': conn.backend.userAgent,
        'V8-Version': '',
        'WebKit-Version': '',
        webSocketDebuggerUrl: `ws://${wsHost}/devtools/browser/${browserId}`,
      });
    } else if (path === '/json/list' || path === '/json') {
      send([...conn.model.pages.keys()].map((id) => targetJson(id, wsHost)));
    } else if (path === '/json/protocol') {
      send(protocolOf(Object.keys(conn.handlers)));
    } else if (path === '/json/new') {
      const url = query ? decodeURIComponent(query) : undefined;
      // Chrome describes the new tab by the URL it is loading, not by the blank page it starts as.
      send(targetJson(await openPage(conn.backend, conn.model, url), wsHost, loadingUrlOf(url)));
    } else if (action === 'activate') {
      const known = conn.model.pages.has(pageIdOfTarget(targetId));
      text(known ? 200 : 404, known ? 'Target activated' : `No such target id: ${targetId}`);
    } else if (action === 'close') {
      const closed = await closePage(conn.backend, conn.model, targetId);
      text(closed ? 200 : 404, closed ? 'Target is closing' : `No such target id: ${targetId}`);
    } else {
      text(404, `Unknown path ${path}`);
    }
  };

  http.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0];
    if (!(path === '/' || path.startsWith('/devtools/browser') || path.startsWith('/devtools/page/'))) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = new CdpConnection(ws, conn);
      const unwire = fanout.add(client);
      clients.add(client);
      ws.on('close', () => {
        unwire();
        client.dispose();
        clients.delete(client);
      });
      // A page URL from /json/list: that page arrives already attached as the connection's root.
      if (path.startsWith('/devtools/page/')) client.bindToPage(path.slice('/devtools/page/'.length));
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve());
  });
  const bound = (http.address() as AddressInfo).port;
  address = `${host.includes(':') ? `[${host}]` : host}:${bound}`;
  return {
    port: bound,
    connections: () => clients.size,
    subscriptions: () => fanout.size,
    close: async () => {
      for (const c of clients) c.close();
      wss.close();
      fanout.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** The URL a tab opened for `url` shows while it loads: Chrome's normal form, about:blank for none or an invalid one. */
function loadingUrlOf(url: string | undefined): string {
  return (url && URL.canParse(url) && new URL(url).href) || 'about:blank';
}
