/**
 * What a new user asks in the first hour, answered by the builtin: yes/no questions as booleans
 * named for what is asked, the first paragraph, a specs list item by item, and prompts that need
 * a language model (summarise, translate) left missing with a note saying how to attach one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createBuiltinExtractor } from '../../server/engine/extract/builtin/builtin-extractor';
import { schemaFromPrompt } from '../../server/engine/extract/prompt-schema';
import { buildPageModel } from '../../server/engine/page/page-model';
import type { JsonSchema } from '../../server/engine/types';
import { validateData } from '../../server/engine/validate/validate';

const html = (file: string) => fs.readFileSync(path.join(__dirname, '..', 'site', 'pages', file), 'utf8');
const SOLD_OUT = html('product-specs.html').replace('<button class="buy" type="submit">', '<button class="buy" type="submit" disabled>');

/** Runs the builtin as the engine does: the derived schema (or the given one), then validation. */
async function ask(page: string, prompt: string | undefined, schema?: JsonSchema) {
  const s = schema ?? schemaFromPrompt(prompt!);
  const out = await createBuiltinExtractor().extract({
    page: buildPageModel(page, 'https://shop.example/p'),
    schema: s,
    prompt,
    derived: !schema,
    model: 'builtin',
    signal: new AbortController().signal,
  });
  return { ...validateData(out.data, s), notes: out.notes };
}

test('derived keys read as names: in_stock, first_paragraph, specs; "answer yes or no" names no field', () => {
  const keys = (p: string) => Object.keys(schemaFromPrompt(p).properties as object);
  expect(schemaFromPrompt('is the product in stock? answer yes or no').properties).toEqual({ in_stock: { type: ['boolean', 'null'] } });
  expect(keys('the title and whether it is in stock')).toEqual(['title', 'in_stock']);
  expect(keys('Is it available?')).toEqual(['in_stock']);
  expect(keys('does it have free shipping? yes or no')).toEqual(['has_free_shipping']);
  expect(keys('the title and the first paragraph')).toEqual(['title', 'first_paragraph']);
  expect(schemaFromPrompt('the specs list').properties).toEqual({ specs: { type: 'array', items: { type: 'string' } } });
  expect(keys('list the specs')).toEqual(['specs']);
  expect(keys('Extract the title. Be concise.')).toEqual(['title']);
  expect(keys('summarise the article and translate the title to French')).toEqual(['summary', 'translation']);
});

test('"is the product in stock?" is a boolean read from the buy button, from offers, or from stock wording', async () => {
  const prompt = 'is the product in stock? answer yes or no';
  expect((await ask(html('product-specs.html'), prompt)).data).toEqual({ in_stock: true });
  expect((await ask(SOLD_OUT, prompt)).data).toEqual({ in_stock: false });
  // schema.org offers.availability on a JSON-LD product page.
  expect((await ask(html('product-jsonld.html'), prompt)).data).toEqual({ in_stock: true });
  const sold = '<html><body>\n<h1>Blue Mug</h1>\n<p class="price">$8</p>\n<p>Sold out</p>\n</body></html>';
  const r = await ask(sold, prompt);
  expect(r.data).toEqual({ in_stock: false });
  expect(r.status).toBe('completed');
});

test('"the title and the first paragraph": the heading and the article’s first real paragraph', async () => {
  const r = await ask(html('article.html'), 'the title and the first paragraph');
  expect(r.data).toEqual({
    title: 'Why we moved our build cache to SQLite',
    first_paragraph: 'For three years our CI cache lived in a Redis cluster that nobody wanted to own.',
  });
  expect(r.status).toBe('completed');
});

test('a list of strings over a <ul> is one string per <li>, labels kept; "the specs list" finds it by its heading', async () => {
  const specs = ['Weight: 280 g', 'Drop: 6 mm', 'Stack height: 32 mm'];
  expect((await ask(html('product-specs.html'), 'the specs list')).data).toEqual({ specs });
  const schema = { type: 'object', properties: { specs: { type: 'array', items: { type: 'string' } } } };
  const named = '<html><body><h1>Shoe</h1><ul class="specs"><li>Weight: 280 g</li><li>Drop: 6 mm</li></ul></body></html>';
  expect((await ask(named, undefined, schema)).data).toEqual({ specs: ['Weight: 280 g', 'Drop: 6 mm'] });
});

test('what needs a language model is missing, not filled with page text, and metadata notes say how to attach one', async () => {
  const r = await ask(html('article.html'), 'summarize this page');
  // The page has a meta description, which is not a summary of the article.
  expect(r.data).toEqual({ summary: null });
  expect(r.status).toBe('partial');
  expect(r.notes).toEqual([
    expect.stringMatching(
      /^builtin extractor cannot summarise .*PLUCK_LLM_PROVIDER=openai.*OPENAI_BASE_URL.*PLUCK_MODEL.*PLUCK_LLM_PROVIDER=anthropic.*ANTHROPIC_API_KEY/,
    ),
  ]);
  const both = await ask(html('article.html'), 'the title, and translate it to French');
  expect(both.data).toEqual({ title: 'Why we moved our build cache to SQLite', translation: null });
  expect(both.notes).toEqual([expect.stringMatching(/cannot translate/)]);
  const judged = await ask(html('article.html'), 'is this article about databases? answer yes or no');
  expect(judged.data).toEqual({ about_databases: null });
  expect(judged.notes).toEqual([expect.stringMatching(/no yes\/no answer for "about_databases".*attach an LLM/)]);
  // A plain request has no notes.
  expect((await ask(html('article.html'), 'the title')).notes).toBeUndefined();
});
