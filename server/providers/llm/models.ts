/**
 * The LLM providers' models: the per-model price table that metadata.cost comes from, which
 * provider serves a model, and whether a provider is configured here.
 */
import type { ModelCatalog, ModelEntry } from '../../engine/engine-options';
import type { ExtractorId } from '../../engine/extract/extractor';
import { ExtractionError } from '../../engine/types';
import type { ServerOptions } from '../../options';

/** The settings the LLM providers read. */
export type LlmSettings = Pick<ServerOptions, 'llmProvider' | 'model' | 'openaiBaseUrl' | 'openaiApiKey' | 'anthropicBaseUrl' | 'anthropicApiKey'>;

/** Published list prices, USD per million tokens. */
export const PRICE_TABLE: ModelEntry[] = [
  { id: 'builtin-1', provider: 'builtin', input: 0, output: 0, context: Infinity },
  { id: 'gpt-4.1-mini', provider: 'openai', input: 0.4, output: 1.6, context: 1_000_000 },
  { id: 'gpt-4.1', provider: 'openai', input: 2, output: 8, context: 1_000_000 },
  { id: 'gpt-4.1-nano', provider: 'openai', input: 0.1, output: 0.4, context: 1_000_000 },
  { id: 'gpt-4o-mini', provider: 'openai', input: 0.15, output: 0.6, context: 128_000 },
  { id: 'gpt-4o', provider: 'openai', input: 2.5, output: 10, context: 128_000 },
  { id: 'claude-haiku-4-5', provider: 'anthropic', input: 1, output: 5, context: 200_000 },
  { id: 'claude-sonnet-4-5', provider: 'anthropic', input: 3, output: 15, context: 200_000 },
  { id: 'claude-opus-4-1', provider: 'anthropic', input: 15, output: 75, context: 200_000 },
];

const DEFAULT_MODEL: Record<ExtractorId, string> = { builtin: 'builtin-1', openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' };
// A configured model the table does not know (a local Ollama/vLLM model): price unknown → 0; a modest context.
const UNKNOWN_CONTEXT = 32_000;

/** Every model this deployment can serve: the table plus the configured PLUCK_MODEL. */
export function knownModels(s: Pick<LlmSettings, 'llmProvider' | 'model'>): ModelEntry[] {
  if (!s.model || PRICE_TABLE.some((m) => m.id === s.model)) return PRICE_TABLE;
  return [...PRICE_TABLE, { id: s.model, provider: s.llmProvider, input: 0, output: 0, context: UNKNOWN_CONTEXT }];
}

/** Why a provider cannot serve here (e.g. "OPENAI_API_KEY is unset"), or undefined when it can. */
export function llmUnavailableReason(s: LlmSettings, id: ExtractorId): string | undefined {
  if (id === 'openai' && !s.openaiApiKey && !s.openaiBaseUrl) return 'OPENAI_API_KEY and OPENAI_BASE_URL are unset';
  if (id === 'anthropic' && !s.anthropicApiKey) return 'ANTHROPIC_API_KEY is unset';
  return undefined;
}

/** A provider's default model: PLUCK_MODEL for the default provider, else its own default. */
export function defaultModelOf(s: LlmSettings, id: ExtractorId): string {
  return id === s.llmProvider && s.model ? s.model : DEFAULT_MODEL[id];
}

/** USD cost of a call, from the price table (rounded to 1e-6). */
export function costOf(model: ModelEntry, inputTokens: number, outputTokens: number): number {
  return Math.round(((inputTokens * model.input + outputTokens * model.output) / 1e6) * 1e6) / 1e6;
}

/** The engine's model catalog over the price table and this deployment's configuration. */
export function createModelCatalog(s: LlmSettings): ModelCatalog {
  return {
    resolve(requested) {
      const models = knownModels(s);
      const id = requested ?? defaultModelOf(s, s.llmProvider);
      const entry = models.find((m) => m.id === id);
      if (!entry) {
        throw new ExtractionError('invalid_request', `Unknown model "${id}". Known models: ${models.map((m) => m.id).join(', ')}`, 'config', {
          field: 'options.model',
        });
      }
      const reason = llmUnavailableReason(s, entry.provider);
      if (reason) {
        const msg = `Model "${id}" needs the ${entry.provider} provider, which is not configured here (${reason})`;
        throw requested ? new ExtractionError('invalid_request', msg, 'config', { field: 'options.model' }) : new ExtractionError('internal', msg, 'config');
      }
      return entry;
    },
    cost: costOf,
  };
}
