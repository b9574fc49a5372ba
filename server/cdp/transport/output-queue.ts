/**
 * One ordered outbox per client connection. Items are queued when they happen (an event fires,
 * a reply resolves); an item may be a promise when its payload is still being computed, and
 * nothing behind it is written before it settles — so causal order survives async work.
 */

/** Sends queued messages strictly in the order they were queued. */
export class OutputQueue {
  private readonly items: Promise<object | undefined>[] = [];
  private flushing = false;

  constructor(private readonly write: (message: object) => void) {}

  /** Queues a message, or a promise of one (undefined drops the slot). */
  push(message: object | Promise<object | undefined>): void {
    this.items.push(Promise.resolve(message));
    if (!this.flushing) void this.flush();
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.items.length) {
      const next = this.items.shift()!;
      const message = await next.catch(() => undefined);
      if (message) this.write(message);
    }
    this.flushing = false;
  }
}
