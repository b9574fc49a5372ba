/**
 * A generated shop for site recipes (tests and `npm run bench recipes`): product pages /p/<n> in three
 * templates (n % 3), with other products' prices beside each, and a switch to a new version of the
 * first template mid-run. `answer` is an LLM stand-in's correct answer for a page it was sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The schema the shop's pages are read with. */
export const SHOP_SCHEMA = {
  type: 'object',
  properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' }, brand: { type: 'string' } },
  required: ['name', 'price', 'sku'],
};

const BRANDS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne'];
const NOUNS = ['Kettle', 'Lamp', 'Chair', 'Backpack', 'Monitor', 'Blender', 'Desk', 'Speaker'];
const ADJECTIVES = ['Blue', 'Compact', 'Deluxe', 'Quiet', 'Rugged', 'Smart', 'Classic'];

/** One product's true values. */
export interface ShopProduct {
  name: string;
  price: number;
  sku: string;
  brand: string;
}

/** Product n's true values. */
export function shopProduct(n: number): ShopProduct {
  return {
    name: `${ADJECTIVES[n % 7]} ${NOUNS[(n * 3) % 8]} ${100 + n}`,
    price: Math.round((5 + ((n * 7919) % 2000) / 7) * 100) / 100,
    sku: `SKU-${String(n).padStart(5, '0')}`,
    brand: BRANDS[(n * 5) % 6],
  };
}

const money = (p: number) => p.toFixed(2);
const related = (n: number) =>
  [1, 2, 3]
    .map((k) => shopProduct(n + k * 37))
    .map((p) => `<li class="card"><a href="#">${p.name}</a> <span class="card-price">$${money(p.price)}</span></li>`)
    .join('');

function page(n: number, version: number): string {
  const p = shopProduct(n);
  const template = n % 3;
  let body: string;
  if (template === 0 && version === 1) {
    body = `<div class="product"><h1 class="title">${p.name}</h1><span class="price">$${money(p.price)}</span>
      <div class="meta">SKU: ${p.sku}</div><p class="brand">Brand: ${p.brand}</p><p>Ships in ${1 + (n % 4)} days.</p></div>`;
  } else if (template === 0) {
    // The first template's next version: new class names and a new layout.
    body = `<section class="pdp-v2"><div class="hero"><h1 class="hero-title">${p.name}</h1></div><div class="buybox"><em class="now">Now $${money(p.price)}</em></div>
      <dl class="facts"><dt>Reference</dt><dd class="ref">${p.sku}</dd><dt>Maker</dt><dd class="maker">${p.brand}</dd></dl></section>`;
  } else if (template === 1) {
    body = `<main id="item"><h2 class="product-name">${p.name}</h2><table class="facts"><tr><th>Price</th><td class="amount">${money(p.price)} USD</td></tr>
      <tr><th>Code</th><td class="code">${p.sku}</td></tr><tr><th>Brand</th><td class="brand">${p.brand}</td></tr></table></main>`;
  } else {
    body = `<article class="pdp"><header><h1>${p.name}</h1></header><div class="buy"><b>Only</b> <strong class="cost">USD ${money(p.price)}</strong></div>
      <ul class="specs"><li>Item code: ${p.sku}</li><li>Maker: ${p.brand}</li><li>Colour: ${ADJECTIVES[(n + 2) % 7]}</li></ul></article>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${p.name} – Shop</title></head><body>
    <nav class="top"><a href="/">Shop</a></nav>${body}<aside class="related"><h3>Related</h3><ul>${related(n)}</ul></aside>
    <footer>© Shop</footer></body></html>`;
}

/** A running shop. */
export interface RecipeShop {
  url: string;
  /** Serves the first template's next version from now on. */
  setVersion(v: number): void;
  /** Pages served so far. */
  served: number;
  close(): Promise<void>;
}

/** Starts the shop on loopback. */
export async function startRecipeShop(): Promise<RecipeShop> {
  let version = 1;
  const shop = {
    url: '',
    served: 0,
    setVersion: (v: number) => void (version = v),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const m = /^\/p\/(\d+)$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    shop.served++;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(Number(m[1]), version));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return shop;
}

/** The product a page sent to the model shows (by its SKU), or undefined. */
export function productInMessage(content: string): ShopProduct | undefined {
  const m = /SKU-(\d{5})/.exec(content);
  return m ? shopProduct(Number(m[1])) : undefined;
}
