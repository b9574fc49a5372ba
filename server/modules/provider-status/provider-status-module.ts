/** The provider status module: which providers this deployment has, and why one is unavailable. */
import type { ModuleContext, ServerModule } from '../module-context';
import { providerStatusRoutes } from './provider-status.routes';
import { createProviderStatusService } from './provider-status.service';

export function createProviderStatusModule(ctx: ModuleContext): ServerModule {
  return { routes: providerStatusRoutes(createProviderStatusService(ctx.providers)) };
}
