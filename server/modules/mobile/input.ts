/**
 * A viewer's touch or key as the device's `input` command: fractions of the screen as shown become
 * device pixels of the screen as it is turned now, keys become Android key codes.
 */
import { AppError } from '../../contract/errors';
import type { InputRequest, ScreenInfo } from '../../contract/mobile';

/** Android key codes (android.view.KeyEvent). */
const KEY_CODES = { back: 4, home: 3, recents: 187 } as const;

/** Defaults, ms: a swipe as a finger flicks, a press Android reads as long (its timeout is 500 ms). */
const SWIPE_MS = 300;
const LONG_PRESS_MS = 800;

function need<T>(value: T | undefined, field: string, action: string): T {
  if (value === undefined) throw new AppError('invalid_request', `"${field}" is required for ${action}`, { details: { field } });
  return value;
}

/** The pixel of a fraction of `size` (1 is the last pixel, not one past it). */
const pixel = (fraction: number, size: number) => Math.min(size - 1, Math.round(fraction * size));

/** The `input` arguments for `req` on a screen of `screen`'s size. */
export function inputArgs(req: InputRequest, screen: ScreenInfo): string[] {
  const at = (fx: string, fy: string, x?: number, y?: number) =>
    [pixel(need(x, fx, req.action), screen.width), pixel(need(y, fy, req.action), screen.height)].map(String);
  switch (req.action) {
    case 'tap':
      return ['tap', ...at('x', 'y', req.x, req.y)];
    case 'long_press': {
      const p = at('x', 'y', req.x, req.y);
      // A swipe that stays put is how `input` holds a finger down.
      return ['swipe', ...p, ...p, String(req.duration_ms ?? LONG_PRESS_MS)];
    }
    case 'swipe':
      return ['swipe', ...at('x', 'y', req.x, req.y), ...at('to_x', 'to_y', req.to_x, req.to_y), String(req.duration_ms ?? SWIPE_MS)];
    case 'text':
      // `input text` ends a word at a space; %s is its escape for one.
      return ['text', need(req.text, 'text', 'text').replace(/ /g, '%s')];
    case 'key':
      return ['keyevent', String(KEY_CODES[need(req.key, 'key', 'key')])];
  }
}
