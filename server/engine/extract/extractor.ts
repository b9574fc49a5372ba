/**
 * Stage 3 of the engine: the Extractor interface every provider (builtin, openai, anthropic) implements.
 */
import type { Element } from 'domhandler';
import type { DeviceScreen } from '../fetch/fetched-page';
import type { PageModel } from '../page/page-model';
import type { JsonSchema } from '../types';

/** What an extractor is asked to do for one page. */
export interface ExtractionRequest {
  page: PageModel;
  /** The shape to fill: the user's schema, or one derived from the prompt. */
  schema: JsonSchema;
  /** The user's prompt, when given: beside a schema it guides (LLMs follow it; the builtin reads what the data is about and which list it names). */
  prompt?: string;
  /** True when the schema was derived from the prompt rather than given by the user. */
  derived: boolean;
  model: string;
  /** A device screen's hierarchy and screenshot, when the page is one (LLM providers send them instead of the markdown). */
  screen?: DeviceScreen;
  /** Set on the repair retry: what was returned before and what was wrong with it. */
  repair?: { previous: unknown; problems: string[] };
  signal: AbortSignal;
}

/** What an extractor returns for one page. */
export interface ExtractionOutput {
  data: Record<string, unknown>;
  /** Tokens the model consumed; 0 for the builtin, which uses no model. */
  inputTokens: number;
  outputTokens: number;
  /** What the provider could not do for this request (a prompt asking the builtin to summarise), for metadata.notes. */
  notes?: string[];
  /** Where the extractor read each value, by JSON pointer (the builtin records them; an LLM's values are found on the page afterwards). */
  traces?: Record<string, ValueTrace>;
}

/** Where one value was read: its source, the element when one was read, and the raw text before cleaning. */
export interface ValueTrace {
  source: 'json-ld' | 'microdata' | 'meta' | 'dom' | 'url';
  el?: Element;
  raw?: string;
}

/** The extraction providers there are: the offline builtin and two LLM APIs. */
export const EXTRACTOR_IDS = ['builtin', 'openai', 'anthropic'] as const;

/** One extraction provider's id. */
export type ExtractorId = (typeof EXTRACTOR_IDS)[number];

/** An extraction provider. */
export interface Extractor {
  readonly id: ExtractorId;
  /** Whether a failed validation is worth one repair retry (LLMs: yes; the deterministic builtin: no). */
  readonly repairable: boolean;
  extract(req: ExtractionRequest): Promise<ExtractionOutput>;
}
