/**
 * A loopback static server for saved pages: each page answers at its original URL's path and query
 * (so what a URL says — /dp/<ASIN>, ?childSku= — reaches the extractor as it would on the shop),
 * everything else (the pages' scripts, images, styles) is a 404 at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page to serve: its original URL and its bytes. */
export interface SavedPage {
  url: string;
  body: () => Buffer;
}

/** A running site: the loopback URL of each saved page, by its original URL. */
export interface CorpusSite {
  urlOf(original: string): string;
  close(): Promise<void>;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Serves `pages` on 127.0.0.1; paths must be distinct. */
export async function startCorpusSite(pages: SavedPage[]): Promise<CorpusSite> {
  const byPath = new Map(pages.map((p) => [pathOf(p.url), p]));
  const server = http.createServer((req, res) => {
    const page = byPath.get(req.url ?? '');
    if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    // No charset: the page's own <meta charset> says it, as the shop's server may not.
    res.writeHead(200, { 'content-type': 'text/html' }).end(page.body());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlOf: (original) => {
      const u = new URL(original);
      return `${base}${u.pathname}${u.search}${u.hash}`;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
