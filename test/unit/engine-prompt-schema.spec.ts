/**
 * Plural prompts on pages with repeated records: one list of records, not one null per noun.
 * Singular prompts keep their flat shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillSchema } from '../../server/engine/extract/builtin/fill-schema';
import { schemaFromPrompt } from '../../server/engine/extract/prompt-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import { validateData } from '../../server/engine/validate/validate';

const page = (file: string, url: string) => buildPageModel(fs.readFileSync(path.join(__dirname, '..', 'site', 'pages', file), 'utf8'), url);

/** The prompt answered by the builtin, as the engine runs it. */
function ask(prompt: string, file: string, url = 'https://shop.example/products') {
  const schema = schemaFromPrompt(prompt);
  return validateData(fillSchema(page(file, url), schema), schema);
}

for (const prompt of ['the product names and prices', 'product names and prices']) {
  test(`"${prompt}" → products[{name, price}]`, () => {
    const r = ask(prompt, 'products-1.html');
    expect(r.data.products).toEqual([
      { name: 'Alpha Lamp', price: 19.99 },
      { name: 'Beta Chair', price: 149 },
      { name: 'Gamma Desk', price: 1299 },
      { name: 'Delta Mug', price: 8 },
    ]);
    expect(r.status).toBe('completed');
  });
}

test('"list the products" → products with the fields product cards show', () => {
  const r = ask('list the products', 'products-1.html');
  const products = r.data.products as Record<string, unknown>[];
  expect(products).toHaveLength(4);
  expect(products[0]).toEqual({ name: 'Alpha Lamp', price: 19.99, url: 'https://shop.example/item/alpha-lamp' });
  // The sparse card has no link; only the name is required, so the result is still complete.
  expect(products[3]).toEqual({ name: 'Delta Mug', price: 8, url: null });
  expect(r.status).toBe('completed');
});

test('"the job titles and companies" → jobs[{title, company}]', () => {
  const r = ask('the job titles and companies', 'listing.html', 'https://hireboard.example/search');
  const jobs = r.data.jobs as Record<string, unknown>[];
  expect(jobs).toHaveLength(5);
  expect(jobs.slice(0, 2)).toEqual([
    { title: 'Senior Backend Engineer', company: 'Acme Robotics' },
    { title: 'Frontend Developer (React)', company: 'Brightline Health' },
  ]);
  expect(r.status).toBe('completed');
});

test('plural prompt shapes: record word from the modifier, items otherwise, lone plural stays a field', () => {
  const keys = (s: object) => Object.keys((s as { properties: object }).properties);
  const items = (p: string, list: string) => keys((schemaFromPrompt(p).properties as any)[list].items);
  expect(items('the names and prices', 'items')).toEqual(['name', 'price']);
  expect(items('the products and their prices', 'products')).toEqual(['price']);
  expect(items('the job titles and companies', 'jobs')).toEqual(['title', 'company']);
  expect(keys(schemaFromPrompt('the tags'))).toEqual(['tags']);
});

test('singular prompts keep one record: headline and author, product name and price', () => {
  const article = ask('the headline and the author', 'article.html', 'https://blog.example/post');
  expect(Object.keys(article.data)).toEqual(['headline', 'author']);
  expect(article.data.headline).toBe('Why we moved our build cache to SQLite');
  expect(article.status).toBe('completed');
  const product = ask('the product name and price', 'product-jsonld.html', 'https://shop.example/p');
  expect(Object.keys(product.data)).toEqual(['name', 'price']);
  expect(product.status).toBe('completed');
});
