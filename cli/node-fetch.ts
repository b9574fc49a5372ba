/**
 * The fetch the CLI hands to the API client, on node:http(s). Node 20's global fetch loads its bundled
 * undici on first use: about 150 ms of CPU, half the CLI's start-up budget, for a run that usually makes
 * one request. The client accepts any fetch (ClientOptions.fetch); this covers what it uses — method,
 * headers and a string or bytes body out; status, headers.get, text(), json() and arrayBuffer() back.
 * Redirects are not followed: the API sends none.
 */
import http from 'node:http';

type Answer = Pick<Response, 'status' | 'ok' | 'headers' | 'text' | 'json' | 'arrayBuffer'>;

function answer(res: http.IncomingMessage, body: Buffer): Answer {
  const status = res.statusCode ?? 0;
  const get = (name: string): string | null => {
    const v = res.headers[name.toLowerCase()];
    if (v === undefined) return null;
    return Array.isArray(v) ? v.join(', ') : v;
  };
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get } as Headers,
    text: async () => body.toString('utf8'),
    json: async () => JSON.parse(body.toString('utf8')),
    arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
  };
}

/** A fetch for the API client, without loading undici. */
export const nodeFetch = (async (input: string | URL | Request, init: RequestInit = {}): Promise<Answer> => {
  const url = new URL(String(input));
  // https (and tls under it) only costs start-up time when the URL needs it.
  const lib: Pick<typeof http, 'request'> = url.protocol === 'https:' ? await import('node:https') : http;
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body instanceof Uint8Array ? Buffer.from(init.body) : undefined;
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (body) headers['Content-Length'] = String(body.byteLength);
  return new Promise((resolve, reject) => {
    const req = lib.request(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => resolve(answer(res, Buffer.concat(chunks))));
    });
    // Shaped like fetch's own network failure, so the client's UnreachableError reads the cause the same way.
    req.on('error', (err) => reject(Object.assign(new TypeError('fetch failed'), { cause: err })));
    req.end(body);
  });
}) as unknown as typeof fetch;
