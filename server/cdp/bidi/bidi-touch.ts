/**
 * CDP Input.dispatchTouchEvent → BiDi touch pointers, one input source per touch point. The
 * browser keeps each source's position and whether it is down, so the proxy only remembers which
 * CDP touch ids are down on each page.
 */
import type { BrowserModel } from '../model/browser-model';
import type { TouchInput } from '../model/types';

/** The BiDi input source of a CDP touch point. */
const sourceId = (touchId: number) => `pluck-touch-${touchId}`;

const PAUSE = { type: 'pause' };
const UP = { type: 'pointerUp', button: 0 };
/**
 * A pressed point that stays where it is while another one moves: Firefox's touch move lists every
 * point that is down, the ones in the move first, so each one down takes part in it.
 */
const STAY = { type: 'pointerMove', x: 0, y: 0, origin: 'pointer' };

/** The touch points that are down, per page. */
export class TouchPoints {
  private readonly down = new Map<string, Set<number>>();

  constructor(
    model: BrowserModel,
    private readonly perform: (pageId: string, actions: object[]) => Promise<void>,
  ) {
    model.on('pageClosed', (page) => this.down.delete(page.id));
  }

  /** Dispatches one CDP touch event; resolves once the browser performed it. */
  async dispatch(pageId: string, input: TouchInput): Promise<void> {
    const actions = this.actions(pageId, input);
    if (actions.length) await this.perform(pageId, actions);
  }

  /**
   * The action sources for one CDP touch event, as Chrome reads it: touchStart presses the points
   * it lists that are not down yet (moving those that are), touchMove moves them, touchEnd releases
   * them (all points when it lists none, as older clients send), touchCancel releases all. A point
   * without an id is known by its place in the list. Chrome changes the points one by one, one
   * touch event each (CDP's Input.dispatchTouchEvent): each point acts in ticks of its own, where one
   * tick for all would make Firefox fire one event for all the points.
   */
  private actions(pageId: string, input: TouchInput): object[] {
    const down = this.down.get(pageId) ?? new Set<number>();
    this.down.set(pageId, down);
    const points = input.touchPoints.map((p, i) => ({ id: p.id ?? i, x: Math.round(p.x), y: Math.round(p.y) }));
    // Press order, which Chrome lists a touch event's `touches` in.
    const order = [...down];
    const ticks: Map<number, object>[] = [];
    if (input.type === 'touchCancel' || (input.type === 'touchEnd' && !points.length)) {
      for (const id of down) ticks.push(new Map([[id, UP]]));
      down.clear();
    }
    for (const p of points) {
      const move = { type: 'pointerMove', x: p.x, y: p.y, origin: 'viewport' };
      if (input.type === 'touchEnd') {
        if (down.delete(p.id)) ticks.push(new Map([[p.id, UP]]));
      } else if (input.type === 'touchStart' && !down.has(p.id)) {
        down.add(p.id);
        order.push(p.id);
        ticks.push(new Map([[p.id, move]]), new Map([[p.id, { type: 'pointerDown', button: 0 }]]));
      } else if (down.has(p.id)) {
        ticks.push(new Map([...down].map((id) => [id, id === p.id ? move : STAY])));
      }
    }
    if (!down.size) this.down.delete(pageId);
    // Firefox lists a touch move's points in the order of their sources, moved or not.
    return order
      .filter((id) => ticks.some((tick) => tick.has(id)))
      .map((id) => ({
        type: 'pointer',
        id: sourceId(id),
        parameters: { pointerType: 'touch' },
        actions: ticks.map((tick) => tick.get(id) ?? PAUSE),
      }));
  }
}
