/**
 * A generated site of `pages` pages for crawls: page N links to pages N·fanout+1 … N·fanout+fanout,
 * so every page is reachable from /p/0. It counts the responses it finished per path (a request cut
 * off before its answer is not a read), and can hold requests unanswered until released.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running generated site. */
export interface GeneratedSite {
  url: string;
  /** Finished page responses per path. */
  served: Map<string, number>;
  /** Requests received while held. */
  heldCount(): number;
  /** Holds every page request from now on unanswered (its socket stays open). */
  hold(): void;
  /** Answers held requests and stops holding. */
  release(): void;
  close(): Promise<void>;
}

/** Starts the site on 127.0.0.1 with a free port. */
export async function startGeneratedSite(pages: number, fanout = 10): Promise<GeneratedSite> {
  const served = new Map<string, number>();
  let holding = false;
  const held: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const m = /^\/p\/(\d+)$/.exec(path);
    const n = m ? Number(m[1]) : -1;
    if (n < 0 || n >= pages) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const answer = () => {
      if (res.destroyed) return;
      const links: string[] = [];
      for (let i = n * fanout + 1; i <= n * fanout + fanout && i < pages; i++) links.push(`<li><a href="/p/${i}">Page ${i}</a></li>`);
      res.on('finish', () => served.set(path, (served.get(path) ?? 0) + 1));
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Page ${n}</title></head><body><main><h1>Page ${n}</h1><p>Page ${n} of a generated site, with a sentence or two of body text so that it reads as an article.</p><ul>${links.join('')}</ul></main></body></html>`,
      );
    };
    if (holding) held.push(answer);
    else answer();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    heldCount: () => held.length,
    hold: () => void (holding = true),
    release() {
      holding = false;
      for (const a of held.splice(0)) a();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
