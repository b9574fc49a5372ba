/**
 * Data that must never be wrong silently (docs/providers.md, "Completed means complete": every value came from the
 * page and answers its field): short last pages of a paginated list, values taken from unrelated
 * text, lists of strings, a prompt beside a schema, and lists that may have lost items.
 */
import { JOB_POSTINGS } from '../site/job-board';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, test } from '../support/server';

const JOBS = {
  type: 'object',
  properties: {
    jobs: {
      type: 'array',
      items: { type: 'object', properties: { title: { type: 'string' }, company: { type: 'string' }, url: { type: 'string' } }, required: ['title'] },
    },
  },
  required: ['jobs'],
};
let site: FixtureSite;

test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('a job board of 7 jobs over 3 pages (3 + 3 + 1) with paginate gives all 7, completed', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/jobs`, schema: JOBS, options: { paginate: true } });
  const jobs = r.data.jobs as Record<string, unknown>[];
  expect(jobs.map((j) => j.title)).toEqual(JOB_POSTINGS.map((j) => j.title));
  expect(jobs[6]).toEqual({ title: 'Security Engineer', company: 'Quarry Systems', url: `${site.url}/jobs/207` });
  expect(r).toMatchObject({ status: 'completed', metadata: { pages: 3, completeness: 1 } });
});

test('the last page alone, a list of one card, gives its one job', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/jobs?page=3`, schema: JOBS });
  expect(r.data.jobs).toEqual([{ title: 'Security Engineer', company: 'Quarry Systems', url: `${site.url}/jobs/207` }]);
  expect(r.status).toBe('completed');
});

test('a later page whose list cannot be read makes the result partial, naming the list and the page', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/jobs-plain`, schema: JOBS, options: { paginate: true } });
  expect((r.data.jobs as unknown[]).length).toBe(6);
  expect(r.status).toBe('partial');
  expect(r.metadata.missing).toEqual(['/jobs']);
  expect(r.metadata.reason).toContain('/jobs had items on earlier pages but none on page 3 of 3');
  expect(r.metadata.completeness).toBeLessThan(1);
});

test("a list that goes on past the page cap: partial when the server's cap cut it, a note when max_pages did", async ({ server }) => {
  // Seven pages of one card each: five are read.
  const capped = await server.admin.extract({ url: `${site.url}/jobs?per=1`, schema: JOBS, options: { paginate: true } });
  expect((capped.data.jobs as { title: string }[]).map((j) => j.title)).toEqual(JOB_POSTINGS.slice(0, 5).map((j) => j.title));
  expect(capped).toMatchObject({ status: 'partial', metadata: { pages: 5, missing: ['/jobs'] } });
  expect(capped.metadata.reason).toContain(`/jobs continues beyond the 5-page cap at ${site.url}/jobs?page=6&per=1`);
  const chosen = await server.admin.extract({ url: `${site.url}/jobs`, schema: JOBS, options: { paginate: true, max_pages: 2 } });
  expect((chosen.data.jobs as unknown[]).length).toBe(6);
  expect(chosen).toMatchObject({
    status: 'completed',
    metadata: { pages: 2, notes: [`stopped at max_pages (2); the list continues at ${site.url}/jobs?page=3`] },
  });
});

test('a news article has no product: "the product name and price" is null and partial, not the headline and "$2.4bn"', async ({ server }) => {
  const r = await server.admin.extract({ url: `${site.url}/news`, prompt: 'the product name and price' });
  expect(r.data).toEqual({ name: null, price: null });
  expect(r).toMatchObject({ status: 'partial', metadata: { completeness: 0, missing: ['/name', '/price'] } });
  // The same fields as a schema: a name beside a price is a product's name.
  const schema = { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } };
  const s = await server.admin.extract({ url: `${site.url}/news`, schema });
  expect(s.data).toEqual({ name: null, price: null });
  expect(s.status).toBe('partial');
  // A product page still answers both.
  const p = await server.admin.extract({ url: `${site.url}/product/plain`, prompt: 'the product name and price' });
  expect(p).toMatchObject({ status: 'completed', data: { name: 'Northwind ProDesk 27" 4K Monitor', price: 1299 } });
});

test('paragraphs: array of string on an article gives its paragraphs; a list that stays empty is partial', async ({ server }) => {
  const schema = { type: 'object', properties: { paragraphs: { type: 'array', items: { type: 'string' } } } };
  const r = await server.admin.extract({ url: `${site.url}/article`, schema });
  expect(r.data.paragraphs).toEqual([
    'For three years our CI cache lived in a Redis cluster that nobody wanted to own.',
    'Moving it to one SQLite file in WAL mode cut p99 cache reads from 41 ms to 3 ms and removed a whole service.',
    'We replayed a week of cache traffic against both stores and compared tail latency and disk use.',
    'The surprise was how little tuning SQLite needed.',
  ]);
  expect(r).toMatchObject({ status: 'completed', metadata: { completeness: 1 } });
  const none = await server.admin.extract({
    url: `${site.url}/article`,
    schema: { type: 'object', properties: { title: { type: 'string' }, colors: { type: 'array', items: { type: 'string' } } } },
  });
  expect(none.data.colors).toEqual([]);
  expect(none.status).toBe('partial');
  expect(none.metadata.missing).toEqual(['/colors']);
  expect(none.metadata.reason).toContain('/colors found no items');
});

test('schema and prompt: the schema fixes the shape, the prompt picks the list it names, and the notes say what the builtin used', async ({ server }) => {
  const schema = {
    type: 'object',
    properties: { products: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } } } },
  };
  const plain = await server.admin.extract({ url: `${site.url}/shop`, schema });
  expect(plain.data.products).toEqual([
    { name: 'Alpha Lamp', price: 19.99 },
    { name: 'Beta Chair', price: 149 },
  ]);
  expect(plain.metadata.notes).toBeUndefined();
  const guided = await server.admin.extract({ url: `${site.url}/shop`, schema, prompt: 'only the new arrivals' });
  expect(guided.data.products).toEqual([
    { name: 'Iota Stool', price: 59 },
    { name: 'Kappa Tray', price: 12.5 },
  ]);
  expect(guided.metadata.notes).toEqual([
    expect.stringMatching(
      /^builtin extractor follows the schema and reads the prompt only for .*other instructions in the prompt are not followed; attach an LLM/,
    ),
  ]);
  // What the data is about: "the product's name" on a news article is no headline.
  const about = await server.admin.extract({
    url: `${site.url}/news`,
    schema: { type: 'object', properties: { name: { type: 'string' } } },
    prompt: "the product's name",
  });
  expect(about.data).toEqual({ name: null });
  const article = await server.admin.extract({ url: `${site.url}/news`, schema: { type: 'object', properties: { name: { type: 'string' } } } });
  expect(article.data.name).toBe('City council approves $2.4bn budget after late-night session');
});
