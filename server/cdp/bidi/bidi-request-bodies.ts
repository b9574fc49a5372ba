/**
 * Request bodies for CDP's Request.postData. BiDi's network.beforeRequestSent has only the body's
 * size; the body itself is read with network.getData from a request data collector. Chrome sends it
 * within requestWillBeSent (and Fetch.requestPaused), so an event that starts a request with a body
 * holds every later BiDi message (events and replies) back until the body is read, a few ms; the body
 * rides on the BiDi request as `postDataBase64`, which requestOf (bidi-network.ts) reads.
 */
import type { BidiClient } from './bidi-client';

/** Reads request bodies on the way of the BiDi events. */
export class RequestBodies {
  private available = false;

  constructor(private readonly bidi: BidiClient) {}

  /** Collects request bodies up to 10 MB (older Firefox has no request collector: bodies are then not reported). */
  async init(): Promise<void> {
    this.available = await this.bidi
      .send('network.addDataCollector', { dataTypes: ['request'], maxEncodedDataSize: 10 * 1024 * 1024 })
      .then(() => true)
      .catch(() => false);
  }

  /** Runs `apply` for one BiDi event: at once, or once the body of the request it starts is read. */
  dispatch(method: string, params: any, apply: () => void): void {
    const request = method === 'network.beforeRequestSent' ? params.request : undefined;
    if (!this.available || !(request?.bodySize > 0)) return apply();
    this.bidi.hold();
    void this.body(request.request).then((body) => {
      if (body) request.postDataBase64 = body;
      try {
        apply();
      } finally {
        this.bidi.release();
      }
    });
  }

  /** The body of a request (base64), when collected. */
  async body(request: string): Promise<string | undefined> {
    if (!this.available) return undefined;
    try {
      const { bytes } = await this.bidi.sendWhileHeld('network.getData', { dataType: 'request', request });
      return bytes.type === 'base64' ? bytes.value : Buffer.from(bytes.value, 'utf8').toString('base64');
    } catch {
      return undefined;
    }
  }
}
