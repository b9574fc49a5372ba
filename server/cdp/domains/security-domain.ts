/**
 * Security.*: whether certificate errors fail requests (Chrome's default) or are ignored
 * (Puppeteer's acceptInsecureCerts on the browser session, Playwright's ignoreHTTPSErrors per page).
 */
import { methodNotFound } from '../cdp-errors';
import type { Handler } from '../transport/connection';

/** Handlers of the Security domain. */
export const securityHandlers: Record<string, Handler> = {
  'Security.setIgnoreCertificateErrors': async ({ backend, conn, session, model }, p: { ignore: boolean }) => {
    if (!backend.ignoreCertificateErrors) throw methodNotFound('Security.setIgnoreCertificateErrors');
    const ignore = !!p.ignore;
    if (session.kind === 'browser') conn.ignoreCertificateErrors = ignore;
    const contexts =
      session.kind === 'browser' ? [model.defaultContextId, ...model.contexts] : [model.pages.get(session.pageId!)?.browserContextId ?? model.defaultContextId];
    await backend.ignoreCertificateErrors(contexts, ignore);
    return {};
  },
};
