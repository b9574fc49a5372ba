/** A test viewer of a session's live screen socket (test/api/mobile-device*.spec.ts). */
import WebSocket from 'ws';
import type { PluckClient } from '../../server/client/index';
import type { ScreenQuery } from '../../server/contract/mobile';

/** A viewer of a session's screen: its messages in order, frames as PNG buffers. */
export class ScreenViewer {
  readonly messages: (Record<string, any> | Buffer)[] = [];
  readonly ws: WebSocket;
  closed?: { code: number; reason: string };
  constructor(client: PluckClient, sessionId: string, byProtocol = false, query: ScreenQuery = {}) {
    const { url, protocols } = client.screenSocket(sessionId, query);
    // A browser sends its key as a subprotocol; other clients may use the Authorization header.
    this.ws = byProtocol
      ? new WebSocket(url, protocols)
      : new WebSocket(url, protocols.slice(0, 1), { headers: { Authorization: `Bearer ${protocols[1].slice('bearer.'.length)}` } });
    this.ws.on('message', (data, binary) => this.messages.push(binary ? (data as Buffer) : JSON.parse(data.toString())));
    this.ws.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }
  frames(): Buffer[] {
    return this.messages.filter((m): m is Buffer => Buffer.isBuffer(m));
  }
  json(type: string): Record<string, any>[] {
    return this.messages.filter((m): m is Record<string, any> => !Buffer.isBuffer(m) && m.type === type);
  }
  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }
  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const gone = new Promise((resolve) => this.ws.once('close', resolve));
    this.ws.close();
    await gone;
  }
}

/** A PNG's signature and size. */
export const pngSize = (b: Buffer) => ({ png: b.subarray(1, 4).toString('latin1'), width: b.readUInt32BE(16), height: b.readUInt32BE(20) });
