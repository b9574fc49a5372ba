/**
 * The builtin provider: deterministic, offline and free. It reads structured data, labels,
 * repeated records and class names (see fill-schema.ts) — no model, so it reports 0 tokens and
 * leaves what needs one (summaries, translations…) to an LLM provider, saying so in its notes.
 */
import type { Extractor } from '../extractor';
import { llmNeededNote, promptTasks } from '../prompt-tasks';
import { fillSchema } from './fill-schema';

/** Creates the builtin extractor. */
export function createBuiltinExtractor(): Extractor {
  return {
    id: 'builtin',
    repairable: false,
    async extract(req) {
      const data = fillSchema(req.page, req.schema);
      const tasks = req.prompt ? promptTasks(req.prompt) : [];
      // Whatever the page offers under such a field (a meta description for "summary") is not the
      // answer asked for: the field stays missing, and the note says what would answer it.
      for (const task of tasks) if (task.field in data) data[task.field] = undefined;
      return { data, inputTokens: 0, outputTokens: 0, ...(tasks.length ? { notes: tasks.map(llmNeededNote) } : {}) };
    },
  };
}
