/**
 * Prompt verbs that ask for new text or judgement rather than data shown on the page: summarise,
 * translate, judge sentiment, compute. A language model can do them; the deterministic builtin
 * cannot, so it leaves their fields missing and says so in metadata.notes.
 */

/** One such task a prompt asks for, and the field its answer goes to. */
export interface PromptTask {
  /** What is asked, as a verb phrase ("summarise"). */
  what: string;
  /** The derived field that holds the answer. */
  field: string;
}

const TASKS: { what: string; verb: RegExp; field: string }[] = [
  { what: 'summarise', verb: /\b(?:summari[sz]e|sum up|tl;?dr)\b/i, field: 'summary' },
  { what: 'translate', verb: /\btranslat(?:e|ion)\b/i, field: 'translation' },
  { what: 'judge sentiment', verb: /\bsentiment\b|\btone of\b|\bpositive or negative\b/i, field: 'sentiment' },
  { what: 'compute', verb: /\b(?:calculate|compute|work out|add up)\b/i, field: 'result' },
];

/** Fields whose answers a model writes (a summary, a translation…): no page shows them as such. */
export const WRITTEN_FIELDS: ReadonlySet<string> = new Set(TASKS.map((t) => t.field));

/** The tasks a prompt asks for that need a language model. */
export function promptTasks(prompt: string): PromptTask[] {
  return TASKS.filter((t) => t.verb.test(prompt)).map(({ what, field }) => ({ what, field }));
}

const ATTACH =
  'attach an LLM: PLUCK_LLM_PROVIDER=openai with OPENAI_BASE_URL (Ollama, vLLM, llama.cpp, LM Studio or OpenAI) and PLUCK_MODEL, or PLUCK_LLM_PROVIDER=anthropic with ANTHROPIC_API_KEY';

/** The note a result carries when the builtin met a task it cannot do. */
export function llmNeededNote(task: PromptTask): string {
  return `builtin extractor cannot ${task.what} ("${task.field}" is left empty); ${ATTACH}`;
}

/** The note for a yes/no question the page does not answer in words the builtin reads (it answers availability; other questions need judgement). */
export function questionNote(field: string): string {
  return `builtin extractor found no yes/no answer for "${field}" on the page (it reads availability and stated yes/no values, and does not judge); ${ATTACH}`;
}

/** The note for a prompt given beside a schema: what the builtin took from it, and that the rest needs an LLM. */
export function promptBesideSchemaNote(): string {
  return `builtin extractor follows the schema and reads the prompt only for what the data is about (a product or not) and which of the page's lists it names; other instructions in the prompt are not followed; ${ATTACH}`;
}
