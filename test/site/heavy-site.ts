/**
 * Heavy shop pages as real sites serve them, on loopback: each page pulls many third-party
 * scripts, images and stylesheets from a stand-in third-party host that answers slowly or never
 * (an unreachable ad server). Third-party URLs may name real tracker hostnames on the stand-in's
 * port; a browser started with `--host-resolver-rules` sends them to loopback, never to the internet.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** The running heavy site and its stand-in third-party host. */
export interface HeavySite {
  /** Base URL of the shop, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Port of the stand-in third-party host (any hostname mapped to 127.0.0.1 reaches it). */
  thirdPartyPort: number;
  /** Paths the third-party host was asked for, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** What one heavy page references. */
export interface HeavyPageSpec {
  /** Third-party references (images, async scripts, stylesheets). */
  refs: number;
  /** Slowest third-party answer, ms (each reference waits a share of it). */
  slowMs: number;
  /** A synchronous script in <head> from a host that never answers (blocks DOMContentLoaded), on the last of `hosts`. */
  hang: boolean;
  /** Hostnames for third-party references, in turn; 127.0.0.1 unless a browser maps other names to loopback. */
  hosts: string[];
}

const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', jpg: 'image/jpeg', woff2: 'font/woff2' };

function startThirdParty(hits: string[], sockets: Set<Socket>): http.Server {
  return http
    .createServer((req, res) => {
      const path = req.url ?? '/';
      hits.push(path);
      const m = /^\/(slow\/(\d+)|hang)\/.*\.(\w+)$/.exec(path);
      // An unreachable host: the connection is accepted and never answered.
      if (!m || m[1] === 'hang') return;
      const t = setTimeout(() => {
        res.writeHead(200, { 'content-type': TYPES[m[3]] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(m[3] === 'js' ? '/* tag */' : '');
      }, Number(m[2]));
      res.on('close', () => clearTimeout(t));
    })
    .on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
}

/** The HTML of one heavy product page. */
export function heavyPage(id: number, spec: HeavyPageSpec, port: number): string {
  const at = (k: number) => `http://${spec.hosts[k % spec.hosts.length]}:${port}`;
  const tp = at(0);
  const refs: string[] = [];
  for (let k = 0; k < spec.refs; k++) {
    const tp = at(k);
    const ms = Math.round((spec.slowMs * ((k * 37 + id * 11) % 100)) / 100);
    const kind = k % 4;
    if (kind === 0) refs.push(`<script async src="${tp}/slow/${ms}/tag${k}.js"></script>`);
    else if (kind === 1) refs.push(`<link rel="stylesheet" href="${tp}/slow/${ms}/widget${k}.css">`);
    else refs.push(`<img src="${tp}/slow/${ms}/photo${k}.jpg" alt="">`);
  }
  return `<!doctype html><html lang="en"><head><title>Trail Jacket ${id} | Heavy Shop</title>
${spec.hang ? `<script src="${at(spec.hosts.length - 1)}/hang/consent-and-ads.js"></script>` : ''}
<script src="${tp}/slow/${Math.min(spec.slowMs, 400)}/analytics.js"></script></head><body>
<header><nav><a href="/">Heavy Shop</a> <a href="/men">Men</a> <a href="/women">Women</a></nav></header>
<main><h1 class="product-title">Trail Jacket ${id}: Storm Edition</h1>
<div class="price-box"><span class="price">$${100 + id}.00</span></div>
<p class="stock">In stock</p><button>Add to cart</button>
<table><tr><th>Item number</th><td>HS-${1000 + id}</td></tr></table>
<p>Waterproof, breathable shell with taped seams and a helmet-compatible hood.</p>
${refs.join('\n')}
</main></body></html>`;
}

/** Starts the shop (`/product/<id>?refs=&slow=&hang=1&hosts=a,b`) and its third-party host on free ports. */
export async function startHeavySite(): Promise<HeavySite> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const third = startThirdParty(hits, sockets);
  await new Promise<void>((r) => third.listen(0, '127.0.0.1', r));
  const thirdPartyPort = (third.address() as AddressInfo).port;
  const shop = http
    .createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://shop');
      const id = Number(/^\/product\/(\d+)$/.exec(u.pathname)?.[1] ?? NaN);
      if (!Number.isFinite(id)) return void res.writeHead(404).end();
      const spec: HeavyPageSpec = {
        refs: Number(u.searchParams.get('refs') ?? 80),
        slowMs: Number(u.searchParams.get('slow') ?? 3000),
        hang: u.searchParams.get('hang') === '1',
        hosts: (u.searchParams.get('hosts') ?? '127.0.0.1').split(','),
      };
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(heavyPage(id, spec, thirdPartyPort));
    })
    .on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(shop.address() as AddressInfo).port}`,
    thirdPartyPort,
    hits,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([new Promise((r) => shop.close(r)), new Promise((r) => third.close(r))]);
    },
  };
}
