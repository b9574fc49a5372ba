/**
 * CSS.enable/disable: a session that enables the domain hears CSS.styleSheetAdded for the style
 * sheets each frame's document has at that moment, read in the page (document.styleSheets), as
 * Chrome reports them on enable. Sheets added later are not reported; the rest of the domain
 * (rule usage, sheet text, computed styles) answers -32601 by its absence from the method table.
 */
import { BY_VALUE } from '../model/types';
import type { Handler, HandlerContext } from '../transport/connection';
import { pageOf } from './page-scope';

/** What a page can tell of its own style sheets: an inline sheet's text, an external one's URL. */
const SHEETS = `[...document.styleSheets].map((s) => ({
  href: s.href ?? '',
  title: s.title ?? '',
  disabled: s.disabled,
  text: s.href ? '' : (s.ownerNode?.textContent ?? ''),
}))`;

interface SheetFacts {
  href: string;
  title: string;
  disabled: boolean;
  text: string;
}

/** Chrome's CSSStyleSheetHeader for a sheet; an inline sheet's extent is its text's (its place in the page source is unknown here). */
function headerOf(styleSheetId: string, frameId: string, documentURL: string, s: SheetFacts): object {
  const lines = s.text.split('\n');
  return {
    styleSheetId,
    frameId,
    sourceURL: s.href || documentURL,
    origin: 'regular',
    title: s.title,
    disabled: s.disabled,
    isInline: !s.href,
    isMutable: false,
    isConstructed: false,
    startLine: 0,
    startColumn: 0,
    length: s.text.length,
    endLine: lines.length - 1,
    endColumn: lines[lines.length - 1].length,
  };
}

/** Sends the session a styleSheetAdded for every sheet of every frame of its page. */
async function reportSheets(ctx: HandlerContext): Promise<void> {
  for (const frame of ctx.model.framesOfPage(pageOf(ctx))) {
    const realm = ctx.model.mainRealm(frame.id);
    if (!realm) continue;
    // A frame that is navigating or gone has no sheets to tell of.
    const r = await ctx.backend.evaluate(realm.key, SHEETS, BY_VALUE).catch(() => undefined);
    if (!r || r.exceptionDetails || !Array.isArray(r.result.value)) continue;
    (r.result.value as SheetFacts[]).forEach((sheet, i) =>
      ctx.conn.event(ctx.session.id, 'CSS.styleSheetAdded', { header: headerOf(`${realm.id}.${i}`, frame.id, frame.url, sheet) }),
    );
  }
}

/** Handlers of the CSS domain. */
export const cssHandlers: Record<string, Handler> = {
  'CSS.enable': async (ctx) => {
    if (ctx.session.domains.has('CSS')) return {};
    ctx.session.domains.add('CSS');
    await reportSheets(ctx);
    return {};
  },
  'CSS.disable': (ctx) => {
    ctx.session.domains.delete('CSS');
    return {};
  },
};
