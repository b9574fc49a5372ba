/**
 * What the builtin takes from a prompt given beside a schema (docs/providers.md, "Schema and prompt together": the schema fixes the shape,
 * the prompt guides): its content words, which say what the data is about ("the product's name")
 * and which of the page's lists is meant ("the new arrivals"). Anything else a prompt asks is left
 * to an LLM, and the result's notes say so.
 */
import { words } from '../../page/text';

// Words that carry no meaning for choosing: determiners, verbs of asking, connectives.
const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'or',
  'with',
  'from',
  'in',
  'on',
  'at',
  'for',
  'to',
  'by',
  'all',
  'every',
  'each',
  'any',
  'its',
  'their',
  'this',
  'that',
  'these',
  'those',
  'me',
  'my',
  'our',
  'please',
  'extract',
  'get',
  'give',
  'find',
  'list',
  'return',
  'show',
  'read',
  'collect',
  'only',
  'just',
  'under',
  'section',
  'page',
  'is',
  'are',
  'what',
  'which',
]);

const stem = (w: string) => w.replace(/(ies|es|s)$/, '');

/** The content words of a prompt, stemmed ("new arrivals" → new, arrival). */
export function promptWords(prompt: string | undefined): string[] {
  return [
    ...new Set(
      words((prompt ?? '').replace(/'s\b/g, ''))
        .filter((w) => !FILLER.has(w))
        .map(stem),
    ),
  ];
}

/** How many of the prompt's words name a list (its context words: container class, heading). */
export function promptMatches(hints: string[], context: string[]): number {
  if (!hints.length) return 0;
  const said = new Set(context.map(stem));
  return hints.filter((h) => said.has(h)).length;
}
