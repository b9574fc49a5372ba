/**
 * The browser's egress proxy: an in-process HTTP proxy on loopback that Chromium is pointed at
 * (`--proxy-server`), so every request a page makes — sub-resources, redirects, iframes, fetch()
 * and WebSocket from page scripts — is dialed here, to the address the egress policy approved.
 * Plain HTTP comes as forward requests, HTTPS and WebSocket as CONNECT tunnels; a refusal is a
 * 403 carrying `X-Pluck-Egress: refused`, and is remembered per host so the fetch can report it.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { EgressRefusedError, type EgressPolicy } from './egress-policy';

/** A running egress proxy. */
export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for `--proxy-server`. */
  url: string;
  /** Why requests to `host` were last refused, when they were. */
  refusalFor(host: string): string | undefined;
  /** Stops listening and drops every open connection; idempotent. */
  close(): Promise<void>;
}

/** Header of the proxy's refusals. */
export const EGRESS_HEADER = 'x-pluck-egress';
// Refusals kept for reporting; the oldest go first.
const MAX_REMEMBERED = 256;

function splitHostPort(authority: string, defaultPort: number): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(authority);
  return { host: m?.[1] ?? authority, port: m?.[2] ? Number(m[2]) : defaultPort };
}

/** Starts an egress proxy enforcing `policy` on 127.0.0.1 (a free port). */
export async function startEgressProxy(policy: EgressPolicy): Promise<EgressProxy> {
  const refusals = new Map<string, string>();
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const remember = (err: unknown) => {
    if (!(err instanceof EgressRefusedError)) return;
    refusals.delete(err.host);
    refusals.set(err.host, err.message);
    if (refusals.size > MAX_REMEMBERED) refusals.delete(refusals.keys().next().value!);
  };
  const reason = (err: unknown) => (err instanceof EgressRefusedError ? err.message : `Could not reach the host: ${(err as Error).message}`);

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('not http');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('The egress proxy only forwards absolute http:// requests');
      return;
    }
    const { host, port } = splitHostPort(target.host, 80);
    policy.dialAddress(host, 'browser').then(
      ({ address }) => {
        const headers = { ...req.headers };
        delete headers['proxy-connection'];
        delete headers['proxy-authorization'];
        const upstream = http.request({ host: address, port, method: req.method, path: target.pathname + target.search, headers, setHost: false }, (up) => {
          res.writeHead(up.statusCode ?? 502, up.rawHeaders);
          up.pipe(res);
        });
        upstream.on('error', (err) => {
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`Could not reach ${host}: ${err.message}`);
        });
        req.pipe(upstream);
      },
      (err: unknown) => {
        remember(err);
        const status = err instanceof EgressRefusedError ? 403 : 502;
        res.writeHead(status, { 'content-type': 'text/plain', [EGRESS_HEADER]: status === 403 ? 'refused' : 'unreachable' }).end(reason(err));
      },
    );
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const { host, port } = splitHostPort(req.url ?? '', 443);
    policy.dialAddress(host, 'browser').then(
      ({ address }) => {
        const upstream = net.connect(port, address, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        track(upstream);
        upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n'));
        client.on('close', () => upstream.destroy());
      },
      (err: unknown) => {
        remember(err);
        const status = err instanceof EgressRefusedError ? '403 Forbidden' : '502 Bad Gateway';
        client.end(`HTTP/1.1 ${status}\r\n${EGRESS_HEADER}: refused\r\nContent-Length: 0\r\n\r\n`);
      },
    );
  });
  server.on('connection', track);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    refusalFor: (host) => refusals.get(host.replace(/^\[|\]$/g, '').toLowerCase()),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      })),
  };
}
