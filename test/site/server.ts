/**
 * The fixture web site: pages modelled on real sites (shops, news, blogs, job boards) plus broken,
 * slow and blocked pages, served by node:http on 127.0.0.1 with a free port.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import iconv from 'iconv-lite';
import { createAuthAreas } from './auth-areas';
import { JOBS_PER_PAGE, jobBoardPage } from './job-board';
import { tinyPdf } from './tiny-pdf';

/** A running fixture site. */
export interface FixtureSite {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  /** /slow requests whose client is still waiting: one that went away (an abandoned page) is no longer counted. */
  slowWaiting(): number;
  close(): Promise<void>;
}

// A 1×1 transparent PNG so pages' images load without 404 noise in the browser.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

// A one-page report as a real PDF: a title line, a gap, then two paragraphs.
const REPORT_PDF = tinyPdf('Quarterly Report Q3 2026', [
  'Quarterly Report Q3 2026',
  '',
  'Revenue grew 12% to $4.2m in the third quarter, led by the',
  'subscription business and two new enterprise customers.',
  '',
  'Author: Jane Roe',
]);

/** Static pages by path. */
const PAGES: Record<string, string> = {
  '/product/jsonld': 'product-jsonld.html',
  '/product/microdata': 'product-microdata.html',
  '/product/plain': 'product-plain.html',
  '/article': 'article.html',
  '/news': 'news.html',
  '/listing': 'listing.html',
  '/shop': 'shop-sections.html',
  '/late': 'late.html',
  '/spa': 'spa.html',
  '/search': 'search-form.html',
  '/login': 'login.html',
  '/visual': 'visual-shop.html',
  '/visual/product': 'visual-product.html',
  '/visual/article': 'visual-article.html',
  '/visual/cart': 'visual-cart.html',
  '/docs/install': 'scrape-guide.html',
};

/** The pages folder: beside this file in the source tree, or found from the compiled copy under dist/. */
function pagesDir(): string {
  const beside = path.join(__dirname, 'pages');
  if (fs.existsSync(beside)) return beside;
  let dir = __dirname;
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'test', 'site', 'pages');
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('test/site/pages not found');
}

function page(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

function send(res: http.ServerResponse, status: number, body: string | Buffer, type = 'text/html; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function errorPage(status: number): string {
  const title = status === 404 ? 'Page not found' : status >= 500 ? 'Internal Server Error' : `Error ${status}`;
  return `<!doctype html><html><head><title>${title}</title></head><body><h1>${status} ${title}</h1><p>Sorry.</p></body></html>`;
}

function itemPage(slug: string): string {
  const name = slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
  return `<!doctype html><html><head><title>${name}</title></head><body><h1>${name}</h1><span class="price">$10.00</span></body></html>`;
}

/**
 * A UTF-8 story its server declares no charset for, and whose markup declares none either, as some servers send: its
 * first non-ASCII byte comes after a long ASCII head, where a browser has settled on its default encoding. With `stall`,
 * a script that never answers stops its parser after the first paragraph, so the browser reads it as served. With
 * `meta`, its markup declares that charset, as a page moved to UTF-8 that kept its old <meta> does.
 */
function undeclaredPage(stall: boolean, meta: string | null): Buffer {
  const rules = Array.from({ length: 200 }, (_, i) => `.story-${i} { margin: ${i % 7}px; padding: ${i % 5}px; }`).join('\n');
  const script = stall ? '<script src="/slow?ms=60000"></script>' : '';
  const declared = meta ? `<meta charset="${meta}">` : '';
  return Buffer.from(
    `<!doctype html><html><head>${declared}<title>Quiet week for cafes</title><style>${rules}</style></head><body><main><article>` +
      '<h1>Café owners’ “quiet” week in São Paulo</h1>' +
      '<p>Baristas in São Paulo and Zürich said the week was “quiet” — a flat white still costs 4 € — and nobody’s worried about it.</p>' +
      script +
      '<p>Most owners expect the crowds to return once the schools reopen next month, when the mornings get busy again.</p>' +
      '</article></main></body></html>',
    'utf8',
  );
}

/**
 * A story in Chinese, in GBK as its <meta> declares, with a stray byte GBK has no character for in a comment (Chromium
 * then gives the served body as bytes, not as the text it decoded); with `stall`, read as served as undeclaredPage's is.
 */
function gbkPage(stall: boolean): Buffer {
  const script = stall ? '<script src="/slow?ms=60000"></script>' : '';
  const gbk = (html: string) => iconv.encode(html, 'gbk');
  return Buffer.concat([
    gbk('<!doctype html><html><head><meta charset="gbk"><title>新电脑已可利用记忆自学</title><!-- '),
    Buffer.from([0xff]),
    gbk(
      ' --></head><body><main><article><h1>新电脑已可利用记忆自学</h1>' +
        '<p>谷歌旗下的人工智能公司开发出一款能够用自己的记忆学习新知识并利用这些知识来回答问题的计算机。</p>' +
        script +
        '<p>这款产品具有极其重要的意义，因为这意味着未来的人工智能可以在没有人类帮助的情况下学习。</p></article></main></body></html>',
    ),
  ]);
}

/**
 * A shop's page that writes its price in the digits of its own script: Saudi Arabia's "١٬٢٩٩٫٩٩ ر.س" in its markup, between
 * the direction marks right-to-left text sets; with `script`, an Israeli shop's whose script writes it as the browser
 * formats shekels (Intl's he-IL "249.90 \u200f₪"), so only the browser path sees one.
 */
function numeralsPage(script: boolean): string {
  const [lang, name, price] = script
    ? [
        'he-IL',
        'מחבת ברזל יצוק',
        `<script>document.querySelector('.price').textContent = new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS' }).format(249.9);</script>`,
      ]
    : ['ar-SA', 'مقلاة حديد زهر', ''];
  const shown = script ? '' : '\u200f١٬٢٩٩٫٩٩ ر.س.\u200f';
  return (
    `<!doctype html><html lang="${lang}" dir="rtl"><head><meta charset="utf-8"><title>${name}</title></head><body><main>` +
    `<h1>${name}</h1><p class="price">${shown}</p>${price}<button type="submit">🛒</button></main></body></html>`
  );
}

function handler(dir: string, slow: { waiting: number }): http.RequestListener {
  // Requests seen per /flaky key, so each key fails its first N requests and then succeeds.
  const flakyHits = new Map<string, number>();
  const auth = createAuthAreas();
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    const p = url.pathname;
    if (auth.handle(req, res, url)) return;
    if (PAGES[p]) return send(res, 200, page(dir, PAGES[p]));
    if (p === '/products') {
      const n = Number(url.searchParams.get('page') ?? '1');
      if (![1, 2, 3].includes(n)) return send(res, 404, errorPage(404));
      return send(res, 200, page(dir, `products-${n}.html`));
    }
    if (p === '/jobs' || p === '/jobs-plain') {
      const html = jobBoardPage(Number(url.searchParams.get('page') ?? '1'), p, Number(url.searchParams.get('per') ?? JOBS_PER_PAGE));
      return html ? send(res, 200, html) : send(res, 404, errorPage(404));
    }
    if (p === '/product/specs') {
      const html = page(dir, 'product-specs.html');
      return send(
        res,
        200,
        url.searchParams.get('sold') === 'out' ? html.replace('<button class="buy" type="submit">', '<button class="buy" type="submit" disabled>') : html,
      );
    }
    if (p === '/blocked') {
      res.setHeader('cf-mitigated', 'challenge');
      return send(res, 403, page(dir, 'blocked.html'));
    }
    const status = /^\/status\/(\d{3})$/.exec(p);
    if (status) return send(res, Number(status[1]), errorPage(Number(status[1])));
    if (p === '/flaky') {
      // /flaky?key=K&fail=N: 503 for the first N requests of key K, then the article.
      const key = url.searchParams.get('key') ?? '';
      const hits = (flakyHits.get(key) ?? 0) + 1;
      flakyHits.set(key, hits);
      if (hits <= Number(url.searchParams.get('fail') ?? '1')) return send(res, 503, errorPage(503));
      return send(res, 200, page(dir, 'article.html'));
    }
    if (p === '/slow') {
      // Answers after ?ms= milliseconds; a large value stands in for a page that hangs.
      const ms = Number(url.searchParams.get('ms') ?? '1000');
      const timer = setTimeout(() => send(res, 200, page(dir, 'article.html')), ms);
      slow.waiting++;
      res.on('close', () => {
        slow.waiting--;
        clearTimeout(timer);
      });
      return;
    }
    if (p === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/article' });
      return res.end();
    }
    if (p === '/undeclared') return send(res, 200, undeclaredPage(url.searchParams.has('stall'), url.searchParams.get('meta')), 'text/html');
    if (p === '/numerals') return send(res, 200, numeralsPage(url.searchParams.has('script')));
    if (p === '/gbk') return send(res, 200, gbkPage(url.searchParams.has('stall')), 'text/html');
    if (p.startsWith('/item/')) return send(res, 200, itemPage(p.slice('/item/'.length)));
    if (p.startsWith('/img/') || p.startsWith('/media/')) return send(res, 200, PIXEL, 'image/png');
    if (p === '/docs/report.pdf') return send(res, 200, REPORT_PDF, 'application/pdf');
    // The same PDF from a server that does not say what it is.
    if (p === '/docs/report') return send(res, 200, REPORT_PDF, 'application/octet-stream');
    if (p === '/files/archive.zip') return send(res, 200, Buffer.from('504b0304140000000800', 'hex'), 'application/zip');
    if (p === '/files/data.json') return send(res, 200, JSON.stringify({ name: 'Alpha Lamp', price: 19.99 }), 'application/json');
    if (p === '/') {
      const links = ['/products', '/jobs', ...Object.keys(PAGES), '/blocked', '/status/500', '/status/404', '/slow?ms=500']
        .map((l) => `<li><a href="${l}">${l}</a></li>`)
        .join('');
      return send(res, 200, `<!doctype html><html><head><title>Fixture site</title></head><body><ul>${links}</ul></body></html>`);
    }
    send(res, 404, errorPage(404));
  };
}

/** Starts the fixture site on 127.0.0.1 and a free port. */
export async function startFixtureSite(): Promise<FixtureSite> {
  const slow = { waiting: 0 };
  const server = http.createServer(handler(pagesDir(), slow));
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    slowWaiting: () => slow.waiting,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow responses and keep-alive sockets would hold close() open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
