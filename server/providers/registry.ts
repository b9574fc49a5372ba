/**
 * Extraction providers and models: what GET /v1/providers lists, which provider serves a model,
 * and the per-model price table that metadata.cost comes from.
 */
import type { EngineOptions } from '../engine/engine-options';
import { ExtractionError, type ProviderInfo } from '../engine/types';

type ProviderId = ProviderInfo['id'];

/** One model: its provider, USD per million tokens, and context window (tokens). */
export interface ModelEntry {
  id: string;
  provider: ProviderId;
  input: number;
  output: number;
  context: number;
}

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

const DEFAULT_MODEL: Record<ProviderId, string> = { builtin: 'builtin-1', openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' };
// A configured model the table does not know (a local Ollama/vLLM model): price unknown → 0; a modest context.
const UNKNOWN_CONTEXT = 32_000;

/** Every model this deployment can serve: the table plus the configured PLUCK_MODEL. */
export function knownModels(opts: Pick<EngineOptions, 'llmProvider' | 'model'>): ModelEntry[] {
  if (!opts.model || PRICE_TABLE.some((m) => m.id === opts.model)) return PRICE_TABLE;
  return [...PRICE_TABLE, { id: opts.model, provider: opts.llmProvider, input: 0, output: 0, context: UNKNOWN_CONTEXT }];
}

function unavailableReason(opts: EngineOptions, id: ProviderId): string | undefined {
  if (id === 'openai' && !opts.openaiApiKey && !opts.openaiBaseUrl) return 'OPENAI_API_KEY and OPENAI_BASE_URL are unset';
  if (id === 'anthropic' && !opts.anthropicApiKey) return 'ANTHROPIC_API_KEY is unset';
  return undefined;
}

function defaultModelOf(opts: EngineOptions, id: ProviderId): string {
  return id === opts.llmProvider && opts.model ? opts.model : DEFAULT_MODEL[id];
}

/** The providers and their models, as GET /v1/providers lists them. */
export function listProviders(opts: EngineOptions): ProviderInfo[] {
  const names: Record<ProviderId, string> = { builtin: 'Builtin (deterministic, offline, free)', openai: 'OpenAI-compatible chat completions', anthropic: 'Anthropic Messages API' };
  return (['builtin', 'openai', 'anthropic'] as const).map((id) => {
    const reason = unavailableReason(opts, id);
    const def = defaultModelOf(opts, id);
    return {
      id,
      name: names[id],
      available: !reason,
      ...(reason ? { reason } : {}),
      default: id === opts.llmProvider,
      models: knownModels(opts)
        .filter((m) => m.provider === id)
        .map((m) => ({ id: m.id, default: m.id === def, input_price_per_mtok: m.input, output_price_per_mtok: m.output })),
    };
  });
}

/** The model a job runs on: options.model, else the deployment default. Throws invalid_request for unknown or unconfigured models. */
export function resolveModel(opts: EngineOptions, requested?: string): ModelEntry {
  const models = knownModels(opts);
  const id = requested ?? defaultModelOf(opts, opts.llmProvider);
  const entry = models.find((m) => m.id === id);
  if (!entry) {
    throw new ExtractionError('invalid_request', `Unknown model "${id}". Known models: ${models.map((m) => m.id).join(', ')}`, 'config', { field: 'options.model' });
  }
  const reason = unavailableReason(opts, entry.provider);
  if (reason) {
    const msg = `Model "${id}" needs the ${entry.provider} provider, which is not configured here (${reason})`;
    throw requested ? new ExtractionError('invalid_request', msg, 'config', { field: 'options.model' }) : new ExtractionError('internal', msg, 'config');
  }
  return entry;
}

/** USD cost of a call, from the price table (rounded to 1e-6). */
export function costOf(model: ModelEntry, inputTokens: number, outputTokens: number): number {
  return Math.round(((inputTokens * model.input + outputTokens * model.output) / 1e6) * 1e6) / 1e6;
}
