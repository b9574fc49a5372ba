/**
 * The builtin provider: deterministic, offline and free. It reads structured data, labels,
 * repeated records and class names (see fill-schema.ts) — no model, so it reports 0 tokens and
 * leaves what needs one (summaries, translations…) to an LLM provider, saying so in its notes.
 * A prompt beside a schema guides it where it can (prompt-guide.ts).
 */
import type { Extractor } from '../extractor';
import type { JsonSchema } from '../../types';
import { llmNeededNote, promptBesideSchemaNote, promptTasks, questionNote } from '../prompt-tasks';
import { fillSchema } from './fill-schema';
import { mainType, propertiesOf } from './schema-shape';

/** Yes/no fields of a derived schema the page did not answer: the builtin only reads what pages state. */
function unansweredQuestions(schema: JsonSchema, data: Record<string, unknown>): string[] {
  return Object.entries(propertiesOf(schema))
    .filter(([name, sub]) => mainType(sub) === 'boolean' && (data[name] === undefined || data[name] === null))
    .map(([name]) => name);
}

/** Creates the builtin extractor. */
export function createBuiltinExtractor(): Extractor {
  return {
    id: 'builtin',
    repairable: false,
    async extract(req) {
      const traces = {};
      const data = fillSchema(req.page, req.schema, req.prompt, traces);
      const tasks = req.prompt ? promptTasks(req.prompt) : [];
      // Whatever the page offers under such a field (a meta description for "summary") is not the
      // answer asked for: the field stays missing, and the note says what would answer it.
      for (const task of tasks) if (task.field in data) data[task.field] = undefined;
      const notes = [
        ...tasks.map(llmNeededNote),
        ...(req.derived ? unansweredQuestions(req.schema, data).map(questionNote) : []),
        // A prompt beside a schema guides (docs/providers.md, "Schema and prompt together"): what the builtin cannot use of it is said, never ignored silently.
        ...(req.prompt && !req.derived ? [promptBesideSchemaNote()] : []),
      ];
      return { data, inputTokens: 0, outputTokens: 0, traces, ...(notes.length ? { notes } : {}) };
    },
  };
}
