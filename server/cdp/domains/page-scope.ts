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

/** Realm by CDP execution context id, or the page's main-frame main world when omitted (Chrome's default). */
export function realmFor(ctx: HandlerContext, contextId: number | undefined): RealmState {
  const realm = contextId !== undefined ? ctx.model.realmById(contextId) : ctx.model.mainRealm(pageOf(ctx));
  if (!realm) throw new CdpError('Cannot find context with specified id');
  return realm;
}
