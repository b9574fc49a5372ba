/**
 * Double and triple clicks over BiDi. Firefox counts the clicks of a multi-click only within one
 * input.performActions call (the count starts again with every call), while CDP clients send
 * each press and release as its own Input.dispatchMouseEvent with a clickCount. So a release is
 * held back for a moment: the presses and releases that continue the click at the same point
 * join it, and the group goes to the browser as one action chain. The chain begins with a press
 * of the button still held down since the group's first press; Firefox counts that press but
 * dispatches nothing for it, so the page sees each event once, with Chrome's detail values.
 */
import type { MouseInput } from '../model/types';
import { buttonOf, mouseActions, mouseSource } from './bidi-input';

/**
 * How long a release waits for the next press of a multi-click. Clients send a multi-click's
 * events back to back without waiting for answers (Puppeteer's and Playwright's click), so they
 * arrive well within this; a single click's answer comes this much later.
 */
const CLICK_GROUP_WINDOW_MS = 20;

/** Presses and releases held back for one page, after a press the browser already has. */
interface Group {
  x: number;
  y: number;
  button: number;
  /** Presses counted so far, the one the browser has included. */
  presses: number;
  /** Whether later presses can join: only when the browser counted the first press as a single click. */
  extendable: boolean;
  actions: object[];
  waiters: { resolve: () => void; reject: (err: unknown) => void }[];
  timer?: NodeJS.Timeout;
}

/** Groups the CDP mouse events of multi-clicks per page before they reach the browser. */
export class ClickGroups {
  private readonly groups = new Map<string, Group>();

  constructor(private readonly perform: (pageId: string, actions: object[]) => Promise<void>) {}

  /** Dispatches one CDP mouse event; resolves once the browser performed it. */
  dispatch(pageId: string, input: MouseInput): Promise<void> {
    const x = Math.round(input.x);
    const y = Math.round(input.y);
    const button = buttonOf(input);
    const group = this.groups.get(pageId);
    const here = group && group.x === x && group.y === y && group.button === button;
    const lastIsRelease = (group?.actions.length ?? 0) % 2 === 1;
    if (here && input.type === 'mousePressed' && group.extendable && lastIsRelease && (input.clickCount ?? 1) === group.presses + 1) {
      group.presses++;
      return this.hold(pageId, group, { type: 'pointerDown', button });
    }
    if (here && input.type === 'mouseReleased' && !lastIsRelease) return this.hold(pageId, group, { type: 'pointerUp', button });
    this.flush(pageId);
    if (input.type !== 'mouseReleased') return this.perform(pageId, mouseActions(input));
    const clicks = input.clickCount ?? 1;
    const started: Group = { x, y, button, presses: clicks, extendable: clicks === 1, actions: [], waiters: [] };
    this.groups.set(pageId, started);
    return this.hold(pageId, started, { type: 'pointerUp', button });
  }

  /** Sends what is held for a page now (before other input reaches it). */
  flush(pageId: string): void {
    const group = this.groups.get(pageId);
    if (!group) return;
    this.groups.delete(pageId);
    clearTimeout(group.timer);
    const pressed = group.actions.some((a) => (a as { type: string }).type === 'pointerDown');
    const actions = pressed ? [{ type: 'pointerDown', button: group.button }, ...group.actions] : group.actions;
    this.perform(pageId, mouseSource(actions)).then(
      () => group.waiters.forEach((w) => w.resolve()),
      (err: unknown) => group.waiters.forEach((w) => w.reject(err)),
    );
  }

  private hold(pageId: string, group: Group, action: object): Promise<void> {
    group.actions.push(action);
    clearTimeout(group.timer);
    group.timer = setTimeout(() => this.flush(pageId), CLICK_GROUP_WINDOW_MS);
    return new Promise((resolve, reject) => group.waiters.push({ resolve, reject }));
  }
}
