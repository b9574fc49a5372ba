/**
 * A stand-in for ios_webkit_debug_proxy (no iPhone runs here): the device list as JSON on one port,
 * each device's page list on its own port, and a WebKit inspector WebSocket per page that announces
 * its target (iOS 12+) and answers `Target.sendMessageToTarget`-wrapped `Page.navigate`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/** A running stand-in. */
export interface IwdpStandIn {
  /** The device list URL (PLUCK_IOS_WDP_URL). */
  url: string;
  /** URLs the inspector was told to navigate to. */
  navigations: string[];
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

/** Starts the stand-in with one iPhone showing one Safari page. */
export async function startIwdpStandIn(device = { id: '00008110-000A1C2E3F', name: 'Test iPhone' }): Promise<IwdpStandIn> {
  const navigations: string[] = [];
  let pageUrl = 'https://example.test/start';
  const devServer = http.createServer((req, res) => {
    const port = (devServer.address() as AddressInfo).port;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify([
        {
          devtoolsFrontendUrl: '',
          faviconUrl: '',
          thumbnailUrl: '/thumb/1',
          title: 'Start',
          url: pageUrl,
          webSocketDebuggerUrl: `ws://127.0.0.1:${port}/devtools/page/1`,
          appId: 'PID:123',
        },
      ]),
    );
  });
  const wss = new WebSocketServer({ server: devServer });
  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ method: 'Target.targetCreated', params: { targetInfo: { targetId: 'page-1', type: 'page' } } }));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.method !== 'Target.sendMessageToTarget') return ws.send(JSON.stringify({ id: msg.id, error: { message: `'${msg.method}' was not found` } }));
      ws.send(JSON.stringify({ id: msg.id, result: {} }));
      const inner = JSON.parse(msg.params.message);
      if (inner.method === 'Page.navigate') {
        navigations.push(inner.params.url);
        pageUrl = inner.params.url;
      }
      ws.send(
        JSON.stringify({ method: 'Target.dispatchMessageFromTarget', params: { targetId: 'page-1', message: JSON.stringify({ id: inner.id, result: {} }) } }),
      );
    });
  });
  const devPort = await listen(devServer);
  const list = http.createServer((req, res) => {
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify([{ deviceId: device.id, deviceName: device.name, deviceOSVersion: '17.4', url: `localhost:${devPort}` }]));
  });
  const listPort = await listen(list);
  return {
    url: `http://127.0.0.1:${listPort}`,
    navigations,
    async close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
      list.closeAllConnections();
      devServer.closeAllConnections();
      await Promise.all([new Promise((r) => list.close(r)), new Promise((r) => devServer.close(r))]);
    },
  };
}
