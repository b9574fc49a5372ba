/**
 * Opening and closing pages, shared by Target.createTarget/closeTarget and the /json/new and
 * /json/close discovery endpoints.
 */
import { CdpError } from '../cdp-errors';
import type { BrowserModel } from '../model/browser-model';
import type { Backend } from '../model/types';

/** Opens a tab (navigating it when a url is given, without waiting) and returns its page id. */
export async function openPage(backend: Backend, model: BrowserModel, url: string | undefined, browserContextId?: string): Promise<string> {
  const pageId = await backend.newPage(browserContextId);
  if (url && url !== 'about:blank') void backend.navigate(pageId, url);
  if (!model.pages.has(pageId)) throw new CdpError('Failed to open a new tab');
  return pageId;
}

/** Closes the page behind a page or tab target id; false when there is no such page. */
export async function closePage(backend: Backend, model: BrowserModel, targetId: string): Promise<boolean> {
  const pageId = pageIdOfTarget(targetId);
  if (!model.pages.has(pageId)) return false;
  await backend.closePage(pageId);
  return true;
}

/** The page id behind a page target id or its tab target id. */
export function pageIdOfTarget(targetId: string): string {
  return targetId.startsWith('tab-') ? targetId.slice(4) : targetId;
}
