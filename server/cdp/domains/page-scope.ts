/**
 * Helpers for handlers that act on the page behind a session.
 */
import { CdpError } from '../cdp-errors';
import type { RealmState } from '../model/browser-model';
import type { HandlerContext } from '../transport/connection';

/** The page id of a page session; browser and tab sessions have no page domains. */
export function pageOf(ctx: HandlerContext): string {
  if (ctx.session.kind !== 'page' || !ctx.session.pageId) throw new CdpError('This method is only available on a page target session', -32601);
  if (!ctx.model.pages.has(ctx.session.pageId)) throw new CdpError('Target closed');
  return ctx.session.pageId;
}

/** The realm of a worker session's worker. */
export function workerRealm(ctx: HandlerContext): RealmState {
  const id = ctx.session.workerId ?? '';
  const worker = ctx.model.workers.get(id) ?? ctx.model.browserWorkers.get(id);
  if (!worker) throw new CdpError('Target closed');
  return worker.realm;
}

/** Realm by CDP execution context id, or the session's default: the page's main-frame main world (Chrome's default), or the worker's. */
export function realmFor(ctx: HandlerContext, contextId: number | undefined): RealmState {
  if (contextId === undefined && ctx.session.kind === 'worker') return workerRealm(ctx);
  const realm = contextId !== undefined ? ctx.model.realmById(contextId) : ctx.model.mainRealm(pageOf(ctx));
  if (!realm) throw new CdpError('Cannot find context with specified id');
  return realm;
}
