/**
 * A product page with job postings that changes between fetches: the n-th fetch is served
 * `versions[n]` (the last version once they run out), so what each monitor run sees is fixed
 * whatever the timing. Paths under `/broken` answer 500.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What one version of the page shows. */
export interface PageVersion {
  price: string;
  stock: string;
  jobs: string[];
}

/** The schema monitors of this page use. */
export const PAGE_SCHEMA = {
  type: 'object',
  properties: {
    price: { type: 'number' },
    stock: { type: 'string' },
    jobs: { type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, url: { type: 'string' }, location: { type: 'string' } } } },
  },
};

function html(v: PageVersion): string {
  const jobs = v.jobs
    .map((j) => `<li class="job"><a class="title" href="/jobs/${j.toLowerCase().replace(/ /g, '-')}">${j}</a> <span class="location">Berlin</span></li>`)
    .join('');
  return `<!doctype html><html><head><title>Widget Pro</title></head><body><h1>Widget Pro</h1>
<div class="buybox"><div class="price">Price: <b>${v.price}</b></div><div class="stock">Stock: ${v.stock}</div></div>
<h2>Open positions</h2><ul class="jobs">${jobs}</ul></body></html>`;
}

/** A running page. */
export interface ChangingPage {
  url: string;
  /** Fetches so far. */
  fetches(): number;
  close(): Promise<void>;
}

/** Serves the versions in turn. */
export async function startChangingPage(versions: PageVersion[]): Promise<ChangingPage> {
  let n = 0;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/broken')) {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error</h1>');
      return;
    }
    const v = versions[Math.min(n, versions.length - 1)];
    n++;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(v));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/product`,
    fetches: () => n,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
