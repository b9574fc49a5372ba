/**
 * Plural prompts → list schemas. "the product names and prices", "the job titles and companies"
 * and "list the products" ask for many records, so they get one array of objects
 * (products[{name, price}], jobs[{title, company}]) rather than one scalar per noun, which the
 * builtin could only fill with a single value and an LLM would answer with parallel, unpaired lists.
 */
import type { JsonSchema } from '../types';
import { CONCEPTS } from './builtin/concepts';

// Words that name the kind of record ("product names" → products). Singular forms.
const RECORDS = new Set([
  'product',
  'item',
  'job',
  'listing',
  'article',
  'post',
  'story',
  'result',
  'review',
  'comment',
  'event',
  'book',
  'recipe',
  'company',
  'video',
  'course',
  'hotel',
  'property',
  'repo',
  'repository',
]);
// Nouns ending in s that are not plurals.
const NOT_PLURAL = /(ss|us|is|news|status|sms)$/;
// A bare record noun ("list the products") gets the fields such records usually show.
const DEFAULT_FIELDS: Record<string, string[]> = { product: ['name', 'price', 'url'], item: ['name', 'price', 'url'] };
const FALLBACK_FIELDS = ['title', 'url'];

// Plurals that are field names in their own right ("reviews" is the review count).
const known = (w: string) => CONCEPTS.some((c) => c.names.includes(w));

function singular(w: string): string {
  if (NOT_PLURAL.test(w) || !w.endsWith('s') || known(w)) return w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

const isPlural = (w: string) => singular(w) !== w;

/** A list item's field name from a plural noun: "prices" → price, "job_titles" → job_title. */
export const itemField = (name: string) => name.replace(/[a-z0-9]+$/, singular);
const pluralOf = (w: string) => (w.endsWith('y') && !/[aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`);

/**
 * The list schema a prompt asks for, or undefined when it asks for one record's fields.
 * `phrases` are the prompt's noun phrases with determiners removed, as word lists.
 * A list is meant when a phrase is a plural record noun ("the products"), when a plural noun has a
 * record modifier ("product names", "job titles"), or when every noun (two or more) is plural
 * ("the names and prices"). A lone plural noun without a record word ("the tags") stays a field.
 */
export function listSchemaFor(phrases: string[][], propertyFor: (name: string) => JsonSchema): JsonSchema | undefined {
  const heads = phrases.filter((p) => p.length).map((p) => p[p.length - 1]);
  const bare = phrases.find((p) => p.length === 1 && isPlural(p[0]) && RECORDS.has(singular(p[0])));
  const modified = phrases.find((p) => p.length > 1 && isPlural(p[p.length - 1]) && RECORDS.has(p[0]));
  const allPlural = heads.length >= 2 && heads.every(isPlural);
  if (!bare && !modified && !allPlural) return undefined;

  // A record modifier wins: in "the job titles and companies" the records are jobs.
  const record = modified ? modified[0] : bare && singular(bare[0]);
  const recordPhrase = modified ? undefined : bare;
  const fields = phrases
    .filter((p) => p.length && p !== recordPhrase)
    .map((p) => (p.length > 1 && (RECORDS.has(p[0]) || p[0] === record) ? p.slice(1) : p))
    .map((p) => itemField(p.join('_')));
  const named = fields.length > 0;
  const itemFields = named ? [...new Set(fields)] : (DEFAULT_FIELDS[record ?? ''] ?? FALLBACK_FIELDS);
  const items: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(itemFields.map((f) => [f, propertyFor(f)])),
    // Named fields are what was asked for; for a bare record noun only the identifying first
    // field is required, and the records may carry more.
    required: named ? itemFields : itemFields.slice(0, 1),
    additionalProperties: !named,
  };
  const name = record ? pluralOf(record) : 'items';
  return { type: 'object', properties: { [name]: { type: 'array', items } }, required: [name], additionalProperties: false };
}
