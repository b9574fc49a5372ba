/**
 * Request bodies for CDP's Request.postData. BiDi's network.beforeRequestSent has only the body's
 * size; the body itself is read with network.getData from a request data collector. Chrome sends it
 * within requestWillBeSent (and Fetch.requestPaused), so BiDi events are applied in arrival order
 * and an event that starts a request with a body waits for the body (a few ms), with those after it;
 * the body rides on the BiDi request as `postDataBase64`, which requestOf (bidi-network.ts) reads.
 */
import type { BidiClient } from './bidi-client';

/** Applies BiDi events in order, reading request bodies on the way. */
export class RequestBodies {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private available = false;

  constructor(private readonly bidi: BidiClient) {}

  /** Collects request bodies up to 10 MB (older Firefox has no request collector: bodies are then not reported). */
  async init(): Promise<void> {
    this.available = await this.bidi
      .send('network.addDataCollector', { dataTypes: ['request'], maxEncodedDataSize: 10 * 1024 * 1024 })
      .then(() => true)
      .catch(() => false);
  }

  /** Runs `apply` for one BiDi event, after those before it. */
  dispatch(method: string, params: any, apply: () => void): void {
    const request = method === 'network.beforeRequestSent' ? params.request : undefined;
    const body = this.available && request?.bodySize > 0 ? this.read(request.request) : undefined;
    if (!body && !this.waiting) return apply();
    this.waiting++;
    this.queue = this.queue.then(async () => {
      try {
        if (body) request.postDataBase64 = await body;
        apply();
      } finally {
        this.waiting--;
      }
    });
  }

  private async read(request: string): Promise<string | undefined> {
    try {
      const { bytes } = await this.bidi.send('network.getData', { dataType: 'request', request });
      return bytes.type === 'base64' ? bytes.value : Buffer.from(bytes.value, 'utf8').toString('base64');
    } catch {
      return undefined;
    }
  }
}
