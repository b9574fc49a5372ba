/**
 * What a value needs before the builtin gives it (server/engine/extract/builtin/evidence.ts): a
 * price is never a sum in prose, and a price or a product's name needs a page that sells something.
 */
import { expect, test } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';

const PRODUCT: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, availability: { type: 'string' } } };

const extract = (body: string, schema: JsonSchema = PRODUCT, prompt?: string) =>
  validateData(
    fillSchema(
      buildPageModel(`<!doctype html><html lang="en"><head><title>Site</title></head><body>${body}</body></html>`, 'https://site.example/p/1'),
      schema,
      prompt,
    ),
    schema,
  );

test('a sum in prose is no price: "$4.2 million", "$2.4bn", "£10k" are skipped for the price tag after them', () => {
  const shop = (text: string) => extract(`<main><h1>Desk lamp</h1><p>${text}</p><button>Add to cart</button></main>`).data.price;
  expect(shop('Our maker raised $4.2 million last year. Now only $24.99.')).toBe(24.99);
  expect(shop('A $2.4bn market, and this lamp costs $30.')).toBe(30);
  expect(shop('Backed by £10k of grants.')).toBeNull();
  // Named as a price but reading as a sum: still no price.
  expect(extract('<main><h1>Loft</h1><div class="price">$2.3 million in Lake Street district</div></main>').data.price).toBeNull();
});

test('a page that sells nothing has no price, no availability guessed from prose and no product name', () => {
  const news =
    '<main><article><h1>Startup raises $4.2 million</h1><p>The round, available to insiders first, values the company at $40 million and its shares at $12.50 each.</p></article></main>';
  const r = extract(news);
  expect(r.data).toEqual({ name: null, price: null, availability: null });
  expect(r.status).toBe('partial');
  // "name" alone is the page's name; beside price, or when the prompt says product, it is a product's.
  expect(extract(news, { type: 'object', properties: { name: { type: 'string' } } }).data.name).toBe('Startup raises $4.2 million');
  expect(extract(news, { type: 'object', properties: { name: { type: 'string' } } }, 'the product name').data.name).toBeNull();
  expect(extract(news, { type: 'object', properties: { product_name: { type: 'string' } } }).data.product_name).toBeNull();
});

test('what shows a page sells: structured data, product meta, a price box, a buy button or its class', () => {
  const name = (html: string) => extract(`<main><h1>Oak stool</h1>${html}</main>`).data.name;
  expect(name('<script type="application/ld+json">{"@type":"Product","name":"Oak stool"}</script>')).toBe('Oak stool');
  expect(name('<p class="pricing"><del>£320.00</del> <ins>£249.00</ins></p>')).toBe('Oak stool');
  expect(name('<button type="submit">Add to basket</button>')).toBe('Oak stool');
  expect(name('<div class="buyBtn"><a href="#">購買</a></div>')).toBe('Oak stool');
  expect(name('<p>A stool made of oak.</p>')).toBeNull();
});

test("a page that says it is an article sells nothing of its sidebar's: the deals' prices are not the story's", () => {
  const sidebar = '<div class="price-guide"><h3>Lowest prices</h3><table><tr><td>iMac 4K</td><td class="pg-price">$1,349.00</td></tr></table></div>';
  const story = (head: string) =>
    validateData(
      fillSchema(
        buildPageModel(
          `<!doctype html><html lang="en"><head><title>iMac review</title>${head}</head><body><main><article><h1>The iMac, reviewed</h1><p>It is a fine computer for most people.</p></article>${sidebar}</main></body></html>`,
          'https://news.example/imac-review',
        ),
        PRODUCT,
      ),
      PRODUCT,
    ).data;
  // Undeclared, the price box is all the page shows of a sale.
  expect(story('').price).toBe(1349);
  expect(story('<meta property="og:type" content="article">')).toEqual({ name: null, price: null, availability: null });
  expect(
    story(
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"NewsArticle","headline":"The iMac, reviewed"}]}</script>',
    ).price,
  ).toBeNull();
  // An article that offers a product in its structured data still sells it.
  const offered =
    '<meta property="og:type" content="article"><script type="application/ld+json">{"@type":"Product","name":"iMac","offers":{"price":"1349.00","priceCurrency":"USD"}}</script>';
  expect(story(offered)).toMatchObject({ name: 'iMac', price: 1349 });
});

test("a shop's product page an SEO plugin calls an article (Yoast's og:type on WooCommerce) sells what its buy form posts to its cart", () => {
  const page = (form: string) =>
    validateData(
      fillSchema(
        buildPageModel(
          `<!doctype html><html lang="en"><head><title>Used Fender Stratocaster</title><meta property="og:type" content="article"></head><body><main><h1 class="product_title">Used Fender Stratocaster</h1><p class="price"><del>$1,699.99</del> <ins>$1,499.99</ins></p>${form}</main></body></html>`,
          'https://guitars.example/product/used-fender-stratocaster/',
        ),
        PRODUCT,
      ),
      PRODUCT,
    ).data;
  const cart = (action: string) =>
    `<form class="cart" action="${action}" method="post"><button type="submit" name="add-to-cart" value="43218">Add to cart</button></form>`;
  expect(page(cart('https://guitars.example/product/used-fender-stratocaster/'))).toEqual({
    name: 'Used Fender Stratocaster',
    price: 1499.99,
    availability: 'InStock',
  });
  // A story's commerce box sends its readers to other shops: the page stays an article.
  expect(page(cart('https://shop.example/cart/add')).price).toBeNull();
  expect(page('<a class="button" href="https://shop.example/strat">Buy now</a>').price).toBeNull();
});

test('on a page that sells nothing, a label is not read for a product field: "High availability: …" is about servers', () => {
  // Pairs laid out as a bold heading over its text, one paragraph each, as a blog's list of properties.
  const post = [
    '<main><article><h1>Task scheduling</h1>',
    '<p>\n<b>Delivery latency<br></b> 95% of tasks start within five seconds.\n</p>',
    '<p>\n<b>High availability for task scheduling<br></b> The service is 99.9% available to accept requests.\n</p>',
    '</article></main>',
  ].join('\n');
  expect(extract(post).data.availability).toBeNull();
  // The same label on a page with a buy button is the product's.
  expect(extract(`${post}<button>Add to cart</button>`).data.availability).toBe('InStock');
});
