/**
 * The browser's egress proxy: an in-process HTTP proxy on loopback that Chromium is pointed at
 * (`--proxy-server`), so every request a page makes — sub-resources, redirects, iframes, fetch()
 * and WebSocket from page scripts — is dialed here, to the address the egress policy approved.
 * Plain HTTP comes as forward requests, HTTPS and WebSocket as CONNECT tunnels; a refusal is a
 * 403 carrying `X-Pluck-Egress: refused`, a host that cannot be reached (its name does not resolve,
 * its port refuses) a 502 carrying `X-Pluck-Egress: unreachable`; both are remembered per host so the fetch can report
 * them — Chromium itself only sees a failed tunnel (ERR_TUNNEL_CONNECTION_FAILED) or a 502.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { bareHost, EgressRefusedError, type EgressPolicy } from './egress-policy';

/** A running egress proxy. */
export interface EgressProxy {
  /** `http://127.0.0.1:<port>`, for `--proxy-server`. */
  url: string;
  /** Why requests to `host` were last refused, when they were. */
  refusalFor(host: string): string | undefined;
  /** The error of the last failed dial of `host` other than a refusal (`code` ENOTFOUND for a name that does not resolve, ECONNREFUSED…). */
  dialFailureFor(host: string): { code?: string; message: string } | undefined;
  /** How the dials of `host` stand. */
  dialState(host: string): DialState;
  /** Stops listening and drops every open connection; idempotent. */
  close(): Promise<void>;
}

/**
 * How a host's dials stand: the start (performance.now()) of its oldest dial still waiting for an address or a connection;
 * else how its last dial ended; undefined before any.
 */
export type DialState = number | 'answered' | 'failed' | undefined;

/** Header of the proxy's refusals. */
export const EGRESS_HEADER = 'x-pluck-egress';
// Failed dials kept for reporting; the oldest go first.
const MAX_REMEMBERED = 256;
// Hosts whose last dial's outcome is kept; the oldest go first.
const MAX_HOSTS = 4096;

function splitHostPort(authority: string, defaultPort: number): { host: string; port: number } {
  const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(authority);
  return { host: m?.[1] ?? authority, port: m?.[2] ? Number(m[2]) : defaultPort };
}

/** Starts an egress proxy enforcing `policy` on 127.0.0.1 (a free port). */
export async function startEgressProxy(policy: EgressPolicy): Promise<EgressProxy> {
  // The last failed dial per host: a refusal, or another error (a name that does not resolve, a refused port).
  const failures = new Map<string, { refused: boolean; code?: string; message: string }>();
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  const remember = (host: string, err: unknown) => {
    const key = bareHost(host);
    failures.delete(key);
    failures.set(key, { refused: err instanceof EgressRefusedError, code: (err as NodeJS.ErrnoException).code, message: (err as Error).message });
    if (failures.size > MAX_REMEMBERED) failures.delete(failures.keys().next().value!);
  };
  // Dials waiting for an address or a connection, by host, with when each began; and how each host's last dial ended.
  const waiting = new Map<string, Set<{ since: number }>>();
  const outcomes = new Map<string, DialState>();
  /**
   * Marks a dial of `authority` begun. The function returned ends it, answered or failed with `err` (remembered for the
   * reports); only the first call sets how the dial stood, so an error after the connection is reported and nothing more.
   */
  const dialing = (authority: string) => {
    const key = bareHost(authority);
    const dial = { since: performance.now() };
    const dials = waiting.get(key) ?? new Set();
    waiting.set(key, dials.add(dial));
    return (err?: unknown) => {
      if (err !== undefined) remember(authority, err);
      if (!dials.delete(dial)) return;
      if (!dials.size && waiting.get(key) === dials) waiting.delete(key);
      outcomes.delete(key);
      outcomes.set(key, err === undefined ? 'answered' : 'failed');
      if (outcomes.size > MAX_HOSTS) outcomes.delete(outcomes.keys().next().value!);
    };
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
    const dialed = dialing(host);
    policy.dialAddress(host, 'browser').then(
      ({ address }) => {
        const headers = { ...req.headers };
        delete headers['proxy-connection'];
        delete headers['proxy-authorization'];
        const upstream = http.request({ host: address, port, method: req.method, path: target.pathname + target.search, headers, setHost: false }, (up) => {
          res.writeHead(up.statusCode ?? 502, up.rawHeaders);
          up.pipe(res);
        });
        upstream.once('socket', (socket) => (socket.connecting ? socket.once('connect', () => dialed()) : dialed()));
        upstream.on('error', (err) => {
          dialed(err);
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', [EGRESS_HEADER]: 'unreachable' });
          res.end(`Could not reach ${host}: ${err.message}`);
        });
        // A page that stops loading (a cancelled run, a closed context) drops its request here too.
        res.once('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        req.pipe(upstream);
      },
      (err: unknown) => {
        dialed(err);
        const status = err instanceof EgressRefusedError ? 403 : 502;
        res.writeHead(status, { 'content-type': 'text/plain', [EGRESS_HEADER]: status === 403 ? 'refused' : 'unreachable' }).end(reason(err));
      },
    );
  });

  server.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    client.on('error', () => client.destroy());
    const { host, port } = splitHostPort(req.url ?? '', 443);
    const dialed = dialing(host);
    policy.dialAddress(host, 'browser').then(
      ({ address }) => {
        const upstream = net.connect(port, address, () => {
          dialed();
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        track(upstream);
        upstream.on('error', (err) => {
          dialed(err);
          client.end(`HTTP/1.1 502 Bad Gateway\r\n${EGRESS_HEADER}: unreachable\r\nContent-Length: 0\r\n\r\n`);
        });
        client.on('close', () => upstream.destroy());
      },
      (err: unknown) => {
        dialed(err);
        const refused = err instanceof EgressRefusedError;
        client.end(
          `HTTP/1.1 ${refused ? '403 Forbidden' : '502 Bad Gateway'}\r\n${EGRESS_HEADER}: ${refused ? 'refused' : 'unreachable'}\r\nContent-Length: 0\r\n\r\n`,
        );
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
    refusalFor: (host) => {
      const last = failures.get(bareHost(host));
      return last?.refused ? last.message : undefined;
    },
    dialFailureFor: (host) => {
      const last = failures.get(bareHost(host));
      return last && !last.refused ? { code: last.code, message: last.message } : undefined;
    },
    dialState: (host) => {
      const key = bareHost(host);
      return waiting.get(key)?.values().next().value?.since ?? outcomes.get(key);
    },
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      })),
  };
}
