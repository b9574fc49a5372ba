/**
 * What the builtin reads of one page: the schema filled (fill-schema.ts), where each value was read, and the notes on
 * what it cannot do. It runs on an extraction thread (extraction-thread.ts) or, with none, on the server's own.
 */
import type { PageModel } from '../../page/page-model';
import type { JsonSchema } from '../../types';
import type { ExtractionOutput, ValueTrace } from '../extractor';
import { llmNeededNote, promptBesideSchemaNote, promptTasks, questionNote } from '../prompt-tasks';
import { fillSchema } from './fill-schema';
import { mainType, propertiesOf } from './schema-shape';

/** What one page is asked for. */
export interface PageQuestion {
  schema: JsonSchema;
  prompt?: string;
  /** True when the schema was derived from the prompt rather than given by the user. */
  derived: boolean;
}

/** What the builtin read of one page. */
export type PageReading = Pick<ExtractionOutput, 'data' | 'notes'> & { traces: Record<string, ValueTrace> };

/** Yes/no fields of a derived schema the page did not answer: the builtin only reads what pages state. */
function unansweredQuestions(schema: JsonSchema, data: Record<string, unknown>): string[] {
  return Object.entries(propertiesOf(schema))
    .filter(([name, sub]) => mainType(sub) === 'boolean' && (data[name] === undefined || data[name] === null))
    .map(([name]) => name);
}

/** Reads `page` for `question`. */
export function readPage(page: PageModel, question: PageQuestion): PageReading {
  const { schema, prompt, derived } = question;
  const traces: Record<string, ValueTrace> = {};
  const data = fillSchema(page, schema, prompt, traces);
  const tasks = prompt ? promptTasks(prompt) : [];
  // Whatever the page offers under such a field (a meta description for "summary") is not the
  // answer asked for: the field stays missing, and the note says what would answer it.
  for (const task of tasks) if (task.field in data) data[task.field] = undefined;
  const notes = [
    ...tasks.map(llmNeededNote),
    ...(derived ? unansweredQuestions(schema, data).map(questionNote) : []),
    // A prompt beside a schema guides (docs/providers.md, "Schema and prompt together"): what the builtin cannot use of it is said, never ignored silently.
    ...(prompt && !derived ? [promptBesideSchemaNote()] : []),
  ];
  return { data, traces, ...(notes.length ? { notes } : {}) };
}
