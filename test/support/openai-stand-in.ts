/**
 * A stand-in for an OpenAI-compatible chat-completions API on loopback: it speaks the real
 * request/response JSON (POST /v1/chat/completions with response_format json_schema) and records
 * every request so tests can assert the model, schema and content it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded request. */
export interface OpenAiRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
    temperature?: number;
  };
}

/** How the stand-in answers one request: the JSON object the model "returns", or an HTTP error. */
export type OpenAiReply = { content: Record<string, unknown>; promptTokens?: number; completionTokens?: number } | { status: number; error: string };

/** A running stand-in. */
export interface OpenAiStandIn {
  /** Base URL ending in /v1, as OPENAI_BASE_URL takes it. */
  baseUrl: string;
  requests: OpenAiRequest[];
  close(): Promise<void>;
}

/** Starts the stand-in; `reply` decides each answer (called with the request index). */
export async function startOpenAiStandIn(reply: (req: OpenAiRequest, index: number) => OpenAiReply): Promise<OpenAiStandIn> {
  const requests: OpenAiRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } }));
      }
      const r: OpenAiRequest = { headers: req.headers, body: JSON.parse(raw) };
      requests.push(r);
      const answer = reply(r, requests.length - 1);
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: answer.error, type: 'api_error', code: null } }));
      }
      const prompt = answer.promptTokens ?? 1000;
      const completion = answer.completionTokens ?? 100;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: r.body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(answer.content), refusal: null }, logprobs: null, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
