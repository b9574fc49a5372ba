/**
 * Prompt → schema: the fields a prompt asks for, by its nouns ("the headline and the author" →
 * headline, author; "all products with their name and price" → products[{name, price}]). Every
 * provider fills this derived schema, so prompt results have a stable shape.
 */
import { words } from '../page/text';
import type { JsonSchema } from '../types';
import { conceptFor } from './builtin/concepts';
import { itemField, listSchemaFor } from './prompt-lists';

const LEAD = /^(please\s+)?(can you\s+)?(extract|get|return|give( me)?|find|list|scrape|pull|collect|grab|fetch|show( me)?|tell me|read|capture|what (is|are)|i (want|need))\b[\s:]*/i;
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'this', 'that', 'these', 'those', 'all', 'every', 'each', 'any', 'of', 'on', 'in', 'from', 'for', 'me', 'my', 'our', 'your']);
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

function objectOf(fields: string[]): JsonSchema {
  const unique = [...new Set(fields)];
  return {
    type: 'object',
    properties: Object.fromEntries(unique.map((f) => [f, propertyFor(f)])),
    required: unique,
    additionalProperties: false,
  };
}

// "all products with their name, price and url" · "every job with title and company"
const LIST_WITH = /^(?:all|every|each|the list of|a list of|list of)?\s*(?:the\s+)?([a-z][a-z -]*?s)\s+(?:with|including|along with|and their|each with|—|-|:)\s+(?:their|its|the|each)?\s*(.+)$/i;
// "the name and price of every product" · "title and company of all jobs"
const FIELDS_OF = /^(.+?)\s+(?:of|for)\s+(?:all|every|each)\s+(?:the\s+)?([a-z][a-z-]*)$/i;

/** The schema a prompt asks for. Prompts naming no fields get title + summary. */
export function schemaFromPrompt(prompt: string): JsonSchema {
  const text = prompt.trim().replace(LEAD, '').replace(/[?.!]+$/, '').trim();
  const list = LIST_WITH.exec(text);
  const of = list ? undefined : FIELDS_OF.exec(text);
  if (list || of) {
    const [listNoun, rest] = list ? [list[1], list[2]] : [of![2], of![1]];
    const name = fieldName(listNoun.replace(/(?<!s)$/, 's')) ?? 'items';
    // Each item has one of each: "with their names and prices" → name, price.
    const itemFields = splitList(rest).map(fieldName).filter((f): f is string => !!f).map(itemField);
    if (itemFields.length) {
      const items = objectOf(itemFields);
      return { type: 'object', properties: { [name]: { type: 'array', items } }, required: [name], additionalProperties: false };
    }
  }
  const plural = listSchemaFor(splitList(text).map(phraseWords), propertyFor);
  if (plural) return plural;
  const fields = splitList(text).map(fieldName).filter((f): f is string => !!f);
  if (/\bsummar(y|ise|ize)\b/i.test(prompt) && !fields.includes('summary')) fields.push('summary');
  return objectOf(fields.length ? fields.filter((f) => !/^summar(ise|ize)/.test(f)) : ['title', 'summary']);
}
