/** The extract module: sync extraction, and async and batch extraction through the queue. */
import type { ModuleContext, ServerModule } from '../module-context';
import { extractRoutes } from './extract.routes';

export function createExtractModule(ctx: ModuleContext): ServerModule {
  return { routes: extractRoutes(ctx.extract, ctx.tasks) };
}
