/**
 * Page.navigate over BiDi. Each call is paired with the navigation Firefox started for it, by the
 * navigationStarted event of its frame and URL: when a second navigate replaces the first before it
 * committed, Firefox fails the first command without naming its navigation, and the frame's pending
 * navigation may by then be the second's. Chrome answers the first with its own loaderId and
 * net::ERR_ABORTED, and the second with its own.
 */
import type { BrowserModel } from '../model/browser-model';
import type { NavigateResult } from '../model/types';
import type { BidiClient } from './bidi-client';
import { BidiError } from './bidi-client';
import type { BidiEventMapper } from './bidi-events';
import type { BidiNetworkTracker } from './bidi-network';
import { netErrorOf } from './net-errors';

/** A navigate command sent and the navigation it started, once seen. */
type Call = { url: string; navigation?: string };

export class BidiNavigations {
  /** Per frame, the calls in flight, oldest first. */
  private readonly calls = new Map<string, Call[]>();

  constructor(
    private readonly bidi: BidiClient,
    private readonly model: BrowserModel,
    private readonly network: BidiNetworkTracker,
    private readonly events: BidiEventMapper,
  ) {}

  /** browsingContext.navigationStarted: the oldest call of the frame for that URL that has none yet owns it. */
  started(p: { context: string; navigation: string | null; url: string }): void {
    if (!p.navigation) return;
    const url = comparable(p.url);
    const call = this.calls.get(p.context)?.find((c) => !c.navigation && c.url === url);
    if (call) call.navigation = p.navigation;
  }

  /**
   * browsingContext.downloadWillBegin. Firefox names the navigation a download ends only if that navigation has not
   * stopped yet, and the two race inside Firefox (a few ms apart, the stop usually second): when the stop wins, the
   * event names no navigation, or, for a Content-Disposition response, one Firefox starts for the download itself.
   * The call waiting in that frame would then never hear of its own: the newest call's navigation is the one the
   * download ended, as Firefox would have paired them had the download come first.
   */
  downloadWillBegin(p: { context: string; navigation: string | null }): void {
    const calls = this.calls.get(p.context) ?? [];
    if (calls.some((c) => c.navigation === p.navigation)) return;
    const newest = calls.findLast((c) => c.navigation)?.navigation;
    if (newest) this.events.downloaded(p.context, newest);
  }

  async navigate(frameId: string, url: string): Promise<NavigateResult> {
    const call: Call = { url: comparable(url) };
    const calls = this.calls.get(frameId) ?? [];
    this.calls.set(frameId, [...calls, call]);
    this.network.navigationStarting(frameId);
    try {
      return await this.send(frameId, url, call);
    } finally {
      const left = (this.calls.get(frameId) ?? []).filter((c) => c !== call);
      if (left.length) this.calls.set(frameId, left);
      else this.calls.delete(frameId);
    }
  }

  private async send(frameId: string, url: string, call: Call): Promise<NavigateResult> {
    let navigation: string | null;
    try {
      ({ navigation } = await this.bidi.send('browsingContext.navigate', { context: frameId, url, wait: 'none' }));
    } catch (err) {
      // Firefox fails the command itself when the document request failed (NS_ERROR_ABORT after Fetch.failRequest)
      // or a newer navigation replaced this one.
      const own = call.navigation ?? this.unclaimed(frameId);
      const errorText = (own && this.network.navigationError(own)) || netErrorOf(err instanceof BidiError ? err.message : String(err));
      const loaderId = this.network.refusedNavigation(frameId, url, errorText, own) ?? own ?? this.model.frames.get(frameId)?.loaderId ?? '';
      if (own && this.model.frames.get(frameId)?.pendingLoaderId === own) this.model.failNavigation(frameId, own, errorText);
      return { loaderId, errorText };
    }
    if (!navigation) return { loaderId: this.model.frames.get(frameId)?.loaderId ?? '' };
    const { sameDocument, errorText, isDownload } = await this.events.outcome(navigation);
    return sameDocument ? {} : { loaderId: navigation, ...(errorText ? { errorText } : {}), ...(isDownload ? { isDownload } : {}) };
  }

  /** The frame's pending navigation when no call owns it (one whose URL Firefox reported otherwise than it was asked). */
  private unclaimed(frameId: string): string | undefined {
    const pending = this.model.frames.get(frameId)?.pendingLoaderId;
    return this.calls.get(frameId)?.some((c) => c.navigation === pending) ? undefined : pending;
  }
}

/** A URL as Firefox reports the navigation to it. */
function comparable(url: string): string {
  return URL.canParse(url) ? new URL(url).href : url;
}
