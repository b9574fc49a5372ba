/**
 * Juggler's transport: the browser reads commands on its fd 3 and writes replies and events on
 * fd 4, each message one JSON text ended by a NUL byte. Sessions are flattened into the envelope.
 */
import { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/** A command the browser answered with an error. */
export class JugglerError extends Error {}

/** Juggler client over the pipe. Emits 'event' (method, params, sessionId) and 'close'. */
export class JugglerPipe extends EventEmitter<{ event: [string, Record<string, any>, string | undefined]; close: [] }> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void; method: string }>();
  private buffer: Buffer[] = [];
  private closed = false;

  constructor(
    private readonly out: Writable,
    input: Readable,
  ) {
    super();
    input.on('data', (chunk: Buffer) => this.onData(chunk));
    input.on('close', () => this.shutdown());
    out.on('error', () => this.shutdown());
  }

  /** Sends a command (on a page session when sessionId is given). */
  send<T = any>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    if (this.closed) return Promise.reject(new JugglerError(`${method}: browser connection closed`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.out.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  private onData(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      this.buffer.push(chunk.subarray(start, end));
      const text = Buffer.concat(this.buffer).toString('utf8');
      this.buffer = [];
      start = end + 1;
      this.dispatch(JSON.parse(text));
    }
    if (start < chunk.length) this.buffer.push(chunk.subarray(start));
  }

  private dispatch(msg: any): void {
    if (msg.id === undefined) {
      this.emit('event', msg.method, msg.params ?? {}, msg.sessionId);
      return;
    }
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    if (msg.error) waiter.reject(new JugglerError(`${waiter.method}: ${msg.error.message}`));
    else waiter.resolve(msg.result ?? {});
  }

  private shutdown(): void {
    if (this.closed) return;
    this.closed = true;
    for (const w of this.pending.values()) w.reject(new JugglerError(`${w.method}: browser connection closed`));
    this.pending.clear();
    this.emit('close');
  }
}
