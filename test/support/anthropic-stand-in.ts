/**
 * A stand-in for the Anthropic Messages API on loopback: it speaks the real request/response JSON
 * (POST /v1/messages with tools and tool_choice, answering with a tool_use block) and records
 * every request so tests can assert the model, tool input schema and content it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded request. */
export interface AnthropicRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    max_tokens: number;
    system?: string;
    messages: { role: string; content: string }[];
    tools?: { name: string; description?: string; input_schema: Record<string, unknown> }[];
    tool_choice?: { type: string; name?: string };
  };
}

/** How the stand-in answers: the tool input the model "returns", or an HTTP error. */
export type AnthropicReply = { input: Record<string, unknown>; inputTokens?: number; outputTokens?: number } | { status: number; error: string };

/** A running stand-in. */
export interface AnthropicStandIn {
  /** Base URL as ANTHROPIC_BASE_URL takes it (without /v1). */
  baseUrl: string;
  requests: AnthropicRequest[];
  close(): Promise<void>;
}

/** Starts the stand-in; `reply` decides each answer. */
export async function startAnthropicStandIn(reply: (req: AnthropicRequest, index: number) => AnthropicReply): Promise<AnthropicStandIn> {
  const requests: AnthropicRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/v1/messages')
        return send(404, { type: 'error', error: { type: 'not_found_error', message: `Unknown path ${req.url}` } });
      if (!req.headers['anthropic-version'])
        return send(400, { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version header is required' } });
      const r: AnthropicRequest = { headers: req.headers, body: JSON.parse(raw) };
      requests.push(r);
      const answer = reply(r, requests.length - 1);
      if ('status' in answer) return send(answer.status, { type: 'error', error: { type: 'api_error', message: answer.error } });
      const tool = r.body.tool_choice?.name ?? r.body.tools?.[0]?.name ?? 'tool';
      send(200, {
        id: `msg_${requests.length}`,
        type: 'message',
        role: 'assistant',
        model: r.body.model,
        content: [{ type: 'tool_use', id: `toolu_${requests.length}`, name: tool, input: answer.input }],
        stop_reason: 'tool_use',
        stop_sequence: null,
        usage: { input_tokens: answer.inputTokens ?? 1200, output_tokens: answer.outputTokens ?? 150 },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
