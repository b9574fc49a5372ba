/**
 * A small site to map and crawl: a robots.txt that disallows /private/ and names a sitemap index,
 * the index naming a plain and a gzip sitemap (the gzip one with an off-site URL), pages linking
 * with fragments, tracking parameters, unsorted parameters and trailing slashes, off-site links,
 * and a trap (a calendar that links to the next month for ever). It counts the requests per path.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';

/** A running crawl site. */
export interface CrawlSite {
  url: string;
  /** GET requests per path (with query), robots.txt and sitemaps included. */
  hits(): Map<string, number>;
  close(): Promise<void>;
}

const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;

const page = (title: string, links: string[], body = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</nav><main><h1>${title}</h1><p>${body || `The ${title} page of the crawl site, with enough words to read as the main content of a page.`}</p></main></body></html>`;

/** Starts the site on 127.0.0.1 with a free port. */
export async function startCrawlSite(): Promise<CrawlSite> {
  const hits = new Map<string, number>();
  let base = '';
  const routes = (): Record<string, () => [string, string | Buffer]> => ({
    '/robots.txt': () => ['text/plain', `User-agent: *\nDisallow: /private/\n\nSitemap: ${base}/sitemap-index.xml\n`],
    '/sitemap-index.xml': () => [
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}/sitemaps/pages.xml</loc></sitemap><sitemap><loc>${base}/sitemaps/blog.xml.gz</loc></sitemap></sitemapindex>`,
    ],
    '/sitemaps/pages.xml': () => [
      'application/xml',
      urlset([`${base}/`, `${base}/about`, `${base}/docs/?utm_source=sitemap`, `${base}/docs/guide?b=2&amp;a=1`]),
    ],
    '/sitemaps/blog.xml.gz': () => ['application/gzip', zlib.gzipSync(urlset([`${base}/blog/one`, `${base}/blog/two`, 'https://other.example/elsewhere']))],
    '/': () => [
      'text/html',
      page('Home', [
        '/about#team',
        '/docs/',
        '/docs/guide?a=1&b=2&fbclid=abc',
        '/private/secret',
        'https://offsite.example/page',
        '/calendar/2026/01',
        'mailto:hi@example.com',
      ]),
    ],
    '/about': () => ['text/html', page('About', ['/', '/blog/one'])],
    '/docs': () => ['text/html', page('Docs', ['/docs/guide?a=1&b=2'])],
    '/docs/guide': () => ['text/html', page('Guide', ['/docs'])],
    '/blog/one': () => ['text/html', page('Blog one', ['/blog/two'])],
    '/blog/two': () => ['text/html', page('Blog two', ['/blog/one'])],
    '/private/secret': () => ['text/html', page('Secret', [])],
  });
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', base);
    hits.set(u.pathname + u.search, (hits.get(u.pathname + u.search) ?? 0) + 1);
    const calendar = /^\/calendar\/(\d{4})\/(\d{2})$/.exec(u.pathname);
    if (calendar) {
      const next =
        Number(calendar[2]) === 12 ? `/calendar/${Number(calendar[1]) + 1}/01` : `/calendar/${calendar[1]}/${String(Number(calendar[2]) + 1).padStart(2, '0')}`;
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(page(`Calendar ${calendar[1]}-${calendar[2]}`, [next]));
    }
    const route = routes()[u.pathname];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not found</h1>');
    }
    const [type, body] = route();
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
