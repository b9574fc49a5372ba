/** The history module: stored extractions and their artifacts, and the retention that sweeps both. */
import type { ModuleContext, ServerModule } from '../module-context';
import { extractionsRoutes } from './extractions.routes';

export function createExtractionsModule(ctx: ModuleContext): ServerModule {
  return {
    routes: extractionsRoutes(ctx.extractions, ctx.artifacts),
    // Sweeps run where work runs; the core stops retention before the database closes.
    start: () => (ctx.runsWork ? ctx.retention.start() : undefined),
  };
}
