/**
 * The builtin extractor on fixture pages modelled on real sites: JSON-LD, microdata-only and plain
 * product pages, a blog article, a news article, a listing with repeated cards, and prompts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { schemaFromPrompt } from '../../server/engine/extract/prompt-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import { validateData } from '../../server/engine/validate/validate';
import type { JsonSchema } from '../../server/engine/types';

const page = (file: string, url = 'https://shop.example/p') => buildPageModel(fs.readFileSync(path.join(__dirname, '..', 'site', 'pages', file), 'utf8'), url);

/** Builtin fill + validation, as the engine runs them. */
const extract = (file: string, schema: JsonSchema) => validateData(fillSchema(page(file), schema), schema);

const PRODUCT: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    sku: { type: 'string' },
    brand: { type: 'string' },
    availability: { type: 'string' },
    rating: { type: 'number' },
  },
  required: ['name', 'price'],
};

const ARTICLE: JsonSchema = {
  type: 'object',
  properties: { headline: { type: 'string' }, author: { type: 'string' }, date: { type: 'string' }, body: { type: 'string' } },
  required: ['headline'],
};

test('product page with JSON-LD: every field from the declared Product the page shows', () => {
  const r = extract('product-jsonld.html', PRODUCT);
  expect(r.data).toEqual({
    name: 'Trailblazer 45L Hiking Backpack',
    price: 129.95,
    currency: 'USD',
    sku: 'TB45-FOR',
    // The structured data's brand is the shop's own name, which the page shows only in its header, title and footer:
    // no statement about the product (shown-values.ts).
    brand: null,
    availability: 'InStock',
    rating: 4.7,
  });
  expect(r.status).toBe('completed');
});

test('product page with microdata only: nested Offer, Brand and rating items', () => {
  const r = extract('product-microdata.html', PRODUCT);
  expect(r.data).toEqual({
    name: 'AeroPress Original Coffee Maker',
    price: 39.95,
    currency: 'EUR',
    sku: 'AP-ORIG-01',
    brand: 'AeroPress',
    availability: 'InStock',
    rating: 4.8,
  });
});

test('plain HTML product: headings, labels, spec table and money text', () => {
  const r = extract('product-plain.html', PRODUCT);
  expect(r.data).toEqual({
    name: 'Northwind ProDesk 27" 4K Monitor',
    price: 1299,
    currency: 'USD',
    sku: 'NW-PD27-4K',
    brand: 'Northwind',
    availability: 'InStock',
    rating: 4.4,
  });
  const more = extract('product-plain.html', {
    type: 'object',
    properties: { description: { type: 'string' }, weight: { type: 'string' }, review_count: { type: 'integer' } },
  });
  expect(more.data.description).toMatch(/^A colour-accurate 4K monitor/);
  expect(more.data.weight).toBe('6.2 kg');
  expect(more.data.review_count).toBe(87);
});

test('blog article with semantic HTML only: headline, rel=author, time and paragraphs', () => {
  const r = extract('article.html', ARTICLE);
  expect(r.data.headline).toBe('Why we moved our build cache to SQLite');
  expect(r.data.author).toBe('Priya Raman');
  expect(r.data.date).toBe('2024-03-14T09:30:00Z');
  expect(r.data.body).toMatch(/^For three years our CI cache/);
  expect(r.data.body).toContain('\n\nMoving it to one SQLite file');
  expect(r.data.body).not.toContain('Recent posts');
});

test('news article: JSON-LD @graph NewsArticle, author list, ads left out of the body', () => {
  const r = extract('news.html', {
    ...ARTICLE,
    properties: { ...(ARTICLE.properties as object), section: { type: 'string' }, published: { type: 'string', format: 'date-time' } },
  });
  expect(r.data.headline).toBe('City council approves $2.4bn budget after late-night session');
  expect(r.data.author).toBe('Marco Díaz');
  expect(r.data.date).toBe('2024-06-05T23:40:00-04:00');
  expect(r.data.section).toBe('Politics');
  expect(r.data.published).toBe('2024-06-06T03:40:00.000Z');
  expect(r.data.body).toMatch(/^The city council voted 9–4/);
  expect(r.data.body).not.toContain('Advertisement');
  expect(r.data.body).not.toContain('The spending plan adds');
});

test('listing with repeated cards: an array of objects from class names that differ from the field names', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      jobs: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string' },
            company: { type: 'string' },
            location: { type: 'string' },
            salary: { type: 'string' },
            url: { type: 'string' },
            posted: { type: 'string' },
          },
          required: ['title', 'company'],
        },
      },
    },
  };
  const r = validateData(fillSchema(page('listing.html', 'https://hireboard.example/search'), schema), schema);
  const jobs = r.data.jobs as Record<string, unknown>[];
  expect(jobs).toHaveLength(5);
  expect(jobs[0]).toEqual({
    title: 'Senior Backend Engineer',
    company: 'Acme Robotics',
    location: 'Remote (EU)',
    salary: '€85,000 – €105,000',
    url: 'https://hireboard.example/jobs/101',
    posted: '2024-05-30',
  });
  // The fourth card shows no salary: null, and the result is still complete for required data.
  expect(jobs[3].salary).toBeNull();
  expect(r.status).toBe('completed');
});

test('product cards: numbers coerced, label prefixes stripped, sparse card kept', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      products: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' }, sku: { type: 'string' }, url: { type: 'string' } } },
      },
    },
  };
  const r = validateData(fillSchema(page('products-1.html', 'https://shop.example/products'), schema), schema);
  expect(r.data.products).toEqual([
    { name: 'Alpha Lamp', price: 19.99, sku: 'AL-100', url: 'https://shop.example/item/alpha-lamp' },
    { name: 'Beta Chair', price: 149, sku: 'BC-200', url: 'https://shop.example/item/beta-chair' },
    { name: 'Gamma Desk', price: 1299, sku: 'GD-300', url: 'https://shop.example/item/gamma-desk' },
    { name: 'Delta Mug', price: 8, sku: null, url: null },
  ]);
});

test('prompts map their nouns to fields', () => {
  expect(Object.keys(schemaFromPrompt('the headline and the author').properties as object)).toEqual(['headline', 'author']);
  expect(Object.keys(schemaFromPrompt('Extract the product name, price and availability').properties as object)).toEqual(['name', 'price', 'availability']);
  const list = schemaFromPrompt('all products with their name, price and url');
  expect(Object.keys((list.properties as any).products.items.properties as object)).toEqual(['name', 'price', 'url']);
  expect(Object.keys(schemaFromPrompt('Get the name and price of every product').properties as object)).toEqual(['products']);
  expect(Object.keys(schemaFromPrompt('summarize this page').properties as object)).toEqual(['summary']);
});

test('prompt answered by the builtin: the headline and the author of a news article', () => {
  const schema = schemaFromPrompt('the headline and the author');
  const r = validateData(fillSchema(page('news.html'), schema), schema);
  expect(r.data).toEqual({ headline: 'City council approves $2.4bn budget after late-night session', author: 'Marco Díaz' });
  expect(r.completeness).toBe(1);
  expect(r.status).toBe('completed');
});

test('prompt asking for something the page lacks: partial with the missing field', () => {
  const schema = schemaFromPrompt('the headline and the ISBN');
  const r = validateData(fillSchema(page('article.html'), schema), schema);
  expect(r.data).toEqual({ headline: 'Why we moved our build cache to SQLite', isbn: null });
  expect(r.status).toBe('partial');
  expect(r.missing).toEqual(['/isbn']);
  expect(r.completeness).toBe(0.5);
});

test("an article's author: its rel=author link, not a commenter, a bio box's links, a byline's label or date, nor another story's byline", () => {
  const author = (body: string, bodyClass = '') =>
    validateData(
      fillSchema(
        buildPageModel(
          `<!doctype html><html lang="en"><head><title>News</title></head><body class="${bodyClass}">${body}</body></html>`,
          'https://news.example/a',
        ),
        ARTICLE,
      ),
      ARTICLE,
    ).data.author;
  const story = '<h1>Dam opens</h1><p>The dam opened on Monday after nine years of work on the river, the council said.</p>';
  // Commenters under the story, and the links of the writer's bio box before the rel=author link.
  expect(
    author(
      `<article>${story}<div class="author-meta"><a href="https://blog.example">blog.example</a></div><p>Posted by <a href="/author/jr" rel="author">Jane Roe</a></p></article><div id="comments" class="comments-area"><ol class="comment-list"><li><cite class="author fn">Spanish fan</cite><p>Great!</p></li></ol></div>`,
    ),
  ).toBe('Jane Roe');
  expect(author(`<article>${story}<div class="comments"><span class="comment-author">Spanish fan</span></div></article>`)).toBeNull();
  // A label in an element of its own, a date beside the name.
  expect(author(`<article><h6 class="byline"><em class="byline__by">By</em> <span class="byline__author">Joshua Sokol</span></h6>${story}</article>`)).toBe(
    'Joshua Sokol',
  );
  expect(author(`<article><div class="FeatureByline">By Nathan Willis March 25, 2015</div>${story}</article>`)).toBe('Nathan Willis');
  expect(author(`<article><div class="byline">Written by Rob Ewaschuk Edited by Betsy Beyer</div>${story}</article>`)).toBe('Rob Ewaschuk');
  expect(author(`<article><div class="author-date">Last Updated: January 7, 2025</div>${story}</article>`)).toBeNull();
  // Co-authors in one byline are one answer; another story's byline block is not theirs.
  expect(
    author(`<article><p class="byline">By <span class="author">Stella Kim</span> and <span class="author">Jennifer Jett</span></p>${story}</article>`),
  ).toBe('Stella Kim, Jennifer Jett');
  expect(
    author(
      `<div class="ArticleText"><div class="FeatureByline">By Nathan Willis</div>${story}<div class="FeatureByline">By Jonathan Corbet</div><p>Another story of the weekly edition, about kernels.</p></div>`,
    ),
  ).toBe('Nathan Willis');
  // The body's layout class names no sidebar: the story's byline comes before the sidebar's.
  expect(
    author(
      `<div class="layout"><aside class="sidebar"><span class="byline">Laurie Oakes</span></aside><article><span class="byline">Joe Hildebrand</span>${story}</article></div>`,
      'single sidebar-primary',
    ),
  ).toBe('Joe Hildebrand');
  // A help centre's author box: the name's link, then a list of its dates; a list's text stands apart from the name.
  expect(
    author(
      `<article>${story}<div class="article-author"><div class="article-meta"><a href="/hc/en-us/profiles/1-Daniel-Okoro">Daniel Okoro</a><ul class="meta-group"><li class="meta-data"><time datetime="2024-03-12T09:21:40Z">March 12, 2024 09:21</time></li><li class="meta-data">Updated</li></ul></div></div></article>`,
    ),
  ).toBe('Daniel Okoro');
});

test("an article's headline: JSON-LD in CDATA markers, not a link's address, not a description the title does not carry", () => {
  const read = (head: string, body: string, title = 'News') =>
    validateData(
      fillSchema(
        buildPageModel(`<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body>${body}</body></html>`, 'https://news.example/a'),
        ARTICLE,
      ),
      ARTICLE,
    ).data;
  const story = '<p>The dam opened on Monday after nine years of work on the river, the council said.</p>';
  // JSON-LD set in CDATA markers, as some publishing systems write it, beside an og:title with the site's name.
  const cdata = read(
    '<meta property="og:title" content="Dam opens on the river | Aktuálně.cz"><script type="application/ld+json"><![CDATA[{"@type":"NewsArticle","headline":"Dam opens on the river","author":{"@type":"Person","name":"Aleš Vávra"}}]]></script>',
    `<div class="article-title">Dam opens on the river</div>${story}`,
  );
  expect(cdata.headline).toBe('Dam opens on the river');
  expect(cdata.author).toBe('Aleš Vávra');
  // Microdata reads an itemprop on a link as its address.
  expect(
    read(
      '',
      `<h1><a href="/">Hi, I'm Nicolas.</a></h1><article itemscope itemtype="https://schema.org/BlogPosting"><h2><a itemprop="name" href="/code/2013/covered/">Get your code covered</a></h2>${story}</article>`,
      'Get your code covered | Code',
    ).headline,
  ).toBe('Get your code covered');
  // Wikipedia's JSON-LD headline is the article's short description.
  expect(
    read(
      '<script type="application/ld+json">{"@type":"Article","name":"New Zealand","headline":"constitutional monarchy in Oceania"}</script>',
      `<h1>New Zealand</h1>${story}`,
      'New Zealand - Wikipedia',
    ).headline,
  ).toBe('New Zealand');
  // A sharing title is the heading with the site's name after it, or cut short before it: the heading states it whole.
  const shared = (title: string, heading: string) => read(`<meta property="og:title" content="${title}">`, `<h1>${heading}</h1>${story}`).headline;
  expect(shared('Lake Vrana (Cres) - Wikipedia', 'Lake Vrana (Cres)')).toBe('Lake Vrana (Cres)');
  expect(shared('Baseus 65W GaN Charger - AliExpress', 'Baseus 65W GaN Charger 3 Port PD Fast Charging')).toBe(
    'Baseus 65W GaN Charger 3 Port PD Fast Charging',
  );
  expect(shared('SONY WH-1000XM5 ホワイト 美品 by メルカリ', 'SONY WH-1000XM5 ホワイト 美品')).toBe('SONY WH-1000XM5 ホワイト 美品');
  // One that is not the heading's is the page's own title.
  expect(shared('The dam opens: what it means for the valley', 'Dam opens')).toBe('The dam opens: what it means for the valley');
  // A title cut short says so.
  expect(shared('Dam opens on the river after nine…', 'Dam opens on the river after nine years of work')).toBe(
    'Dam opens on the river after nine years of work',
  );
  // A product's sharing title runs on after its heading with the shop's words; a heading that adds a code to the title is no name.
  const product = (title: string, heading: string) =>
    validateData(
      fillSchema(
        buildPageModel(
          `<!doctype html><html lang="de"><head><title>Shop</title><meta property="og:title" content="${title}"></head><body><main><h1>${heading}</h1><span class="price">1,29 €</span></main></body></html>`,
          'https://shop.example/p/1',
        ),
        PRODUCT,
      ),
      PRODUCT,
    ).data.name;
  expect(product('Coca-Cola Zero Sugar 1,25l bei REWE online bestellen!', 'Coca-Cola Zero Sugar 1,25l')).toBe('Coca-Cola Zero Sugar 1,25l');
  expect(product('Telefon Galaxy A01 (red)', 'Telefon Galaxy A01 (red) Код: 01245')).toBe('Telefon Galaxy A01 (red)');
  // A title whose first part is the heading, the shop's sections after it, or the heading after a word asking to buy it.
  expect(product('Lantern Woods | Nintendo Switch 2-Spiele | Spiele | Nintendo', 'Lantern Woods')).toBe('Lantern Woods');
  expect(product('Acheter Aube Écarlate | Xbox', 'Aube Écarlate')).toBe('Aube Écarlate');
});
