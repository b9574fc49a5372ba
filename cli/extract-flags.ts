/**
 * Flags shared by `extract` and `batch` (what to extract and how), and the request body they make.
 */
import { Flags } from '@oclif/core';
import type { ExtractOptions } from '../server/contract/extract';
import { readSchema } from './inputs';
import { MAX_PAGES } from './vocabulary';

/** --schema/--prompt and every key of `options` of POST /v1/extract. */
export const extractFlags = {
  schema: Flags.string({
    char: 's',
    description: 'JSON Schema of the data: inline JSON, or a file path (- for stdin).',
    atLeastOne: ['schema', 'prompt'],
  }),
  prompt: Flags.string({
    char: 'p',
    description:
      'What to extract, in words. With --schema, the schema fixes the shape and the prompt guides: an LLM follows it; the builtin ' +
      'reads only what the data is about and which list it names, and says so in metadata.notes.',
    atLeastOne: ['schema', 'prompt'],
  }),
  paginate: Flags.boolean({ description: 'Follow next-page links and merge list fields across pages.' }),
  'max-pages': Flags.integer({ description: `Lower the page cap (1-${MAX_PAGES}).`, min: 1, max: MAX_PAGES }),
  model: Flags.string({ description: 'Extraction model for this request (see "pluck providers").' }),
  timeout: Flags.integer({ description: 'Lower the execution ceiling, seconds.', min: 1 }),
  'wait-for': Flags.string({ description: 'CSS selector, "load" or "networkIdle" to wait for (browser path only).' }),
  proxy: Flags.string({ description: 'HTTP proxy URL (HTTP-fetch path only).' }),
  screenshot: Flags.boolean({
    description: 'Keep a PNG screenshot of the page with the extraction (browser path only; download with "pluck extractions artifact").',
  }),
  evidence: Flags.boolean({ description: 'Say where each value was read (source, selector, text; its box with --screenshot), kept with the extraction.' }),
  strict: Flags.boolean({ description: 'Make a value an LLM gave that the page does not show null, instead of keeping it marked unverified.' }),
};

type ExtractFlagValues = {
  schema?: string;
  prompt?: string;
  paginate?: boolean;
  'max-pages'?: number;
  model?: string;
  timeout?: number;
  'wait-for'?: string;
  proxy?: string;
  screenshot?: boolean;
  evidence?: boolean;
  strict?: boolean;
};

/** The `schema`, `prompt` and `options` of a request; undefined when no flag asks for them. */
export function extractRequest(flags: ExtractFlagValues): {
  schema?: Record<string, unknown>;
  prompt?: string;
  options?: ExtractOptions;
} {
  const options: ExtractOptions = {};
  if (flags.paginate) options.paginate = true;
  if (flags['max-pages'] !== undefined) options.max_pages = flags['max-pages'];
  if (flags.model) options.model = flags.model;
  if (flags.timeout !== undefined) options.timeout = flags.timeout;
  if (flags['wait-for']) options.waitFor = flags['wait-for'];
  if (flags.proxy) options.proxy = flags.proxy;
  if (flags.screenshot) options.screenshot = true;
  if (flags.evidence) options.evidence = true;
  if (flags.strict) options.strict = true;
  return {
    schema: flags.schema === undefined ? undefined : readSchema(flags.schema),
    prompt: flags.prompt,
    options: Object.keys(options).length ? options : undefined,
  };
}
