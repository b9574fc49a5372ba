/**
 * CDP Input events → BiDi input.performActions. The browser keeps pointer position and pressed
 * keys per context, so each CDP event becomes one small action sequence.
 */
import type { KeyInput, MouseInput } from '../model/types';

/** WebDriver key codes for CDP key names that are not a single character. */
const SPECIAL_KEYS: Record<string, string> = {
  Cancel: '\uE001',
  Help: '\uE002',
  Backspace: '\uE003',
  Tab: '\uE004',
  Clear: '\uE005',
  Enter: '\uE006',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Pause: '\uE00B',
  Escape: '\uE00C',
  ' ': '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Insert: '\uE016',
  Delete: '\uE017',
  F1: '\uE031',
  F2: '\uE032',
  F3: '\uE033',
  F4: '\uE034',
  F5: '\uE035',
  F6: '\uE036',
  F7: '\uE037',
  F8: '\uE038',
  F9: '\uE039',
  F10: '\uE03A',
  F11: '\uE03B',
  F12: '\uE03C',
  Meta: '\uE03D',
};

/**
 * WebDriver key codes for CDP key codes whose key name alone would be the left or main-keyboard
 * key: right-hand modifiers and the numeric keypad (KeyboardEvent.location 2 and 3).
 */
const CODE_KEYS: Record<string, string> = {
  ShiftRight: '\uE050',
  ControlRight: '\uE051',
  AltRight: '\uE052',
  MetaRight: '\uE053',
  NumpadEnter: '\uE007',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`Numpad${n}`, String.fromCharCode(0xe01a + n)])),
  NumpadMultiply: '\uE024',
  NumpadAdd: '\uE025',
  NumpadComma: '\uE026',
  NumpadSubtract: '\uE027',
  NumpadDecimal: '\uE028',
  NumpadDivide: '\uE029',
};

const BUTTONS: Record<string, number> = { left: 0, middle: 1, right: 2, back: 3, forward: 4 };

/** The WebDriver button number of a CDP mouse event. */
export function buttonOf(input: MouseInput): number {
  return BUTTONS[input.button ?? 'left'] ?? 0;
}

/** The mouse as a BiDi action source running `actions`. */
export function mouseSource(actions: object[]): object[] {
  return [{ type: 'pointer', id: 'pluck-mouse', parameters: { pointerType: 'mouse' }, actions }];
}

/**
 * The BiDi action source for one CDP mouse event. Firefox counts clicks only within one action
 * chain, so a press with clickCount N is preceded by the N-1 clicks it counts (bidi-clicks.ts
 * avoids that replay when the earlier clicks' release is still held).
 */
export function mouseActions(input: MouseInput): object[] {
  const x = Math.round(input.x);
  const y = Math.round(input.y);
  if (input.type === 'mouseWheel') {
    return [
      { type: 'wheel', id: 'pluck-wheel', actions: [{ type: 'scroll', x, y, deltaX: Math.round(input.deltaX ?? 0), deltaY: Math.round(input.deltaY ?? 0) }] },
    ];
  }
  const move = { type: 'pointerMove', x, y, origin: 'viewport' };
  const button = buttonOf(input);
  if (input.type === 'mouseMoved') return mouseSource([move]);
  if (input.type === 'mouseReleased') return mouseSource([move, { type: 'pointerUp', button }]);
  const earlier = Array.from({ length: Math.max(0, (input.clickCount ?? 1) - 1) }, () => [
    { type: 'pointerDown', button },
    { type: 'pointerUp', button },
  ]).flat();
  return mouseSource([move, ...earlier, { type: 'pointerDown', button }]);
}

/** The WebDriver key value for a CDP key event, or undefined when it has none. */
export function keyValue(input: KeyInput): string | undefined {
  const key = input.key ?? '';
  if (input.code && CODE_KEYS[input.code]) return CODE_KEYS[input.code];
  if (SPECIAL_KEYS[key]) return SPECIAL_KEYS[key];
  if ([...key].length === 1) return key;
  if (input.text && [...input.text].length === 1) return input.text;
  return undefined;
}

/** The BiDi action source for one CDP key event. */
export function keyActions(input: KeyInput): object[] | undefined {
  const value = keyValue(input);
  if (!value) return undefined;
  const type = input.type === 'keyUp' ? 'keyUp' : 'keyDown';
  return [{ type: 'key', id: 'pluck-keyboard', actions: [{ type, value }] }];
}
