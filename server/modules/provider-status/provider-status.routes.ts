import { ProvidersResponse } from '../../contract/usage';
import { route, type RouteDef } from '../../http/route';
import type { ProviderStatusService } from './provider-status.service';

/** GET /v1/providers (public). */
export function providerStatusRoutes(providers: ProviderStatusService): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/providers',
      auth: 'none',
      tag: 'providers',
      summary: 'Extraction providers and their models, and which other providers (browser, audio, mobile, credentials) this deployment has',
      response: ProvidersResponse,
      handler: () => providers.list(),
    }),
  ];
}
