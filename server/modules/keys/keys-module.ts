/** The keys module: the key service the HTTP layer authenticates with is the core's; this serves its routes. */
import type { ModuleContext, ServerModule } from '../module-context';
import { keysRoutes } from './keys.routes';

export function createKeysModule(ctx: ModuleContext): ServerModule {
  return { routes: keysRoutes(ctx.keys) };
}
