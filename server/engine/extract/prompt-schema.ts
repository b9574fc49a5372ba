/**
 * Prompt → schema: the fields a prompt asks for, by its nouns ("the headline and the author" →
 * headline, author; "all products with their name and price" → products[{name, price}]). Every
 * provider fills this derived schema, so prompt results have a stable shape.
 */
import { words } from '../page/text';
import type { JsonSchema } from '../types';
import { conceptFor } from './builtin/concepts';
import { itemField, listSchemaFor } from './prompt-lists';
import { isInstruction, questionField, wantsYesNo } from './prompt-questions';
import { promptTasks } from './prompt-tasks';

const LEAD =
  /^(please\s+)?(can you\s+)?(extract|get|return|give( me)?|find|list|scrape|pull|collect|grab|fetch|show( me)?|tell me|read|capture|what (is|are)|i (want|need))\b[\s:]*/i;
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'its',
  'their',
  'his',
  'her',
  'this',
  'that',
  'these',
  'those',
  'all',
  'every',
  'each',
  'any',
  'of',
  'on',
  'in',
  'from',
  'for',
  'me',
  'my',
  'our',
  'your',
]);
// Nouns for the thing the page is about: "the product name" is the name.
const ENTITY = new Set(['page', 'product', 'item', 'article', 'post', 'story', 'listing', 'site', 'website', 'document', 'blog', 'news']);
const NUMERIC = new Set(['price', 'rating', 'review_count']);

const phraseWords = (phrase: string) => words(phrase.replace(/'s\b/g, '')).filter((x) => !DETERMINERS.has(x));

function fieldName(phrase: string): string | undefined {
  let w = phraseWords(phrase);
  // "price of the product", "author on the page": the trailing entity adds nothing.
  while (w.length > 1 && ENTITY.has(w[w.length - 1])) w = w.slice(0, -1);
  if (w.length > 1 && ENTITY.has(w[0])) w = w.slice(1);
  if (!w.length || w.length > 4 || w.every((x) => ENTITY.has(x))) return undefined;
  return w.join('_');
}

function splitList(text: string): string[] {
  return text
    .split(/,|;|\band\b|&|\bplus\b|\bas well as\b|\/|\bor\b/i)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter(Boolean);
}

function propertyFor(name: string): JsonSchema {
  const concept = conceptFor(name);
  return NUMERIC.has(concept?.id ?? '') ? { type: ['number', 'null'] } : { type: ['string', 'null'] };
}

// "the specs list", "a list of features", "list the specs": one string per item.
function listField(w: string[], listVerb: boolean): string | undefined {
  if (w.length > 1 && w[w.length - 1] === 'list') return w.slice(0, -1).join('_');
  if (w.length > 1 && w[0] === 'list') return w.slice(1).join('_');
  return listVerb && w.length === 1 && /[^s]s$/.test(w[0]) ? w[0] : undefined;
}

/** One asked-for field of a flat prompt and its schema: a yes/no question, a list of strings, or a scalar. */
function fieldOf(phrase: string, listVerb: boolean): [string, JsonSchema] | undefined {
  const question = questionField(phrase);
  if (question) return [question, { type: ['boolean', 'null'] }];
  const list = listField(phraseWords(phrase), listVerb);
  if (list) return [list, { type: 'array', items: { type: 'string' } }];
  const name = fieldName(phrase);
  return name ? [name, propertyFor(name)] : undefined;
}

function objectOf(fields: [string, JsonSchema][]): JsonSchema {
  const properties = Object.fromEntries(fields);
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

// "all products with their name, price and url" · "every job with title and company"
const LIST_WITH =
  /^(?:all|every|each|the list of|a list of|list of)?\s*(?:the\s+)?([a-z][a-z -]*?s)\s+(?:with|including|along with|and their|each with|—|-|:)\s+(?:their|its|the|each)?\s*(.+)$/i;
// "the name and price of every product" · "title and company of all jobs"
const FIELDS_OF = /^(.+?)\s+(?:of|for)\s+(?:all|every|each)\s+(?:the\s+)?([a-z][a-z-]*)$/i;

/** The schema of the noun phrases of a prompt, or undefined when they name no field. */
function nounSchema(text: string, listVerb: boolean): JsonSchema | undefined {
  const list = LIST_WITH.exec(text);
  const of = list ? undefined : FIELDS_OF.exec(text);
  if (list || of) {
    const [listNoun, rest] = list ? [list[1], list[2]] : [of![2], of![1]];
    const name = fieldName(listNoun.replace(/(?<!s)$/, 's')) ?? 'items';
    // Each item has one of each: "with their names and prices" → name, price.
    const itemFields = splitList(rest)
      .map(fieldName)
      .filter((f): f is string => !!f)
      .map(itemField);
    if (itemFields.length) {
      const items = objectOf(itemFields.map((f) => [f, propertyFor(f)]));
      return { type: 'object', properties: { [name]: { type: 'array', items } }, required: [name], additionalProperties: false };
    }
  }
  const plural = listSchemaFor(splitList(text).map(phraseWords), propertyFor);
  if (plural) return plural;
  const fields = splitList(text)
    .map((p) => fieldOf(p, listVerb))
    .filter((f): f is [string, JsonSchema] => !!f);
  return fields.length ? objectOf(fields) : undefined;
}

/**
 * The schema a prompt asks for. Sentences are read one by one: a yes/no question is a boolean
 * ("is the product in stock?" → in_stock), "answer yes or no" only says how to answer, a task
 * verb (summarise, translate…) gets its own field, the rest are noun phrases. Prompts naming no
 * fields get title + summary.
 */
export function schemaFromPrompt(prompt: string): JsonSchema {
  // Sentences, then their comma/and parts: "the title, and translate it to French" is a noun and a task.
  const clauses = prompt
    .split(/[?!;]+|\.(?:\s+|$)/)
    .flatMap((c) => c.split(/,|\band\b|&/))
    .map((c) => c.trim())
    .filter((c) => c && !isInstruction(c));
  const yesNo = wantsYesNo(prompt);
  const extra: [string, JsonSchema][] = [];
  const nouns: string[] = [];
  for (const clause of clauses) {
    const tasks = promptTasks(clause);
    const question = tasks.length ? undefined : questionField(clause, yesNo && clauses.length === 1);
    if (question) extra.push([question, { type: ['boolean', 'null'] }]);
    else if (tasks.length) extra.push(...tasks.map((t): [string, JsonSchema] => [t.field, { type: ['string', 'null'] }]));
    else nouns.push(clause);
  }
  const text = nouns.join(', ').replace(LEAD, '').trim();
  const listVerb = /^(?:please\s+)?list\b/i.test(nouns[0] ?? '');
  const schema = (text && nounSchema(text, listVerb)) || (extra.length ? objectOf([]) : objectOf(['title', 'summary'].map((f) => [f, propertyFor(f)])));
  if (!extra.length) return schema;
  const properties = { ...(schema.properties as Record<string, JsonSchema>), ...Object.fromEntries(extra) };
  return { ...schema, properties, required: Object.keys(properties) };
}
