/**
 * What GET /v1/providers answers, read from the provider registry: the extraction (LLM) providers
 * with their models and prices, and every other kind's availability.
 */
import type { ProvidersResponse } from '../../contract/usage';
import type { ProviderRegistry } from '../../engine/provider-registry';

/** Creates the providers service. */
export function createProviderStatusService(registry: ProviderRegistry) {
  return {
    /** The listing, default provider and model first. */
    list(): ProvidersResponse {
      const providers = registry.list('llm').map(({ id, name, available, reason, default: def, models }) => ({
        id,
        name,
        available,
        ...(reason ? { reason } : {}),
        default: !!def,
        models: models ?? [],
      }));
      const def = providers.find((p) => p.default) ?? providers[0];
      const capabilities = registry
        .list()
        .filter((e) => e.kind !== 'llm')
        .map(({ kind, id, name, available, reason }) => ({ kind, id, name, available, ...(reason ? { reason } : {}) }));
      return {
        default_provider: def?.id ?? 'builtin',
        default_model: def?.models.find((m) => m.default)?.id ?? def?.models[0]?.id ?? '',
        providers,
        capabilities,
      };
    },
  };
}

export type ProviderStatusService = ReturnType<typeof createProviderStatusService>;
