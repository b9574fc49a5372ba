/**
 * DOM.scrollIntoViewIfNeeded as in Chrome: the node's rect is brought into view in its own document,
 * then in each ancestor frame's document up to the page's. Firefox's scrollIntoView does not scroll the
 * documents of ancestor frames for a node that does not scroll with its own (position: fixed), so those
 * are scrolled here, one frame at a time (out-of-process frames run in their own realms).
 */
import type { HandlerContext } from '../transport/connection';
import { callOn } from './dom-calls';

type Rect = { left: number; top: number; right: number; bottom: number };

/** Scrolls the node into its document's view when it is not fully visible; answers its rect in that view. */
const SCROLL_NODE = `function() {
  const el = this.nodeType === 1 ? this : this.parentElement;
  if (!el || !el.isConnected) return 'detached';
  const r = el.getBoundingClientRect();
  const visible = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  if (!visible) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const s = el.getBoundingClientRect();
  return { left: s.left, top: s.top, right: s.right, bottom: s.bottom };
}`;

/** On a frame's owner element: brings `rect` (in the frame's view) into this document's view; answers it in this view. */
const SCROLL_FRAME = `function(rect) {
  const inView = () => {
    const f = this.getBoundingClientRect(), x = f.left + this.clientLeft, y = f.top + this.clientTop;
    return { left: rect.left + x, top: rect.top + y, right: rect.right + x, bottom: rect.bottom + y };
  };
  const visible = (r) => r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  if (visible(inView())) return inView();
  this.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  const r = inView();
  if (!visible(r)) scrollBy({ left: (r.left + r.right - innerWidth) / 2, top: (r.top + r.bottom - innerHeight) / 2, behavior: 'instant' });
  return inView();
}`;

/** Scrolls the node behind `objectId` into the page's view, through the frames that hold it. */
export async function scrollIntoViewIfNeeded(ctx: HandlerContext, objectId: string): Promise<void> {
  let rect = (await callOn(ctx, objectId, SCROLL_NODE)) as Rect;
  const { backend, model } = ctx;
  let frame = model.frames.get(model.realmByKey(backend.realmOfObject(objectId) ?? '')?.frameId ?? '');
  for (; frame?.parentId && backend.frameOwner; frame = model.frames.get(frame.parentId)) {
    const parentRealm = model.mainRealm(frame.parentId);
    if (!parentRealm) return;
    const owner = await backend
      .frameOwner(frame.id)
      .then((token) => backend.resolveNode(token, parentRealm.key))
      .catch(() => undefined);
    // A frame that went away meanwhile: the node is as far in view as the documents left allow.
    if (!owner?.objectId) return;
    try {
      rect = (await callOn(ctx, owner.objectId, SCROLL_FRAME, [{ value: rect }])) as Rect;
    } finally {
      void backend.releaseObject(owner.objectId).catch(() => undefined);
    }
  }
}
