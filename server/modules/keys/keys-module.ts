/**
 * The keys module: the key service the HTTP layer authenticates with is the core's; this serves its routes, and the
 * tenant's settings kept beside its keys, for the modules that read them (Firecrawl's webhooks).
 */
import type { ModuleContext, ServerModule } from '../module-context';
import { keysRoutes } from './keys.routes';
import { createTenantSettings, type TenantSettings } from './tenant-settings';
import { tenantRoutes } from './tenant.routes';

export function createKeysModule(ctx: ModuleContext): ServerModule & { tenants: TenantSettings } {
  const tenants = createTenantSettings({ store: ctx.stores.keys, box: ctx.box, firecrawlWebhookSecret: ctx.options.firecrawlWebhookSecret });
  return { routes: [...keysRoutes(ctx.keys), ...tenantRoutes(tenants)], tenants };
}
