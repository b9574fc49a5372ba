/**
 * Target.* and Browser.*: discovery, auto-attach (per connection), page and context lifecycle.
 */
import { CdpError, invalidParams, methodNotFound } from '../cdp-errors';
import type { WindowBounds } from '../model/types';
import type { Handler } from '../transport/connection';
import { closePage, openPage, pageIdOfTarget } from '../transport/page-targets';
import { BROWSER_TARGET, browserWorkerTargetInfo, DEFAULT_FILTER, filterAllows, tabTargetId, targetInfoOf, type FilterEntry } from '../transport/session';

/** Handlers of the Target and Browser domains. */
export const targetHandlers: Record<string, Handler> = {
  'Browser.getVersion': ({ backend }) => ({ protocolVersion: '1.3', product: backend.product, revision: '', userAgent: backend.userAgent, jsVersion: '' }),
  'Browser.close': ({ conn }) => {
    conn.host.closeBrowser();
    return {};
  },
  'Browser.getWindowForTarget': ({ backend, session }, p: { targetId?: string }) => {
    const pageId = p.targetId ? pageIdOfTarget(p.targetId) : session.pageId;
    if (!backend.windows) return { windowId: 1, bounds: { left: 0, top: 0, width: 1280, height: 720, windowState: 'normal' } };
    if (!pageId) throw new CdpError('No target with given id found');
    return backend.windows.ofPage(pageId);
  },
  'Browser.getWindowBounds': async ({ backend }, p: { windowId: number }) => {
    if (!backend.windows) throw methodNotFound('Browser.getWindowBounds');
    return { bounds: await backend.windows.bounds(p.windowId) };
  },
  'Browser.setWindowBounds': async ({ backend }, p: { windowId: number; bounds: Partial<WindowBounds> }) => {
    if (!backend.windows) throw methodNotFound('Browser.setWindowBounds');
    await backend.windows.setBounds(p.windowId, p.bounds ?? {});
    return {};
  },

  'Target.getBrowserContexts': ({ model }) => ({ browserContextIds: [...model.contexts] }),
  'Target.createBrowserContext': async ({ backend, conn }) => ({
    browserContextId: await backend.createContext({ ignoreCertificateErrors: conn.ignoreCertificateErrors }),
  }),
  'Target.disposeBrowserContext': async ({ backend }, p: { browserContextId: string }) => {
    await backend.removeContext(p.browserContextId);
    return {};
  },

  'Target.setDiscoverTargets': ({ conn, model }, p: { discover: boolean; filter?: FilterEntry[] }) => {
    const was = conn.discover;
    conn.discover = p.discover ? (p.filter ?? [{ type: 'tab', exclude: true }, {}]) : undefined;
    if (conn.discover && !was) {
      if (filterAllows(conn.discover, 'browser')) conn.event('', 'Target.targetCreated', { targetInfo: BROWSER_TARGET });
      for (const w of model.browserWorkers.values())
        if (filterAllows(conn.discover, w.type)) conn.event('', 'Target.targetCreated', { targetInfo: browserWorkerTargetInfo(w, false) });
      for (const page of model.pages.values()) {
        const url = model.frames.get(page.id)?.url ?? 'about:blank';
        for (const type of ['tab', 'page'] as const)
          if (filterAllows(conn.discover, type))
            conn.event('', 'Target.targetCreated', { targetInfo: targetInfoOf(page, type, url, conn.pageSessions(page.id).length > 0) });
      }
    }
    return {};
  },

  'Target.setAutoAttach': ({ conn, session, model }, p: { autoAttach: boolean; filter?: FilterEntry[] }) => {
    session.autoAttach = p.autoAttach ? p.filter : undefined;
    if (!p.autoAttach) return {};
    // An absent filter means CDP's default one; keep it distinct from "auto-attach off".
    session.autoAttach ??= [{ type: 'browser', exclude: true }, { type: 'tab', exclude: true }, {}];
    if (session.kind === 'browser') {
      for (const page of model.pages.values()) conn.autoAttachFromBrowser(page);
      for (const worker of model.browserWorkers.values()) conn.autoAttachBrowserWorker(worker);
    } else if (session.kind === 'tab') conn.autoAttachFromTab(session);
    else if (session.kind === 'page') for (const worker of model.workers.values()) if (worker.pageId === session.pageId) conn.autoAttachWorker(worker);
    return {};
  },

  'Target.getTargets': ({ conn, model }, p: { filter?: FilterEntry[] }) => {
    // Chrome: without a filter, the discovery filter when discovery is on, else the default one.
    const filter = p.filter ?? conn.discover ?? DEFAULT_FILTER;
    const targetInfos = [...model.pages.values()].flatMap((page) => {
      const url = model.frames.get(page.id)?.url ?? '';
      const attached = conn.pageSessions(page.id).length > 0;
      return (['tab', 'page'] as const).filter((t) => filterAllows(filter, t)).map((t) => targetInfoOf(page, t, url, attached));
    });
    const workers = [...model.browserWorkers.values()]
      .filter((w) => filterAllows(filter, w.type))
      .map((w) =>
        browserWorkerTargetInfo(
          w,
          [...conn.sessions.values()].some((s) => s.workerId === w.id),
        ),
      );
    return { targetInfos: [...(filterAllows(filter, 'browser') ? [BROWSER_TARGET] : []), ...targetInfos, ...workers] };
  },

  'Target.getTargetInfo': ({ conn, session, model }, p: { targetId?: string }) => {
    const targetId = p.targetId ?? (session.kind === 'browser' ? undefined : session.kind === 'tab' ? tabTargetId(session.pageId!) : session.pageId);
    if (!targetId || targetId === 'browser') return { targetInfo: BROWSER_TARGET };
    const page = model.pages.get(pageIdOfTarget(targetId));
    if (!page) throw new CdpError('No target with given id found');
    const type = targetId.startsWith('tab-') ? 'tab' : 'page';
    return { targetInfo: targetInfoOf(page, type, model.frames.get(page.id)?.url ?? '', conn.pageSessions(page.id).length > 0) };
  },

  'Target.attachToTarget': ({ conn, model }, p: { targetId: string; flatten?: boolean }) => {
    if (p.flatten === false) throw invalidParams('Only flatten mode is supported');
    if (p.targetId === BROWSER_TARGET.targetId) return { sessionId: conn.attachBrowser().id };
    const worker = model.browserWorkers.get(p.targetId);
    if (worker) return { sessionId: conn.attachBrowserWorker(worker).id };
    const page = model.pages.get(pageIdOfTarget(p.targetId));
    if (!page) throw new CdpError('No target with given id found');
    const session = conn.attach(page, p.targetId.startsWith('tab-') ? 'tab' : 'page', '');
    return { sessionId: session.id };
  },

  'Target.attachToBrowserTarget': ({ conn }) => ({ sessionId: conn.attachBrowser().id }),

  'Target.detachFromTarget': ({ conn }, p: { sessionId: string }) => {
    const s = conn.sessions.get(p.sessionId);
    if (!s || s.id === '') throw new CdpError('No session with given id');
    conn.detach(s);
    return {};
  },

  'Target.createTarget': async ({ backend, model }, p: { url?: string; browserContextId?: string }) => ({
    targetId: await openPage(backend, model, p.url, p.browserContextId),
  }),

  'Target.closeTarget': async ({ backend, model }, p: { targetId: string }) => {
    const worker = model.browserWorkers.get(p.targetId);
    if (worker?.type === 'shared_worker') throw new CdpError('Firefox cannot close a shared worker from outside it');
    if (worker) {
      if (!backend.stopServiceWorker) throw new CdpError('This backend cannot stop a service worker');
      // As in Chrome, the answer does not wait for the worker to stop: its target's destruction says when it has.
      await backend.stopServiceWorker(p.targetId);
      return { success: true };
    }
    if (!(await closePage(backend, model, p.targetId))) throw new CdpError('No target with given id found');
    return { success: true };
  },

  'Target.activateTarget': ({ model }, p: { targetId: string }) => {
    if (!model.pages.has(pageIdOfTarget(p.targetId ?? ''))) throw new CdpError('No target with given id found');
    return {};
  },
};
