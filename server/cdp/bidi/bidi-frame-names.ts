/**
 * Frame names. Chrome names a frame (Page.Frame.name, Puppeteer's frame.name()) after its owner element's
 * name attribute, or its id when it has none. BiDi's contextCreated carries no name, so when a child context
 * appears the proxy reads its owner element in the parent document, holding later BiDi messages back until
 * then: the frame is attached, and navigates, with its name.
 */
import type { BidiClient } from './bidi-client';
import { frameName } from './bidi-nodes';

/** A parent that cannot run script now (a modal dialog) must not hold the events back for long. */
const LOOKUP_LIMIT_MS = 1000;

/** Sets `name` on the contextCreated events of child frames before they are applied. */
export class FrameNames {
  constructor(private readonly bidi: BidiClient) {}

  /** Runs `apply` for one BiDi event: at once, or, for a new child frame, once its name is known. */
  dispatch(method: string, params: any, apply: () => void): void {
    if (method !== 'browsingContext.contextCreated' || !params.parent) return apply();
    this.bidi.hold();
    void this.nameOf(params.parent, params.context, true).then((name) => {
      params.name = name;
      try {
        apply();
      } finally {
        this.bidi.release();
      }
    });
  }

  /** The name of child frame `frameId` of `parentId`; `held` while the caller holds BiDi messages back. */
  nameOf(parentId: string, frameId: string, held = false): Promise<string> {
    const send = (method: string, params: object) => (held ? this.bidi.sendWhileHeld(method, params) : this.bidi.send(method, params));
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(''), LOOKUP_LIMIT_MS)));
    return Promise.race([frameName(send, parentId, frameId), limit]).finally(() => clearTimeout(timer));
  }
}
