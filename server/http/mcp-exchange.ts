/**
 * How POST /mcp answers (stateless Streamable HTTP): each POST is one message in and, for a request, its answer out —
 * one JSON body, or an event stream when the answer may be preceded by progress notifications.
 *
 * Two kinds of request reach it. tools/call, the message whose cost counts (`npm run bench mcp`), is answered by
 * server/http/mcp.ts itself through an McpAnswer: the route has checked the message (contract/mcp.ts) and the tool's
 * route checks its arguments, where the SDK's protocol server would validate it again up to five times with zod —
 * two of them failing schema matches, each building an error, that only tell a request from an answer — which came
 * to most of an MCP call's cost over the same HTTP call. The rest of the protocol (initialize, tools/list, ping,
 * unknown methods) goes to the SDK's server through McpExchanges, its Transport: a request reaches that one shared
 * server under an id of this transport's own (clients' ids collide), and its answer goes back to its POST under the
 * client's id.
 */
import type { Response } from 'express';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, JSONRPCNotification, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { McpMessage } from '../contract/mcp';

/** A message answering a request: its exchange's last one. */
type Answer = JSONRPCMessage & { id: RequestId };

function isAnswer(message: JSONRPCMessage): message is Answer {
  return 'id' in message && ('result' in message || 'error' in message);
}

/** One request's way back to its client: notifications about it on its event stream, then its answer. */
export class McpAnswer {
  constructor(
    private readonly res: Response,
    private readonly stream: boolean,
    /** The request's id as its client sent it. */
    private readonly clientId: RequestId,
  ) {
    if (stream) res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
  }

  /** False once the client has gone or the answer was sent: nobody reads what follows. */
  get open(): boolean {
    return !this.res.writableEnded && !this.res.destroyed;
  }

  /** A notification about the request; only an event stream carries one. */
  notify(message: JSONRPCNotification): void {
    if (this.stream && this.open) this.write(message);
  }

  /** The answer, under the client's id; it ends the exchange. */
  send(answer: Answer): void {
    if (!this.open) return;
    const reply = { ...answer, id: this.clientId };
    if (!this.stream) {
      this.res.status(200).json(reply);
      return;
    }
    this.write(reply);
    this.res.end();
  }

  private write(message: JSONRPCMessage): void {
    this.res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }
}

/** The SDK server's Transport: the requests of every POST /mcp that it answers, each until its answer or its client's going. */
export class McpExchanges implements Transport {
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  onmessage?: Transport['onmessage'];
  private lastId = 0;
  private readonly open = new Map<RequestId, (answer: Answer) => void>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /**
   * The server's messages: an answer ends its request's exchange. Anything else would need a stream that outlives
   * one request, which a stateless server has none of (its requests here never report progress).
   */
  async send(message: JSONRPCMessage): Promise<void> {
    if (isAnswer(message)) this.open.get(message.id)?.(message);
  }

  /** Answers one POST's request once the server has answered it (or its client has gone). */
  async handle(message: McpMessage & { id: RequestId; method: string }, res: Response): Promise<void> {
    const id = ++this.lastId;
    const answer = new McpAnswer(res, false, message.id);
    await new Promise<void>((resolve) => {
      const finish = () => {
        this.open.delete(id);
        resolve();
      };
      this.open.set(id, (reply) => {
        answer.send(reply);
        finish();
      });
      res.once('close', finish);
      this.onmessage?.({ ...message, id } as JSONRPCMessage);
    });
  }
}
