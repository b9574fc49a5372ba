/** The recipes module: the site recipes a tenant's extractions learnt, listed, shown, pinned and deleted. */
import type { ModuleContext, ServerModule } from '../module-context';
import { recipesRoutes } from './recipes.routes';

export function createRecipesModule(ctx: ModuleContext): ServerModule {
  return { routes: recipesRoutes(ctx.recipes) };
}
