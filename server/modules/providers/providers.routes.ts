import { ProvidersResponse } from '../../contract/usage';
import type { ProviderInfo } from '../../engine/types';
import { route, type RouteDef } from '../../http/route';

/** GET /v1/providers (public). */
export function providersRoutes(list: () => ProviderInfo[]): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/providers',
      auth: 'none',
      tag: 'providers',
      summary: 'Extraction providers and their models, with availability in this deployment',
      response: ProvidersResponse,
      handler: () => {
        const providers = list();
        const def = providers.find((p) => p.default) ?? providers[0];
        return {
          default_provider: def?.id ?? 'builtin',
          default_model: def?.models.find((m) => m.default)?.id ?? def?.models[0]?.id ?? '',
          providers,
        };
      },
    }),
  ];
}
