/**
 * The builtin provider: deterministic, offline and free. It reads structured data, labels,
 * repeated records and class names (see fill-schema.ts) — no model, so it reports 0 tokens and
 * leaves what needs one (summaries, translations…) to an LLM provider, saying so in its notes.
 * A prompt beside a schema guides it where it can (prompt-guide.ts). With threads, it reads each
 * page on one of them (extraction-threads.ts).
 */
import { elementAt } from '../../page/dom';
import type { PageModel } from '../../page/page-model';
import type { Extractor, ValueTrace } from '../extractor';
import type { ExtractionThreads, ThreadAnswer } from './extraction-threads';
import { readPage, type PageReading } from './read-page';

/** A thread's reading with its elements found in the server's own model of the page, when something asks for one. */
function onPage(page: PageModel, answer: ThreadAnswer): PageReading {
  const traces: Record<string, ValueTrace> = {};
  for (const [pointer, { place, ...trace }] of Object.entries(answer.traces)) {
    traces[pointer] = trace;
    if (place === undefined) continue;
    // Found on first use (evidence, a recipe): only then does the server parse the page on its own thread too.
    let el: ValueTrace['el'];
    Object.defineProperty(trace, 'el', { get: () => (el ??= elementAt(page.$.root()[0], place)), enumerable: true });
  }
  return { ...answer, traces };
}

/** Creates the builtin extractor, reading on `threads` when given, else on the caller's thread. */
export function createBuiltinExtractor(threads?: ExtractionThreads): Extractor {
  return {
    id: 'builtin',
    repairable: false,
    async extract(req) {
      const question = { schema: req.schema, prompt: req.prompt, derived: req.derived };
      const reading = threads
        ? onPage(req.page, await threads.read({ ...question, html: req.page.html, url: req.page.url }, req.signal))
        : readPage(req.page, question);
      return { ...reading, inputTokens: 0, outputTokens: 0 };
    },
  };
}
