/**
 * CDP Input events → Juggler's Page.dispatch* commands (lower-case DOM event types, a buttons
 * bitmask, keyCode from windowsVirtualKeyCode). CDP and Juggler share the modifier bits.
 */
import type { KeyInput, MouseInput } from '../model/types';

const BUTTONS: Record<string, number> = { left: 0, middle: 1, right: 2, back: 3, forward: 4 };
const MOUSE_TYPES: Record<string, string> = { mouseMoved: 'mousemove', mousePressed: 'mousedown', mouseReleased: 'mouseup' };

/** The Juggler command and parameters for a CDP mouse event. */
export function mouseCommand(i: MouseInput): [string, object] {
  const x = Math.floor(i.x);
  const y = Math.floor(i.y);
  if (i.type === 'mouseWheel')
    return ['Page.dispatchWheelEvent', { x, y, deltaX: i.deltaX ?? 0, deltaY: i.deltaY ?? 0, deltaZ: 0, modifiers: i.modifiers ?? 0 }];
  return [
    'Page.dispatchMouseEvent',
    {
      type: MOUSE_TYPES[i.type],
      button: BUTTONS[i.button ?? 'left'] ?? 0,
      buttons: i.buttons ?? 0,
      x,
      y,
      modifiers: i.modifiers ?? 0,
      clickCount: i.clickCount ?? 0,
    },
  ];
}

/** Page.dispatchKeyEvent parameters for a CDP key event. */
export function keyParams(i: KeyInput): object {
  return {
    type: i.type === 'keyUp' ? 'keyup' : 'keydown',
    key: i.key ?? '',
    code: i.code ?? '',
    keyCode: i.windowsVirtualKeyCode ?? 0,
    location: i.location ?? 0,
    repeat: !!i.autoRepeat,
    ...(i.type !== 'keyUp' && i.text ? { text: i.text } : {}),
  };
}
