/**
 * DOM.*: node identity across worlds (describeNode/resolveNode) and geometry, computed in page JS
 * so both backends share it.
 */
import { CdpError, methodNotFound } from '../cdp-errors';
import type { Handler } from '../transport/connection';
import { callOn } from './dom-calls';
import { scrollIntoViewIfNeeded } from './dom-scroll';
import { pageOf, realmFor } from './page-scope';

/** Client rects of the node, shifted by same-origin parent frames, as CDP quads. */
const QUADS = `function() {
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el || !el.isConnected) return 'detached';
  let dx = 0, dy = 0;
  try { for (let w = el.ownerDocument.defaultView; w && w.frameElement; w = w.parent) { const r = w.frameElement.getBoundingClientRect(); dx += r.left + w.frameElement.clientLeft; dy += r.top + w.frameElement.clientTop; } } catch {}
  return [...el.getClientRects()].filter(r => r.width && r.height).map(r => [r.left + dx, r.top + dy, r.right + dx, r.top + dy, r.right + dx, r.bottom + dy, r.left + dx, r.bottom + dy]);
}`;

/** Handlers of the DOM domain. */
export const domHandlers: Record<string, Handler> = {
  'DOM.enable': () => ({}),
  'DOM.disable': () => ({}),
  'DOM.describeNode': async (ctx, p: { objectId?: string }) => {
    if (!p.objectId) throw new CdpError('Either nodeId, backendNodeId or objectId must be specified');
    const facts = await ctx.backend.describeNode(p.objectId);
    const backendNodeId = ctx.model.nodeId(facts.token);
    return {
      node: {
        nodeId: 0,
        backendNodeId,
        nodeType: facts.nodeType,
        nodeName: facts.nodeName,
        localName: facts.localName,
        nodeValue: facts.nodeValue,
        childNodeCount: facts.childNodeCount,
        ...(facts.contentFrameId ? { frameId: facts.contentFrameId } : {}),
      },
    };
  },
  'DOM.resolveNode': async (ctx, p: { backendNodeId?: number; executionContextId?: number }) => {
    const token = p.backendNodeId !== undefined ? ctx.model.nodeToken(p.backendNodeId) : undefined;
    if (!token) throw new CdpError('No node with given id found');
    const realm = realmFor(ctx, p.executionContextId);
    return { object: await ctx.backend.resolveNode(token, realm.key) };
  },
  'DOM.getFrameOwner': async (ctx, p: { frameId: string }) => {
    if (!ctx.backend.frameOwner) throw methodNotFound('DOM.getFrameOwner');
    const frame = ctx.model.frames.get(p.frameId);
    if (!frame || frame.pageId !== pageOf(ctx)) throw new CdpError('Frame with the given id does not belong to the target.');
    return { backendNodeId: ctx.model.nodeId(await ctx.backend.frameOwner(p.frameId)), nodeId: 0 };
  },
  'DOM.setFileInputFiles': async (ctx, p: { files: string[]; backendNodeId?: number; objectId?: string }) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.setInputFiles) throw methodNotFound('DOM.setFileInputFiles');
    const realm = p.objectId ? ctx.model.realmByKey(ctx.backend.realmOfObject(p.objectId) ?? '') : undefined;
    const token = p.objectId
      ? (await ctx.backend.describeNode(p.objectId)).token
      : p.backendNodeId !== undefined
        ? ctx.model.nodeToken(p.backendNodeId)
        : undefined;
    if (!token) throw new CdpError('Either nodeId, backendNodeId or objectId must be specified');
    // A backendNodeId does not say which frame holds the node: the page's frames are tried in order.
    const frames = realm ? [realm.frameId] : ctx.model.framesOfPage(pageId).map((f) => f.id);
    let failure: unknown = new CdpError('No node with given id found');
    for (const frameId of frames) {
      try {
        await ctx.backend.setInputFiles(frameId, token, p.files);
        return {};
      } catch (err) {
        failure = err;
      }
    }
    throw failure;
  },
  'DOM.getContentQuads': async (ctx, p: { objectId: string }) => {
    const quads = (await callOn(ctx, p.objectId, QUADS)) as number[][];
    if (!quads.length) throw new CdpError('Could not compute content quads.');
    return { quads };
  },
  'DOM.scrollIntoViewIfNeeded': async (ctx, p: { objectId: string }) => {
    await scrollIntoViewIfNeeded(ctx, p.objectId);
    return {};
  },
  'DOM.getBoxModel': async (ctx, p: { objectId: string }) => {
    const quads = (await callOn(ctx, p.objectId, QUADS)) as number[][];
    const q = quads[0];
    if (!q) throw new CdpError('Could not compute box model.');
    return { model: { content: q, padding: q, border: q, margin: q, width: q[2] - q[0], height: q[5] - q[1] } };
  },
};
