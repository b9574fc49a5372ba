/**
 * Page.*: frame tree, navigation, isolated worlds, scripts on new documents, screenshots, metrics.
 */
import { CdpError, methodNotFound } from '../cdp-errors';
import { BY_VALUE } from '../model/types';
import type { Handler } from '../transport/connection';
import { frameTree } from '../transport/frame-info';
import { pageOf, realmFor } from './page-scope';

// The layout viewport is measured on the scrolling element: the body in a quirks-mode page, whose root element is
// only as tall as its content (clients clip click points to this viewport).
const METRICS = `(() => {
  const d = document.documentElement, v = window.visualViewport, s = document.scrollingElement || d;
  const width = Math.max(d.scrollWidth, document.body ? document.body.scrollWidth : 0, innerWidth);
  const height = Math.max(d.scrollHeight, document.body ? document.body.scrollHeight : 0, innerHeight);
  const layout = { pageX: scrollX, pageY: scrollY, clientWidth: s.clientWidth || innerWidth, clientHeight: s.clientHeight || innerHeight };
  const visual = { offsetX: v ? v.offsetLeft : 0, offsetY: v ? v.offsetTop : 0, pageX: scrollX, pageY: scrollY,
    clientWidth: v ? v.width : innerWidth, clientHeight: v ? v.height : innerHeight, scale: v ? v.scale : 1, zoom: 1 };
  const content = { x: 0, y: 0, width, height };
  return { layoutViewport: layout, visualViewport: visual, contentSize: content,
    cssLayoutViewport: layout, cssVisualViewport: visual, cssContentSize: content };
})()`;

/** Handlers of the Page domain. */
export const pageHandlers: Record<string, Handler> = {
  'Page.enable': (ctx) => {
    pageOf(ctx);
    ctx.session.domains.add('Page');
    return {};
  },
  'Page.disable': (ctx) => {
    ctx.session.domains.delete('Page');
    return {};
  },
  'Page.setLifecycleEventsEnabled': (ctx, p: { enabled: boolean }) => {
    pageOf(ctx);
    ctx.session.lifecycleEvents = p.enabled;
    return {};
  },
  'Page.getFrameTree': (ctx) => ({ frameTree: frameTree(ctx.model, ctx.model.frames.get(pageOf(ctx))!) }),

  'Page.navigate': async (ctx, p: { url: string; frameId?: string; referrer?: string }) => {
    const frameId = p.frameId ?? pageOf(ctx);
    if (!ctx.model.frames.has(frameId)) throw new CdpError('No frame with given id found');
    // Chrome refuses a URL it cannot parse as a protocol error, before any navigation starts.
    if (!URL.canParse(p.url)) throw new CdpError('Cannot navigate to invalid URL');
    const { loaderId, errorText, isDownload } = await ctx.backend.navigate(frameId, p.url, p.referrer || undefined);
    return { frameId, ...(loaderId ? { loaderId } : {}), ...(errorText ? { errorText } : {}), isDownload: !!isDownload };
  },
  'Page.getNavigationHistory': (ctx) => {
    const history = ctx.model.histories.get(pageOf(ctx))!;
    return { currentIndex: history.index, entries: history.entries };
  },
  'Page.navigateToHistoryEntry': async (ctx, p: { entryId: number }) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.traverseHistory) throw methodNotFound('Page.navigateToHistoryEntry');
    const delta = ctx.model.histories.get(pageId)!.traverseTo(p.entryId);
    if (delta === undefined) throw new CdpError('No entry with passed id');
    // As in Chrome, the answer does not wait for the document: clients wait for the navigation themselves.
    if (delta !== 0) void ctx.backend.traverseHistory(pageId, delta).catch(() => undefined);
    return {};
  },
  'Page.resetNavigationHistory': (ctx) => {
    ctx.model.histories.get(pageOf(ctx))!.reset();
    return {};
  },
  'Page.reload': async (ctx) => {
    await ctx.backend.reload(pageOf(ctx));
    return {};
  },
  'Page.close': (ctx) => {
    // Chrome's Page.close runs beforeunload (Target.closeTarget does not) and answers first: the
    // dialog beforeunload may open is the client's to answer.
    void ctx.backend.closePage(pageOf(ctx), true).catch(() => undefined);
    return {};
  },

  'Page.createIsolatedWorld': async (ctx, p: { frameId: string; worldName?: string }) => {
    pageOf(ctx);
    const key = await ctx.backend.createIsolatedWorld(p.frameId, p.worldName ?? '');
    const realm = ctx.model.realmByKey(key);
    if (!realm) throw new CdpError('Cannot create isolated world: frame is gone');
    return { executionContextId: realm.id };
  },
  'Page.addScriptToEvaluateOnNewDocument': async (ctx, p: { source: string; worldName?: string }) => ({
    identifier: await ctx.backend.addScriptToNewDocument(pageOf(ctx), p.source, p.worldName || undefined),
  }),
  'Page.removeScriptToEvaluateOnNewDocument': async (ctx, p: { identifier: string }) => {
    await ctx.backend.removeScriptToNewDocument(pageOf(ctx), p.identifier);
    return {};
  },

  'Page.captureScreenshot': async (
    ctx,
    p: {
      format?: 'png' | 'jpeg' | 'webp';
      quality?: number;
      clip?: { x: number; y: number; width: number; height: number; scale?: number };
      captureBeyondViewport?: boolean;
    },
  ) => {
    const clip = p.clip ? { x: p.clip.x, y: p.clip.y, width: p.clip.width, height: p.clip.height } : undefined;
    return {
      data: await ctx.backend.screenshot(pageOf(ctx), {
        format: p.format ?? 'png',
        quality: p.quality,
        clip,
        wholeDocument: !clip && !!p.captureBeyondViewport,
        scale: p.clip?.scale,
      }),
    };
  },
  'Page.getLayoutMetrics': async (ctx) => {
    const realm = realmFor(ctx, undefined);
    const { result, exceptionDetails } = await ctx.backend.evaluate(realm.key, METRICS, BY_VALUE);
    if (exceptionDetails) throw new CdpError(exceptionDetails.text);
    return result.value as object;
  },
  'Page.handleJavaScriptDialog': async (ctx, p: { accept: boolean; promptText?: string }) => {
    await ctx.backend.handleDialog(pageOf(ctx), p.accept, p.promptText);
    return {};
  },
  'Page.setInterceptFileChooserDialog': (ctx, p: { enabled: boolean }) => {
    pageOf(ctx);
    ctx.session.interceptFileChooser = !!p.enabled;
    return {};
  },
  'Page.setBypassCSP': async (ctx, p: { enabled: boolean }) => {
    if (!ctx.backend.interception) throw methodNotFound('Page.setBypassCSP');
    await ctx.backend.interception.bypassCsp(pageOf(ctx), !!p.enabled);
    return {};
  },
  'Page.bringToFront': async (ctx) => {
    const pageId = pageOf(ctx);
    await ctx.backend.activatePage?.(pageId);
    return {};
  },
};
