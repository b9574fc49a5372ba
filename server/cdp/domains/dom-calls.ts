/**
 * Running a function on a node handle for the DOM domain: geometry and scrolling are computed in page
 * JavaScript, so both backends share them.
 */
import { CdpError } from '../cdp-errors';
import { BY_VALUE, type CallArgument } from '../model/types';
import type { HandlerContext } from '../transport/connection';

/** Calls `fn` with the object as `this` in its realm and answers its value; 'detached' is the node's own error. */
export async function callOn(ctx: HandlerContext, objectId: string, fn: string, args: CallArgument[] = []): Promise<unknown> {
  const key = ctx.backend.realmOfObject(objectId);
  if (!key) throw new CdpError('Could not find object with given id');
  const r = await ctx.backend.callFunction(key, fn, objectId, args, BY_VALUE);
  if (r.exceptionDetails) throw new CdpError(r.exceptionDetails.text);
  if (r.result.value === 'detached') throw new CdpError('Node is detached from document');
  return r.result.value;
}
