/** The map module: a site's URLs from its sitemaps and links. */
import type { ModuleContext, ServerModule } from '../module-context';
import { mapRoutes } from './map.routes';
import { createMapService } from './map.service';

export function createMapModule(ctx: ModuleContext): ServerModule {
  return { routes: mapRoutes(createMapService(ctx)) };
}
