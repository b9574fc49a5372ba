/**
 * Runtime.*: execution contexts, evaluation, handles and their properties.
 */
import { CdpError, methodNotFound } from '../cdp-errors';
import type { CallArgument, EvalOptions } from '../model/types';
import type { Handler, HandlerContext } from '../transport/connection';
import { contextPayload } from '../transport/event-fanout';
import { pageOf, realmFor, workerRealm } from './page-scope';
import { getProperties } from './runtime-properties';

type EvalParams = { returnByValue?: boolean; awaitPromise?: boolean; userGesture?: boolean };

function options(p: EvalParams): EvalOptions {
  return { returnByValue: !!p.returnByValue, awaitPromise: !!p.awaitPromise, userGesture: !!p.userGesture };
}

function realmOfObject(ctx: HandlerContext, objectId: string): string {
  const key = ctx.backend.realmOfObject(objectId);
  if (!key || !ctx.model.realmByKey(key)) throw new CdpError('Could not find object with given id');
  return key;
}

/** Handlers of the Runtime domain. */
export const runtimeHandlers: Record<string, Handler> = {
  'Runtime.enable': (ctx) => {
    const realms = ctx.session.kind === 'worker' ? [workerRealm(ctx)] : ctx.model.realmsOfPage(pageOf(ctx));
    if (!ctx.session.domains.has('Runtime')) {
      ctx.session.domains.add('Runtime');
      // Existing contexts must reach the client before the reply, as in Chrome.
      for (const realm of realms) ctx.conn.event(ctx.session.id, 'Runtime.executionContextCreated', contextPayload(realm));
    }
    return {};
  },
  'Runtime.disable': (ctx) => {
    ctx.session.domains.delete('Runtime');
    return {};
  },
  'Runtime.runIfWaitingForDebugger': () => ({}),

  'Runtime.evaluate': async (ctx, p: EvalParams & { expression: string; contextId?: number; uniqueContextId?: string }) => {
    const realm = p.uniqueContextId ? ctx.model.realmByKey(p.uniqueContextId) : realmFor(ctx, p.contextId);
    if (!realm) throw new CdpError('Cannot find context with specified id');
    return ctx.backend.evaluate(realm.key, p.expression, options(p));
  },

  'Runtime.callFunctionOn': async (
    ctx,
    p: EvalParams & { functionDeclaration: string; objectId?: string; executionContextId?: number; uniqueContextId?: string; arguments?: CallArgument[] },
  ) => {
    let key: string | undefined;
    if (p.objectId) key = realmOfObject(ctx, p.objectId);
    else if (p.uniqueContextId) key = ctx.model.realmByKey(p.uniqueContextId)?.key;
    else if (p.executionContextId !== undefined) key = ctx.model.realmById(p.executionContextId)?.key;
    else throw new CdpError('Either ObjectId or executionContextId must be specified');
    if (!key) throw new CdpError('Cannot find context with specified id');
    return ctx.backend.callFunction(key, p.functionDeclaration, p.objectId, p.arguments ?? [], options(p));
  },

  'Runtime.getProperties': (ctx, p: { objectId: string; ownProperties?: boolean; accessorPropertiesOnly?: boolean }) =>
    getProperties(ctx, realmOfObject(ctx, p.objectId), p.objectId, p),

  'Runtime.addBinding': async (ctx, p: { name: string; executionContextName?: string; executionContextId?: number }) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.addBinding) throw methodNotFound('Runtime.addBinding');
    const worldName = p.executionContextName ?? (p.executionContextId !== undefined ? realmFor(ctx, p.executionContextId).name : '');
    await ctx.backend.addBinding(pageId, p.name, worldName);
    return {};
  },
  'Runtime.removeBinding': async (ctx, p: { name: string }) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.removeBinding) throw methodNotFound('Runtime.removeBinding');
    await ctx.backend.removeBinding(pageId, p.name);
    return {};
  },

  'Runtime.releaseObject': (ctx, p: { objectId: string }) => {
    // Answered at once, as Chrome does: Firefox answers a release late while the page navigates,
    // and clients release the handles of a click before they wait for the navigation it caused.
    void ctx.backend.releaseObject(p.objectId).catch(() => undefined);
    return {};
  },
  'Runtime.releaseObjectGroup': () => ({}),
};
