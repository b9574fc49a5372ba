/**
 * Frame names. Chrome names a frame (Page.Frame.name, Puppeteer's frame.name()) after its owner element's
 * name attribute, or its id when it has none. BiDi's contextCreated carries no name, so when a child context
 * appears the proxy reads the owner elements of the parent document, holding later BiDi messages back until
 * then: the frame is attached, and navigates, with its name. One reading names every frame the parent has,
 * so frames created together cost one round trip.
 */
import type { BidiClient } from './bidi-client';
import { frameNames } from './bidi-nodes';

/** A parent that cannot run script now (a long script, a modal dialog) must not hold the events back for long. */
const LOOKUP_LIMIT_MS = 1000;
/** How many names read ahead are kept for frames not announced yet. */
const KNOWN_LIMIT = 500;

/** Sets `name` on the contextCreated events of child frames before they are applied. */
export class FrameNames {
  /** Names read from a parent document ahead of their frames' announcement, by frame id, each used once. */
  private readonly known = new Map<string, string>();
  /** Parents whose reading went past the limit and has not answered yet: their new frames go unnamed meanwhile. */
  private readonly slow = new Set<string>();

  constructor(private readonly bidi: BidiClient) {}

  /** Runs `apply` for one BiDi event: at once, or, for a new child frame, once its name is known. */
  dispatch(method: string, params: any, apply: () => void): void {
    if (method !== 'browsingContext.contextCreated' || !params.parent) return apply();
    const known = this.known.get(params.context);
    if (known !== undefined || this.slow.has(params.parent)) {
      this.known.delete(params.context);
      params.name = known ?? '';
      return apply();
    }
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
  async nameOf(parentId: string, frameId: string, held = false): Promise<string> {
    const send = (method: string, params: object) => (held ? this.bidi.sendWhileHeld(method, params) : this.bidi.send(method, params));
    const reading = frameNames(send, parentId).then((names) => {
      this.slow.delete(parentId);
      for (const [id, name] of names) if (id !== frameId) this.known.set(id, name);
      // Frames named before are read again with their parent's next new frame: only the latest are kept.
      for (const id of this.known.keys()) if (this.known.size > KNOWN_LIMIT) this.known.delete(id);
      return names.get(frameId) ?? '';
    });
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<string>(
      (resolve) =>
        (timer = setTimeout(() => {
          this.slow.add(parentId);
          resolve('');
        }, LOOKUP_LIMIT_MS)),
    );
    return Promise.race([reading, limit]).finally(() => clearTimeout(timer));
  }
}
