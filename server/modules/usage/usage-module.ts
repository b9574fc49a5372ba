/** The usage module: the tenant's month against its quota. */
import type { ModuleContext, ServerModule } from '../module-context';
import { usageRoutes } from './usage.routes';

export function createUsageModule(ctx: ModuleContext): ServerModule {
  return { routes: usageRoutes(ctx.usage) };
}
