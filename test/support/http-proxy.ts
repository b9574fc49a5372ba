/**
 * A tiny forwarding HTTP proxy on loopback (absolute-form GETs and CONNECT tunnels) that records
 * what went through it, so tests can prove a fetch used the proxy.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A running proxy. */
export interface TestProxy {
  url: string;
  /** Request targets seen, in order ("GET http://…" or "CONNECT host:port"). */
  seen: string[];
  close(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1 and a free port. */
export async function startHttpProxy(): Promise<TestProxy> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port || 80,
        path: target.pathname + target.search,
        method: req.method,
        headers: { ...req.headers, 'x-via-test-proxy': '1' },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const tunnels = new Set<net.Socket>();
  server.on('connect', (req, socket: net.Socket, head) => {
    seen.push(`CONNECT ${req.url}`);
    // Tunnelled sockets leave the HTTP server's bookkeeping; they are closed by hand.
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        for (const s of tunnels) s.destroy();
        server.close(() => r());
      }),
  };
}
