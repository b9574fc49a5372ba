/**
 * A hostile site on 127.0.0.1 for the egress and limits tests: a page whose script reaches for an
 * internal address, an internal "secret" that counts who reached it, redirects, a response that
 * never ends, a page of a million elements, one nested 20,000 deep and one slow to read. Every URL is built on a host name the test's DNS
 * stand-in answers (`http://<name>:<port>/…`). The same site answers on 127.0.0.2 (same port), which the
 * egress tests allow by address and use as the "public" answer of a rebinding name: it is reachable,
 * and the site tells which of its two addresses a request came in on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running hostile site. */
export interface HostileSite {
  port: number;
  /** `http://<host>:<port><path>`. */
  at(host: string, path: string): string;
  /** Requests that reached /secret (on `address` alone when given: 127.0.0.1 or 127.0.0.2). */
  secretHits(address?: string): number;
  /** Bytes of /endless sent before the reader hung up. */
  endlessSent(): number;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Starts the site. */
export async function startHostileSite(): Promise<HostileSite> {
  const hits = new Map<string, number>();
  let sent = 0;
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site');
    const html = (body: string) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><head><title>Hostile</title></head><body>${body}</body></html>`);
    switch (url.pathname) {
      case '/secret':
        hits.set(req.socket.localAddress ?? '', (hits.get(req.socket.localAddress ?? '') ?? 0) + 1);
        return html('<h1>internal secret</h1>');
      case '/ok':
        return html('<h1>Plain page</h1><p>Nothing to see.</p>');
      case '/redirect':
        return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/script-fetch': {
        const target = JSON.stringify(url.searchParams.get('to'));
        return html(`<h1 id="out">waiting</h1><script>
          fetch(${target}).then((r) => r.text()).then((t) => 'reached: ' + t, (e) => 'blocked: ' + e.message)
            .then((s) => { document.getElementById('out').textContent = s; document.body.setAttribute('data-done', '1'); });
        </script>`);
      }
      case '/script-ws': {
        const target = JSON.stringify(url.searchParams.get('to'));
        return html(`<h1 id="out">waiting</h1><script>
          const ws = new WebSocket(${target});
          const done = (s) => { document.getElementById('out').textContent = s; document.body.setAttribute('data-done', '1'); };
          ws.onopen = () => done('open'); ws.onerror = () => done('blocked');
        </script>`);
      }
      case '/heavy':
        // A small page whose frame never ends: only the page-weight cap stops the browser.
        return html('<h1>Heavy</h1><iframe src="/endless"></iframe>');
      case '/endless': {
        // 200 MB announced by nothing (chunked): only the reader's cap stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const pump = () => {
          while (sent < 200 * 1024 * 1024 && res.write(CHUNK)) sent += CHUNK.length;
          if (sent >= 200 * 1024 * 1024) res.end();
        };
        res.on('drain', pump);
        res.on('close', () => res.off('drain', pump));
        return pump();
      }
      case '/million-nodes':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><head><title>Big</title></head><body><h1>Big</h1>');
        for (let i = 0; i < 100; i++) res.write('<i></i>'.repeat(10_000));
        return res.end('</body></html>');
      case '/stalled-million':
        // The parser stops at a script that never comes, before 300,000 elements: the page is read as served.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<!doctype html><html><head><title>Stalled</title></head><body><h1>Stalled</h1><script src="/never.js"></script>');
        return res.end(`${'<i></i>'.repeat(300_000)}</body></html>`);
      case '/never.js':
        return;
      case '/deep':
        // A story's paragraph nested deeper than any browser nests (Chromium stops at 512).
        return html(`<h1>Desk lamp</h1>${'<section>'.repeat(20_000)}<p>The lamp is bright and costs $25.00 in the shop.</p>${'</section>'.repeat(20_000)}`);
      case '/slow-to-read':
        // A size grid of 3,000 buttons: the reader view takes many seconds over it (Readability asks the list for its
        // children at each item, and linkedom walks the whole list to answer).
        return html(`<h1>Runner</h1><ul class="sizes">${Array.from({ length: 3000 }, (_, i) => `<li><button class="size">${i}</button></li>`).join('')}</ul>`);
      default:
        res.writeHead(404).end();
    }
  };
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const second = http.createServer(handle);
  await new Promise<void>((resolve) => second.listen(port, '127.0.0.2', resolve));
  const closeServer = (s: http.Server) =>
    new Promise<void>((resolve) => {
      s.closeAllConnections();
      s.close(() => resolve());
    });
  return {
    port,
    at: (host, path) => `http://${host}:${port}${path}`,
    secretHits: (address) => (address ? (hits.get(address) ?? 0) : [...hits.values()].reduce((a, b) => a + b, 0)),
    endlessSent: () => sent,
    close: async () => {
      await Promise.all([closeServer(server), closeServer(second)]);
    },
  };
}
