/**
 * What an operator reads in the log: one line per request (method, route, status, duration and the
 * request id the response carried in X-Request-Id) and one per failed extraction.
 */
import { closedPort } from '../support/ports';
import { expect, startTestServer, test } from '../support/server';

test('one log line per request and per failed extraction, with the request id and the duration', async () => {
  const lines: Record<string, any>[] = [];
  const server = await startTestServer({ log: true, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  try {
    const usage = await server.admin.raw('GET', '/v1/usage?limit=1');
    const id = usage.headers.get('x-request-id');
    expect(id).toBeTruthy();
    await expect.poll(() => lines.filter((l) => l.request_id === id)).toHaveLength(1);
    const line = lines.find((l) => l.request_id === id)!;
    expect(line).toMatchObject({ method: 'GET', route: '/v1/usage', path: '/v1/usage', status: 200 });
    expect(Number.isInteger(line.duration_ms)).toBe(true);
    expect(line.msg).toBe(`GET /v1/usage 200 ${line.duration_ms} ms`);
    expect(JSON.stringify(line)).not.toContain(server.adminKey);

    const failed = await server.admin.raw('POST', '/v1/extract', { url: `http://127.0.0.1:${await closedPort()}/`, prompt: 'title' });
    expect(failed.status).toBe(502);
    const extractionId = (failed.body as { details: { extraction_id: string } }).details.extraction_id;
    await expect.poll(() => lines.filter((l) => l.extraction_id === extractionId)).toHaveLength(1);
    expect(lines.find((l) => l.extraction_id === extractionId)).toMatchObject({ level: 40, code: 'upstream_failed', family: 'network' });
    expect(lines.find((l) => l.request_id === failed.headers.get('x-request-id'))).toMatchObject({ method: 'POST', route: '/v1/extract', status: 502 });
  } finally {
    await server.close();
  }
});
