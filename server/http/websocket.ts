/**
 * WebSocket routes (a route declared with `socket`): the upgrade is matched, authenticated, scoped
 * and rate limited as the route's plain requests are, and whatever the route refuses before the
 * socket opens (a query its declaration refuses, too) is answered as an HTTP error with the JSON body of the one error table. Browsers
 * cannot set headers on a WebSocket, so the key may come as the subprotocol `bearer.<key>` beside
 * `pluck.v1` (the protocol the server selects; the key is never echoed).
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request } from 'express';
import { WebSocketServer } from 'ws';
import { KEY_PROTOCOL_PREFIX, SOCKET_PROTOCOL } from '../contract/common';
import { AppError } from '../contract/errors';
import type { Logger } from '../logger';
import { authenticateRoute, type MountDeps } from './mount';
import { validateQuery } from './validate';
import type { RouteDef } from './route';

/** Largest message a client may send, bytes. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** The handler of a plain GET on a WebSocket route. */
export function webSocketOnly(): never {
  throw new AppError('invalid_request', 'This endpoint is a WebSocket: connect with "Upgrade: websocket"', { details: { field: 'Upgrade' } });
}

/** Matches `path` against an Express-style route path with `:name` segments. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return undefined;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return undefined;
      }
    } else if (want[i] !== got[i]) return undefined;
  }
  return params;
}

/** The key a browser put in the subprotocols, moved to the Authorization header the routes read. */
function keyFromProtocols(req: IncomingMessage): void {
  if (req.headers.authorization) return;
  const offered = String(req.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim());
  const key = offered.find((p) => p.startsWith(KEY_PROTOCOL_PREFIX));
  if (key) req.headers.authorization = `Bearer ${key.slice(KEY_PROTOCOL_PREFIX.length)}`;
}

/** Answers a refused upgrade with the error's status and JSON body, then closes the socket. */
function refuse(socket: Duplex, err: AppError): void {
  const body = JSON.stringify(err.toBody());
  const head = [
    `HTTP/1.1 ${err.status} ${STATUS_CODES[err.status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(err.retryAfter !== undefined ? [`Retry-After: ${err.retryAfter}`] : []),
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** Sockets left open when the server stops are cut after this long, ms. */
const CLOSE_GRACE_MS = 1000;

/**
 * The server's `upgrade` listener for every route declared with `socket`, and `close`, which ends
 * the open sockets (1001, going away) so a stopping server does not wait on its viewers.
 */
export function createSocketServer(routes: readonly RouteDef[], deps: MountDeps, log: Logger) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (offered) => (offered.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
  });
  const sockets = routes.filter((r) => r.socket);
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => undefined);
    void (async () => {
      const [path, search = ''] = (req.url ?? '/').split('?');
      let found: { def: RouteDef; params: Record<string, string> } | undefined;
      for (const def of sockets) {
        const params = matchPath(def.path, path);
        if (params) {
          found = { def, params };
          break;
        }
      }
      if (!found) throw new AppError('not_found', `No WebSocket endpoint at ${path.slice(0, 200)}`);
      keyFromProtocols(req);
      const caller = await authenticateRoute(req as Request, found.def, deps);
      const sent = Object.fromEntries(new URLSearchParams(search));
      const query = found.def.query ? validateQuery(found.def.query, sent) : sent;
      const open = await found.def.socket!({ caller, params: found.params, query, limit: async () => deps.limiter.take(caller.keyId) });
      wss.handleUpgrade(req, socket, head, (ws) => open(ws));
    })().catch((err: unknown) => {
      if (err instanceof AppError) return refuse(socket, err);
      log.error({ err, path: req.url?.split('?')[0] }, 'WebSocket upgrade failed');
      refuse(socket, new AppError('internal', 'Internal error; see the server log'));
    });
  };
  return {
    upgrade,
    close(): void {
      for (const ws of wss.clients) ws.close(1001, 'the server is shutting down');
      setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, CLOSE_GRACE_MS).unref();
    },
  };
}
