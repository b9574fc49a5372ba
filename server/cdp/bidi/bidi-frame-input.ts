/**
 * Pointer input over cross-origin iframes. Firefox performs input actions in the process of the
 * context they are sent to, so a click sent to the tab over an out-of-process (cross-origin)
 * iframe lands on the <iframe> element and never in its document. A pointer action over such a
 * frame therefore goes to the frame's own context, its coordinates made relative to the frame's
 * viewport, and keys go to the cross-origin frame that has the focus; pages without cross-origin
 * frames pay nothing for this.
 */
import type { BrowserModel } from '../model/browser-model';
import { performActions } from './bidi-actions';
import type { BidiClient } from './bidi-client';

/** Where a page's pointer actions go, and by how much their coordinates move there. */
export interface InputTarget {
  context: string;
  dx: number;
  dy: number;
}

/** In a frame's document: the cross-origin frame at a point, with the point in that frame's viewport. */
const FRAME_AT = `(x, y) => {
  const el = document.elementFromPoint(x, y);
  if (!el || !(el instanceof HTMLIFrameElement || el instanceof HTMLFrameElement) || el.contentDocument || !el.contentWindow) return null;
  const r = el.getBoundingClientRect(), s = getComputedStyle(el);
  return [el.contentWindow, x - r.left - el.clientLeft - parseFloat(s.paddingLeft), y - r.top - el.clientTop - parseFloat(s.paddingTop)];
}`;

/** In a frame's document: the cross-origin frame that has the focus. */
const FOCUSED_FRAME = `() => {
  const el = document.activeElement;
  return (el instanceof HTMLIFrameElement || el instanceof HTMLFrameElement) && !el.contentDocument ? el.contentWindow : null;
}`;

/** How deep nested cross-origin frames are followed. */
const MAX_DEPTH = 8;

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : 'null');

/** Whether a page has a child frame whose origin differs from its main frame's. */
function hasCrossOriginFrames(model: BrowserModel, pageId: string): boolean {
  const top = originOf(model.frames.get(pageId)?.url ?? '');
  return model.framesOfPage(pageId).some((f) => f.parentId && originOf(f.url) !== top);
}

/** The context under a point of a page's viewport: the deepest cross-origin frame there, or the page. */
export async function inputTargetAt(bidi: BidiClient, model: BrowserModel, pageId: string, x: number, y: number): Promise<InputTarget> {
  const target = { context: pageId, dx: 0, dy: 0 };
  if (!hasCrossOriginFrames(model, pageId)) return target;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const r = await bidi
      .send('script.callFunction', {
        functionDeclaration: FRAME_AT,
        target: { context: target.context },
        arguments: [
          { type: 'number', value: x + target.dx },
          { type: 'number', value: y + target.dy },
        ],
        awaitPromise: false,
        resultOwnership: 'none',
        serializationOptions: { maxObjectDepth: 1 },
      })
      .catch(() => undefined);
    if (r?.result?.type !== 'array') break;
    const [frame, fx, fy] = r.result.value as [{ value: { context: string } }, { value: number }, { value: number }];
    target.context = frame.value.context;
    target.dx = Math.round(fx.value) - x;
    target.dy = Math.round(fy.value) - y;
  }
  return target;
}

type Action = { type: string; x?: number; y?: number };
type Source = { actions: Action[] };

/** Actions that carry a point of the viewport (a pointer move, a wheel scroll). */
const placed = (a: Action) => a.type === 'pointerMove' || a.type === 'scroll';

/** The context keys go to: the deepest cross-origin frame holding the focus, or the page. */
export async function focusedContext(bidi: BidiClient, model: BrowserModel, pageId: string): Promise<string> {
  let context = pageId;
  if (!hasCrossOriginFrames(model, pageId)) return context;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const r = await bidi
      .send('script.callFunction', { functionDeclaration: FOCUSED_FRAME, target: { context }, awaitPromise: false, resultOwnership: 'none' })
      .catch(() => undefined);
    if (r?.result?.type !== 'window') break;
    context = r.result.value.context;
  }
  return context;
}

/** Actions with their points shifted into a target's viewport. */
function shiftActions(sources: Source[], target: InputTarget): Source[] {
  if (!target.dx && !target.dy) return sources;
  return sources.map((s) => ({ ...s, actions: s.actions.map((a) => (placed(a) ? { ...a, x: a.x! + target.dx, y: a.y! + target.dy } : a)) }));
}

/**
 * Performs pointer actions in the context under their point; actions with no point follow the
 * page's last ones. Targets are found in the order the actions came (a press and its release are
 * sent together, and the release must not overtake the press's hit test).
 */
export class FramePointer {
  private readonly last = new Map<string, Promise<InputTarget>>();

  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
  ) {
    model.on('pageClosed', (page) => this.last.delete(page.id));
  }

  async perform(pageId: string, actions: object[]): Promise<void> {
    const sources = actions as Source[];
    const point = sources.flatMap((s) => s.actions).find(placed);
    const previous = this.last.get(pageId) ?? Promise.resolve({ context: pageId, dx: 0, dy: 0 });
    const found = previous.then((last) => (point ? inputTargetAt(this.bidi, this.model, pageId, point.x!, point.y!) : last));
    this.last.set(pageId, found);
    const target = await found;
    await performActions(this.bidi, this.model, pageId, shiftActions(sources, target), target.context);
  }
}
