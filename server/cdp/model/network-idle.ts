/**
 * Chrome's networkAlmostIdle and networkIdle lifecycle events for a page's main frame, which
 * Firefox does not report: once the document has loaded, when no more than two (almost idle) or
 * none (idle) of the page's requests have been in flight for half a second, once per navigation.
 * Requests are counted from the page's Network events, which every backend reports to the model.
 */
import type { BrowserModel, FrameState } from './browser-model';

/** How long the page must stay quiet, as in Chrome. */
const QUIET_MS = 500;
const ALMOST_IDLE_REQUESTS = 2;

/** One page's requests in flight and where its main frame's lifecycle is. */
interface PageTraffic {
  inFlight: Set<string>;
  loaded: boolean;
  pending: Map<'networkAlmostIdle' | 'networkIdle', NodeJS.Timeout | 'fired'>;
}

/** Reports network idleness of main frames to the model as lifecycle events. */
export class NetworkIdle {
  private readonly pages = new Map<string, PageTraffic>();

  constructor(private readonly model: BrowserModel) {
    model.on('pageEvent', (pageId, method, params) => {
      const requestId = String(params.requestId);
      if (method === 'Network.requestWillBeSent') this.traffic(pageId).inFlight.add(requestId);
      else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') this.pages.get(pageId)?.inFlight.delete(requestId);
      else return;
      this.check(pageId);
    });
    model.on('navigationStarted', (frame) => {
      if (frame.parentId) return;
      this.stop(frame.pageId);
      this.traffic(frame.pageId);
    });
    model.on('lifecycle', (frame, name) => {
      if (frame.parentId || name !== 'load') return;
      this.traffic(frame.pageId).loaded = true;
      this.check(frame.pageId);
    });
    model.on('pageClosed', (page) => this.stop(page.id));
  }

  private traffic(pageId: string): PageTraffic {
    let traffic = this.pages.get(pageId);
    if (!traffic) this.pages.set(pageId, (traffic = { inFlight: new Set(), loaded: false, pending: new Map() }));
    return traffic;
  }

  /** Starts or cancels the quiet timers after the page's traffic changed. */
  private check(pageId: string): void {
    const traffic = this.pages.get(pageId);
    if (!traffic?.loaded) return;
    const limits = [
      ['networkAlmostIdle', ALMOST_IDLE_REQUESTS],
      ['networkIdle', 0],
    ] as const;
    for (const [name, limit] of limits) {
      const timer = traffic.pending.get(name);
      if (timer === 'fired') continue;
      if (traffic.inFlight.size > limit) {
        clearTimeout(timer);
        traffic.pending.delete(name);
      } else if (!timer) {
        traffic.pending.set(
          name,
          setTimeout(() => {
            traffic.pending.set(name, 'fired');
            const frame: FrameState | undefined = this.model.frames.get(pageId);
            if (frame) this.model.emit('lifecycle', frame, name);
          }, QUIET_MS),
        );
      }
    }
  }

  private stop(pageId: string): void {
    for (const timer of this.pages.get(pageId)?.pending.values() ?? []) if (timer !== 'fired') clearTimeout(timer);
    this.pages.delete(pageId);
  }
}
