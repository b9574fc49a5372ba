/**
 * Frame loading as Chrome reports it (Page.frameStartedLoading, Page.frameStoppedLoading), where
 * Firefox's BiDi events say less:
 * - a child frame's about:blank loads without a BiDi navigation; Chrome reports that it started loading
 *   (Puppeteer tells frames that load from lazy ones, not loaded yet, by it);
 * - a document whose loading was stopped (window.stop()) fires no load event, where Chrome reports the
 *   frame stopped loading. A document's load waits for the documents of its child frames, so when a
 *   frame loads, its descendants still loading were stopped: they are reported stopped then.
 */
import type { BrowserModel, FrameState } from '../model/browser-model';

/** Tracks child frames between their document's commit and its load. */
export class FrameLoading {
  /** Child frames whose document committed and has not loaded. */
  private readonly loading = new Set<string>();

  constructor(private readonly model: BrowserModel) {}

  /** A document committed in frame `frameId`. */
  committed(frameId: string): void {
    if (this.model.frames.get(frameId)?.parentId) this.loading.add(frameId);
  }

  /** DOMContentLoaded fired in a frame; `navigation` is null for a document BiDi reported no navigation of. */
  contentLoaded(frameId: string, navigation: string | null): void {
    const frame = this.model.frames.get(frameId);
    if (navigation || !frame?.parentId || frame.pendingLoaderId) return;
    this.loading.add(frameId);
    this.model.emit('pageEvent', frame.pageId, 'Page.frameStartedLoading', { frameId });
  }

  /** The load event fired in frame `frameId`. */
  loaded(frameId: string): void {
    this.loading.delete(frameId);
    for (const id of [...this.loading]) {
      const frame = this.model.frames.get(id);
      if (frame && !this.descends(frame, frameId)) continue;
      this.loading.delete(id);
      if (frame) this.model.emit('pageEvent', frame.pageId, 'Page.frameStoppedLoading', { frameId: id });
    }
  }

  private descends(frame: FrameState, ancestorId: string): boolean {
    for (let f: FrameState | undefined = frame; f?.parentId; f = this.model.frames.get(f.parentId)) if (f.parentId === ancestorId) return true;
    return false;
  }
}
