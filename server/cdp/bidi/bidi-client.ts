/**
 * A WebDriver BiDi client over WebSocket: numbered commands, events by method name.
 */
import WebSocket from 'ws';
import { EventEmitter } from 'node:events';

/** A BiDi command that answered with an error. */
export class BidiError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

/** One BiDi session's transport. Emits 'event' (method, params) and 'close' (reason). */
export class BidiClient extends EventEmitter<{ event: [string, Record<string, any>]; close: [string] }> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private closed = false;
  /** Messages held back by hold(), in arrival order. */
  private held?: any[];
  /** Commands whose replies pass a hold. */
  private readonly unheld = new Set<number>();

  private constructor(private readonly ws: WebSocket) {
    super();
    ws.on('message', (data) => this.onMessage(String(data)));
    ws.on('close', () => this.shutdown('BiDi connection closed'));
    ws.on('error', (err) => this.shutdown(`BiDi connection error: ${err.message}`));
  }

  /** Opens the WebSocket; rejects with the reason when it cannot. */
  static connect(url: string, timeoutMs = 30_000): Promise<BidiClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`Timed out connecting to BiDi endpoint ${url}`));
      }, timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve(new BidiClient(ws));
      });
      ws.once('error', (err) => {
        clearTimeout(timer);
        reject(new Error(`Cannot connect to BiDi endpoint ${url}: ${err.message}`));
      });
    });
  }

  /** Sends a command and resolves with its result. */
  send<T = any>(method: string, params: object = {}): Promise<T> {
    return this.sendWith(method, params, false);
  }

  /** Sends a command whose reply is delivered even while messages are held (the one a hold waits for). */
  sendWhileHeld<T = any>(method: string, params: object = {}): Promise<T> {
    return this.sendWith(method, params, true);
  }

  private sendWith<T>(method: string, params: object, unheld: boolean): Promise<T> {
    if (this.closed) return Promise.reject(new Error('BiDi connection closed'));
    const id = this.nextId++;
    if (unheld) this.unheld.add(id);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /**
   * Holds back every later event and reply, in order, until release(): an event handler that must
   * finish something first (read a request body) keeps later events and replies behind it.
   */
  hold(): void {
    this.held ??= [];
  }

  /** Delivers what was held, in order; a message that holds again keeps the rest behind it. */
  release(): void {
    const queue = this.held ?? [];
    this.held = undefined;
    while (queue.length) {
      this.deliver(queue.shift());
      if (this.held) {
        this.held = [...queue, ...this.held];
        return;
      }
    }
  }

  /** Closes the socket. */
  close(): void {
    this.ws.close();
    this.shutdown('closed');
  }

  private onMessage(text: string): void {
    const msg = JSON.parse(text);
    if (this.held && !this.unheld.has(msg.id)) this.held.push(msg);
    else this.deliver(msg);
  }

  private deliver(msg: any): void {
    if (msg.type === 'event') {
      this.emit('event', msg.method, msg.params);
      return;
    }
    const waiter = this.pending.get(msg.id);
    this.unheld.delete(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    if (msg.type === 'error') waiter.reject(new BidiError(msg.error, msg.message));
    else waiter.resolve(msg.result);
  }

  private shutdown(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    for (const w of this.pending.values()) w.reject(new Error(reason));
    this.pending.clear();
    this.emit('close', reason);
  }
}
