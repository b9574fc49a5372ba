/**
 * The HTTP server: listening where the options say, WebSocket upgrades included, and closing with a
 * grace period for requests in flight.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { answerClientErrors } from '../http/client-error';

/** What answers WebSocket upgrades, and closes its sockets when the server stops. */
export interface UpgradeHandler {
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

/** Listens on `host:port` (0: any free port); resolves to the base URL, the port and the close. */
export async function listen(
  app: http.RequestListener,
  host: string,
  port: number,
  sockets: UpgradeHandler,
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const server = http.createServer(app);
  server.on('upgrade', sockets.upgrade);
  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown === '0.0.0.0' ? '127.0.0.1' : shown}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        sockets.close();
        server.closeIdleConnections();
        // In-flight requests get a grace period, then their sockets are cut.
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      }),
  };
}
