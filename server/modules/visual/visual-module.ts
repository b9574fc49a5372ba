/** The visual module: extraction from a page's screenshot. */
import type { ModuleContext, ServerModule } from '../module-context';
import { visualRoutes } from './visual.routes';
import { createVisualService } from './visual.service';

export function createVisualModule(ctx: ModuleContext): ServerModule {
  return { routes: visualRoutes(createVisualService({ ...ctx, evidence: ctx.options.evidenceScreenshots })) };
}
