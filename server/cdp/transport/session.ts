/**
 * CDP sessions of one client connection and the target filters that decide which targets a
 * connection sees. Puppeteer asks for tab targets with pages under them; Playwright for flat
 * pages: both are honored per connection over the same browser.
 */
import type { BrowserWorkerState, PageState, WorkerState } from '../model/browser-model';

/** One entry of a CDP TargetFilter. */
export type FilterEntry = { type?: string; exclude?: boolean };

/** CDP's default filter: everything but the browser and tab targets. */
export const DEFAULT_FILTER: FilterEntry[] = [{ type: 'browser', exclude: true }, { type: 'tab', exclude: true }, {}];

/** Whether a filter admits a target type: the first matching entry decides. */
export function filterAllows(filter: FilterEntry[] | undefined, type: string): boolean {
  for (const entry of filter ?? DEFAULT_FILTER) if (entry.type === undefined || entry.type === type) return !entry.exclude;
  return false;
}

/** A CDP session: the browser ('' id), a tab target, a page target, or a dedicated worker of a page. */
export interface Session {
  id: string;
  kind: 'browser' | 'tab' | 'page' | 'worker';
  pageId?: string;
  /** A worker session's worker (its target id). */
  workerId?: string;
  parentId?: string;
  /** Enabled domains (Page, Runtime, Network, Log…). */
  domains: Set<string>;
  lifecycleEvents: boolean;
  /** Page.setInterceptFileChooserDialog: file choosers are reported (Page.fileChooserOpened). */
  interceptFileChooser?: boolean;
  /** Set by Target.setAutoAttach on this session. */
  autoAttach?: FilterEntry[];
}

/** The CDP targetId of a page's tab target. */
export function tabTargetId(pageId: string): string {
  return `tab-${pageId}`;
}

/** CDP TargetInfo for a page or its tab. */
export function targetInfoOf(page: PageState, type: 'page' | 'tab', url: string, attached: boolean): object {
  return {
    targetId: type === 'tab' ? tabTargetId(page.id) : page.id,
    type,
    title: url,
    url,
    attached,
    canAccessOpener: false,
    browserContextId: page.browserContextId,
    ...(page.openerId ? { openerId: page.openerId } : {}),
  };
}

/** CDP TargetInfo for a dedicated worker of a page. */
export function workerTargetInfo(worker: WorkerState, page: PageState | undefined): object {
  return {
    targetId: worker.id,
    type: 'worker',
    title: worker.url,
    url: worker.url,
    attached: true,
    canAccessOpener: false,
    ...(page ? { browserContextId: page.browserContextId } : {}),
  };
}

/** CDP TargetInfo for a service or shared worker. */
export function browserWorkerTargetInfo(worker: BrowserWorkerState, attached: boolean): object {
  return {
    targetId: worker.id,
    type: worker.type,
    title: worker.url,
    url: worker.url,
    attached,
    canAccessOpener: false,
    browserContextId: worker.browserContextId,
  };
}

/** CDP TargetInfo of the browser itself. */
export const BROWSER_TARGET = { targetId: 'browser', type: 'browser', title: '', url: '', attached: true, canAccessOpener: false };
