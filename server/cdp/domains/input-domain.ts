/**
 * Input.*: mouse, keyboard, touch and text insertion.
 */
import { methodNotFound } from '../cdp-errors';
import type { KeyInput, MouseInput, TouchInput } from '../model/types';
import type { Handler } from '../transport/connection';
import { pageOf, realmFor } from './page-scope';

/** Handlers of the Input domain. */
export const inputHandlers: Record<string, Handler> = {
  'Input.dispatchMouseEvent': async (ctx, p: MouseInput) => {
    await ctx.backend.dispatchMouse(pageOf(ctx), p);
    return {};
  },
  'Input.dispatchKeyEvent': async (ctx, p: KeyInput) => {
    if (p.type === 'char') return inputHandlers['Input.insertText'](ctx, { text: p.text ?? '' });
    await ctx.backend.dispatchKey(pageOf(ctx), p);
    return {};
  },
  'Input.dispatchTouchEvent': async (ctx, p: TouchInput) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.dispatchTouch) throw methodNotFound('Input.dispatchTouchEvent');
    await ctx.backend.dispatchTouch(pageId, p);
    return {};
  },
  'Input.insertText': async (ctx, p: { text: string }) => {
    const pageId = pageOf(ctx);
    // Like Chrome, insert without key events when an editable element has focus.
    const realm = realmFor(ctx, undefined);
    const r = await ctx.backend.callFunction(
      realm.key,
      `function(t) { let d = document; while (d.activeElement && d.activeElement.contentDocument) d = d.activeElement.contentDocument; return d.execCommand('insertText', false, t); }`,
      undefined,
      [{ value: p.text }],
      { returnByValue: true, awaitPromise: false, userGesture: true },
    );
    if (r.result.value !== true)
      for (const ch of p.text) {
        await ctx.backend.dispatchKey(pageId, { type: 'keyDown', key: ch, text: ch });
        await ctx.backend.dispatchKey(pageId, { type: 'keyUp', key: ch });
      }
    return {};
  },
  'Input.setIgnoreInputEvents': () => ({}),
};
