/**
 * The MCP transport of POST /mcp (the SDK's public Transport interface), stateless Streamable HTTP: each POST is one
 * message in and, for a request, its answer out — one JSON body, or an event stream when the answer may be preceded
 * by progress notifications. One protocol server serves every request through it: a request reaches the server under
 * an id of this transport's own (clients' ids collide), and its answer goes back to its POST under the client's id.
 *
 * Why not the SDK's StreamableHTTPServerTransport with a server per request: its Web Request/Response conversion,
 * its second schema check of a message the route has checked (contract/mcp.ts) and building a server for each
 * request came to most of an MCP call's cost over the same HTTP call (`npm run bench mcp`).
 */
import type { Response } from 'express';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { McpMessage } from '../contract/mcp';

/** A request being answered: where its answer and the notifications about it go, and what it runs in. */
interface Exchange<C> {
  res: Response;
  stream: boolean;
  /** The request's id as its client sent it. */
  clientId: RequestId;
  context: C;
  finish(): void;
}

/** A message answering a request: the exchange's last one. */
function isAnswer(message: JSONRPCMessage): message is JSONRPCMessage & { id: RequestId } {
  return 'id' in message && ('result' in message || 'error' in message);
}

function writeEvent(res: Response, message: JSONRPCMessage): void {
  res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
}

/** The requests of every POST /mcp, each with its context `C` (the caller and its HTTP request). */
export class McpExchanges<C> implements Transport {
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  onmessage?: Transport['onmessage'];
  private lastId = 0;
  private readonly open = new Map<RequestId, Exchange<C>>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** What the request the server knows as `requestId` runs in; undefined once its client has gone. */
  contextOf(requestId: RequestId): C | undefined {
    return this.open.get(requestId)?.context;
  }

  /**
   * The server's messages: an answer ends its request's exchange; a notification about a request goes on that
   * request's event stream. Anything else would need a stream that outlives one request, which a stateless server
   * has none of.
   */
  async send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId }): Promise<void> {
    const answer = isAnswer(message);
    const id = answer ? message.id : options?.relatedRequestId;
    const exchange = id === undefined ? undefined : this.open.get(id);
    if (!exchange) return;
    if (!answer) {
      if (exchange.stream) writeEvent(exchange.res, message);
      return;
    }
    const reply = { ...message, id: exchange.clientId };
    if (exchange.stream) {
      writeEvent(exchange.res, reply);
      exchange.res.end();
    } else {
      exchange.res.status(200).json(reply);
    }
    exchange.finish();
  }

  /**
   * Answers one POST's message: a request once the server has answered it (or its client has gone), with an event
   * stream when `stream`; a notification or a client's answer at once with 202 and no body. Those are not handed to
   * the server: they could only name requests of other POSTs (a cancellation, an answer), which a stateless server
   * does not follow.
   */
  async handle(message: McpMessage, res: Response, stream: boolean, context: C): Promise<void> {
    if (message.method === undefined || message.id === undefined) {
      res.status(202).end();
      return;
    }
    const id = ++this.lastId;
    const clientId = message.id;
    await new Promise<void>((resolve) => {
      const finish = () => {
        this.open.delete(id);
        resolve();
      };
      this.open.set(id, { res, stream, clientId, context, finish });
      res.once('close', finish);
      if (stream) res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
      this.onmessage?.({ ...message, id } as JSONRPCMessage);
    });
  }
}
