/**
 * Input a careful attacker sends: bad percent-encoding, huge ids, duplicate keys, bytes that are not
 * UTF-8, bodies without a JSON type, numbers past a double, junk cursors, other methods, huge URLs.
 * Every one is a 4xx JSON error with a code, never a 500, an HTML page or an empty reply.
 */
import { expect, startTestServer, test } from '../support/server';

type ErrorReply = { error: string; code: string; details?: { field?: string; allow?: string[] } };

test('a path parameter that is not percent-encoded UTF-8, or holds U+0000, is a 400 naming it, logged without a stack', async () => {
  const lines: Record<string, unknown>[] = [];
  const server = await startTestServer({ log: true, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  try {
    for (const [method, path, field] of [
      ['GET', '/v1/tasks/%ff%fe', 'id'],
      ['POST', '/v1/tasks/%E0%A4%A/cancel', 'id'],
      ['DELETE', '/v1/auth/sessions/%c3%28', 'name'],
      ['GET', '/v1/mobile/devices/android/%ff/targets', 'id'],
    ] as const) {
      const r = await server.admin.raw(method, path);
      expect(r.status, path).toBe(400);
      expect(r.body, path).toMatchObject({ code: 'invalid_request', details: { field } });
      expect((r.body as ErrorReply).error, path).toContain(`Path parameter "${field}"`);
    }
    // U+0000 decodes, but no store keeps it (PostgreSQL refuses it in text): 400 too, in path and query.
    for (const [path, field] of [
      ['/v1/monitors/mon%00x', 'id'],
      ['/v1/auth/sessions?q=a%00', 'q'],
    ] as const) {
      const r = await server.admin.raw('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.body, path).toMatchObject({ code: 'invalid_request', details: { field } });
    }
    await expect.poll(() => lines.filter((l) => l.status === 400).length).toBe(6);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('URIError');
  } finally {
    await server.close();
  }
});

test('an unknown id is echoed cut to 64 characters, not whole', async ({ server }) => {
  const huge = 'x'.repeat(10_000);
  for (const path of [`/v1/tasks/${huge}`, `/v1/monitors/${huge}`, `/v1/extractions/${huge}`, `/v1/auth/traces/${huge}`]) {
    const r = await server.admin.raw('GET', path);
    expect(r.status, path.slice(0, 20)).toBe(404);
    const error = (r.body as ErrorReply).error;
    expect(error).toContain(`${'x'.repeat(64)}…`);
    expect(error).not.toContain('x'.repeat(65));
  }
  const field = await server.admin.raw('POST', '/v1/keys', { name: 'k', scopes: ['read'], [huge]: 1 });
  expect(field.status).toBe(400);
  expect((field.body as ErrorReply).error.length).toBeLessThan(200);
});

test('strict decoding refuses duplicate keys, bytes that are not UTF-8, numbers past a double and deep nesting', async ({ server }) => {
  const c = server.admin;
  const cases: [string, string, RegExp, string][] = [
    ['duplicate key', '{"name":"k","scopes":["read"],"scopes":["admin"]}', /"scopes" is given twice/, 'scopes'],
    ['duplicate key spelt with an escape', '{"name":"k","scopes":["read"],"sc\\u006fpes":["admin"]}', /"scopes" is given twice/, 'scopes'],
    ['nested duplicate key', '{"url":"http://example.com","schema":{"type":"object","type":"array"}}', /"schema.type" is given twice/, 'schema.type'],
    ['number past a double', '{"url":"http://example.com","prompt":"x","options":{"max_pages":1e400}}', /too large/, 'options.max_pages'],
    ['lone surrogate', '{"url":"http://example.com","prompt":"\\ud800 price"}', /lone surrogate/, 'prompt'],
    ['NUL character', '{"url":"http://example.com","prompt":"x","options":{"waitFor":"a\\u0000b"}}', /U\+0000/, 'options.waitFor'],
    ['deep nesting', `{"url":"http://example.com","prompt":"x","schema":${'['.repeat(5000)}${']'.repeat(5000)}}`, /deeper than 128/, ''],
  ];
  for (const [name, rawBody, message, field] of cases) {
    const r = await c.raw('POST', name.includes('key') && !name.includes('nested') ? '/v1/keys' : '/v1/extract', undefined, { rawBody });
    expect(r.status, name).toBe(400);
    expect(r.body, name).toMatchObject({ code: 'invalid_request' });
    expect((r.body as ErrorReply).error, name).toMatch(message);
    if (field) expect((r.body as ErrorReply).details?.field, name).toBe(field);
  }
  // No key was made by the duplicate.
  expect((await c.listKeys()).items.map((k) => k.name)).not.toContain('k');

  // The bytes of {"name":"\xff","scopes":["read"]}: refused, not read with U+FFFD.
  const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff]), Buffer.from('","scopes":["read"]}')]);
  const notUtf8 = await fetch(`${server.url}/v1/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminKey}`, 'content-type': 'application/json' },
    body: bytes,
  });
  expect(notUtf8.status).toBe(400);
  expect(await notUtf8.json()).toMatchObject({ code: 'invalid_request', error: 'Request body is not valid UTF-8' });
});

test('a body without a JSON Content-Type is 415 unsupported_media_type; an empty one needs none', async ({ server }) => {
  const body = new TextEncoder().encode(JSON.stringify({ name: 'k', scopes: ['read'] }));
  for (const type of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
    const headers: Record<string, string> = { authorization: `Bearer ${server.adminKey}` };
    if (type) headers['content-type'] = type;
    const r = await fetch(`${server.url}/v1/keys`, { method: 'POST', headers, body });
    expect(r.status, String(type)).toBe(415);
    expect(await r.json(), String(type)).toMatchObject({ code: 'unsupported_media_type', details: { field: 'Content-Type' } });
  }
  for (const type of ['application/json', 'application/json; charset=UTF-8', 'application/merge-patch+json']) {
    const r = await fetch(`${server.url}/v1/keys`, { method: 'POST', headers: { authorization: `Bearer ${server.adminKey}`, 'content-type': type }, body });
    expect(r.status, type).toBe(201);
  }
  // A body-less write (cancel) needs no type.
  const cancel = await fetch(`${server.url}/v1/tasks/tsk_missing/cancel`, { method: 'POST', headers: { authorization: `Bearer ${server.adminKey}` } });
  expect(cancel.status).toBe(404);
});

test('every list answers 400 for a cursor it did not issue', async ({ server }) => {
  for (const path of [
    '/v1/monitors',
    '/v1/monitors/mon_x/runs',
    '/v1/monitors/mon_x/deliveries',
    '/v1/audio/captures',
    '/v1/audio/transcriptions',
    '/v1/audio/captures/cap_x/transcription/events',
    '/v1/mobile/devices',
    '/v1/mobile/workers',
    '/v1/mobile/sessions',
    '/v1/tasks',
    '/v1/extractions',
    '/v1/keys',
    '/v1/auth/credentials',
    '/v1/auth/sessions',
  ]) {
    const r = await server.admin.raw('GET', `${path}?cursor=junk`);
    expect(r.status, path).toBe(400);
    expect(r.body, path).toMatchObject({ code: 'invalid_request', details: { field: 'cursor' } });
  }
});

test('no Express HTML: other methods are a JSON 405 with Allow, unknown paths a JSON 404', async ({ server }) => {
  for (const [method, path, allow] of [
    ['PUT', '/health', 'GET, HEAD'],
    ['DELETE', '/openapi.json', 'GET, HEAD'],
    ['PATCH', '/v1/keys', 'GET, HEAD, POST'],
  ] as const) {
    const r = await server.admin.raw(method, path);
    expect(r.status, `${method} ${path}`).toBe(405);
    expect(r.headers.get('allow'), path).toBe(allow);
    expect(r.headers.get('content-type'), path).toMatch(/^application\/json/);
    expect(r.body, path).toMatchObject({ code: 'method_not_allowed' });
  }
  for (const [method, path] of [
    ['POST', '/'],
    ['GET', '/nowhere'],
    ['PUT', '/v1/nowhere'],
  ] as const) {
    const r = await server.admin.raw(method, path);
    expect(r.status, `${method} ${path}`).toBe(404);
    expect(r.body, path).toMatchObject({ code: 'not_found' });
  }
});

test('a 20 KB URL is a JSON 414 and 20 KB of headers a JSON 431, not an empty reply', async ({ server }) => {
  const longUrl = await fetch(`${server.url}/v1/tasks?q=${'a'.repeat(20_000)}`, { headers: { authorization: `Bearer ${server.adminKey}` } });
  expect(longUrl.status).toBe(414);
  expect(await longUrl.json()).toMatchObject({ code: 'uri_too_long' });
  const bigHeader = await fetch(`${server.url}/health`, { headers: { 'x-padding': 'b'.repeat(20_000) } });
  expect(bigHeader.status).toBe(431);
  expect(await bigHeader.json()).toMatchObject({ code: 'headers_too_large' });
  // The server still answers.
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
});

test('a count or offset past what the database holds is a 400 naming it', async () => {
  const server = await startTestServer({ workerToken: 'wt-secret' });
  try {
    const r = await server
      .client()
      .raw('POST', '/v1/mobile/workers/heartbeat', { worker_id: 'w1', active_sessions: 2 ** 31 }, { headers: { 'X-Service-Worker-Token': 'wt-secret' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', details: { field: 'active_sessions' } });
  } finally {
    await server.close();
  }
});
