/**
 * One POST /mcp as an MCP transport (the SDK's public Transport interface): the stateless Streamable HTTP exchange,
 * one message in and, for a request, its answer out — one JSON body, or an event stream when the answer may be
 * preceded by progress notifications. The SDK's StreamableHTTPServerTransport does the same through a Web
 * Request/Response conversion and a second schema check of a message the route has already checked
 * (contract/mcp.ts); that came to most of an MCP call's cost over the same HTTP call (`npm run bench mcp`).
 */
import type { Response } from 'express';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { McpMessage } from '../contract/mcp';

/** A message answering a request: the exchange's last one. */
function isAnswer(message: JSONRPCMessage): message is JSONRPCMessage & { id: RequestId } {
  return 'id' in message && ('result' in message || 'error' in message);
}

export class McpExchange implements Transport {
  onclose?: Transport['onclose'];
  onerror?: Transport['onerror'];
  onmessage?: Transport['onmessage'];
  private finished?: () => void;
  private closed = false;

  /** `stream`: answer as an event stream, so notifications about the request reach the client before its answer. */
  constructor(
    private readonly res: Response,
    private readonly stream: boolean,
  ) {}

  async start(): Promise<void> {}

  /** The client went away (or the answer was written): the server aborts what the request started. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.finished?.();
    this.onclose?.();
  }

  /**
   * The server's messages: the answer ends the exchange; notifications about the request go on its event stream.
   * Anything else would need a stream that outlives this request, which a stateless server has none of.
   */
  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return;
    if (isAnswer(message)) {
      if (this.stream) {
        this.event(message);
        this.res.end();
      } else {
        this.res.status(200).json(message);
      }
      this.finished?.();
    } else if (this.stream && 'method' in message) {
      this.event(message);
    }
  }

  /**
   * Hands the client's message to the server and answers it: a request when the server has answered it (or the
   * client has gone), a notification or a client's answer at once with 202 and no body, as they get no answer.
   */
  async handle(message: McpMessage): Promise<void> {
    const rpc = message as JSONRPCMessage;
    if (message.method === undefined || message.id === undefined) {
      this.onmessage?.(rpc);
      this.res.status(202).end();
      return;
    }
    const done = new Promise<void>((resolve) => (this.finished = resolve));
    if (this.stream) this.res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' });
    this.onmessage?.(rpc);
    await done;
  }

  private event(message: JSONRPCMessage): void {
    this.res.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }
}
