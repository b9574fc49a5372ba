/**
 * Fuzzes every operation of `/openapi.json` with fast-check: bodies, path and query parameters from
 * the operation's own schemas, plus hostile mutations, sent with keys of every scope of two tenants.
 * No answer may be a 500, a 5xx that is not a named unavailable dependency, or an error that is not
 * JSON with a code matching its status. Reproduce a failure with the printed `FUZZ_SEED=…`;
 * `FUZZ_RUNS` sets the cases per operation.
 *
 * Requests go out with fetch, not server/client: the point is bytes the client would never send.
 */
import fc from 'fast-check';
import { ERROR_STATUS, type ErrorCode } from '../../server/contract/errors';
import { startFixtureSite } from '../site/server';
import { bodyOf, nestedText, operationsOf, pathParamOf, queryOf, type FuzzPools, type Operation, type WireBody } from '../support/openapi-fuzz';
import { closedPort } from '../support/ports';
import { expect, startTestServer, test } from '../support/server';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 100);

/** 5xx codes that name a dependency this test machine lacks or a page that failed (no browser, no devices, a closed port). */
const DEPENDENCY_CODES = new Set<string>([
  'upstream_failed',
  'timeout',
  'browser_unavailable',
  'audio_unavailable',
  'transcription_unavailable',
  'mobile_unavailable',
  'credentials_unavailable',
  'no_capacity',
  'not_implemented',
]);

interface FuzzCase {
  params: string[];
  query: string;
  body: WireBody;
  credential: string;
  header: Record<string, string>;
}

test.setTimeout(300_000);

test('fuzz: every operation of /openapi.json answers without a 500, every error JSON with its code', async () => {
  const site = await startFixtureSite();
  const dead = await closedPort();
  const server = await startTestServer({ freeTierMonthly: 1_000_000, workerToken: 'wt-fuzz', dnsServers: [`127.0.0.1:${dead}`] });
  try {
    const admin = server.admin;
    const keyOf = async (tenant: string, scopes: ('read' | 'write' | 'admin' | 'mobile' | 'audio')[]) =>
      (await admin.createKey({ name: `fuzz ${tenant} ${scopes.join('+')}`, scopes, tenant })).secret;
    const credentials: Record<string, string> = {
      none: '',
      operator: `Bearer ${server.adminKey}`,
      'a-read': `Bearer ${await keyOf('a', ['read'])}`,
      'a-write': `Bearer ${await keyOf('a', ['write'])}`,
      'a-admin': `Bearer ${await keyOf('a', ['admin'])}`,
      'a-mobile': `Bearer ${await keyOf('a', ['mobile'])}`,
      'a-audio': `Bearer ${await keyOf('a', ['audio'])}`,
      'b-admin': `Bearer ${await keyOf('b', ['admin'])}`,
      wrong: 'Bearer pk_wrong_0000',
      malformed: 'Basic Zm9vOmJhcg==',
    };

    // Real ids of both tenants, so some cases reach past the 404.
    const page = `${site.url}/product/plain`;
    const tenantA = server.client(credentials['a-admin'].slice(7));
    const done = await tenantA.extract({ url: page, prompt: 'title and price' });
    const task = await tenantA.extractAsync({ url: page, prompt: 'title' });
    const monitor = await tenantA.createMonitor({ url: page, prompt: 'price', interval_seconds: 3600 });
    const credential = await tenantA
      .createCredential({ name: 'fuzz-login', login_url: `${site.url}/login`, username: 'u', password: 'p' })
      .catch(() => undefined);
    const other = await admin.extract({ url: page, prompt: 'title' });
    const otherTask = await admin.extractAsync({ url: page, prompt: 'title' });
    const otherMonitor = await admin.createMonitor({ url: page, prompt: 'price', interval_seconds: 3600 });
    const ids = [
      done.id,
      task.id,
      monitor.id,
      other.id,
      otherTask.id,
      otherMonitor.id,
      credential?.id,
      'android',
      'ios',
      'tsk_missing',
      'mon_missing',
      'cap_missing',
    ].filter((v): v is string => !!v);

    const pools: FuzzPools = {
      urls: [
        page,
        `${site.url}/article`,
        `${site.url}/listing`,
        `http://127.0.0.1:${dead}/`,
        'ftp://example.com/',
        'not a url',
        'http://',
        `http://[::1]:${dead}/`,
        'javascript:alert(1)',
        `${site.url}/${'p'.repeat(3000)}`,
      ],
      schemas: [
        { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } } },
        { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } },
        { type: 'object', properties: { a: { $ref: '#/properties/a' } } },
        { type: 'object', properties: { a: { $ref: 'http://example.com/schema.json' } } },
        { type: 'object', properties: { a: { type: 'string', pattern: '(a+)+$' } } },
        { type: 'nonsense' },
        JSON.parse(nestedText(33, 'schema')),
        JSON.parse(nestedText(100, 'schema')),
        {},
        [],
        'x',
      ],
    };

    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    console.log(`fuzz: FUZZ_SEED=${SEED}, ${RUNS_PER_OPERATION} cases on each of ${operations.length} operations`);

    const statuses = new Map<number, number>();
    const reachedHandler = new Set<string>();
    const send = async (op: Operation, c: FuzzCase): Promise<string | undefined> => {
      let i = 0;
      const url = `${server.url}${op.path.replace(/\{\w+\}/g, () => c.params[i++])}${c.query}`;
      const headers: Record<string, string> = { ...c.header };
      if (c.credential !== 'none') {
        if (op.auth === 'worker') headers['x-service-worker-token'] = c.credential === 'operator' ? 'wt-fuzz' : 'nope';
        else headers.authorization = credentials[c.credential];
      }
      const withBody = op.method !== 'GET';
      if (withBody && c.body.contentType) headers['content-type'] = c.body.contentType;
      const res = await fetch(url, { method: op.method, headers, body: withBody ? c.body.bytes : undefined, signal: AbortSignal.timeout(60_000) });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const type = res.headers.get('content-type') ?? '';
      if (res.status < 400) reachedHandler.add(`${op.method} ${op.path}`);
      if (res.status < 400) {
        await res.body?.cancel();
        return undefined;
      }
      const text = await res.text();
      const where = `${op.method} ${url.slice(0, 300)} (${c.credential}, body ${c.body.label}) → ${res.status} ${text.slice(0, 300)}`;
      if (!type.startsWith('application/json')) return `not JSON (${type}): ${where}`;
      let body: { code?: unknown; error?: unknown };
      try {
        body = JSON.parse(text);
      } catch {
        return `unparsable JSON: ${where}`;
      }
      if (typeof body.code !== 'string' || typeof body.error !== 'string') return `no code or error: ${where}`;
      if (ERROR_STATUS[body.code as ErrorCode] !== res.status) return `code ${body.code} does not belong to status ${res.status}: ${where}`;
      if (res.status >= 500 && !DEPENDENCY_CODES.has(body.code)) return `server error: ${where}`;
      return undefined;
    };

    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      const cases: fc.Arbitrary<FuzzCase> = fc.record({
        params: fc.tuple(...op.pathParams.map(() => pathParamOf(ids))),
        query: queryOf(op, pools),
        body: bodyOf(op.body, pools),
        // Mostly keys that pass authentication, so cases reach validation and handlers.
        credential: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('operator', 'a-admin') },
          { weight: 4, arbitrary: fc.constantFrom(...Object.keys(credentials)) },
        ),
        header: fc.constantFrom<Record<string, string>>(
          {},
          { accept: 'text/html' },
          { 'last-event-id': 'junk' },
          { 'content-encoding': 'gzip' },
          { 'x-request-id': '%ff' },
        ),
      });
      let found: string | undefined;
      try {
        await fc.assert(
          fc.asyncProperty(cases, async (c) => {
            found = await send(op, c);
            if (found) throw new Error(found);
          }),
          { seed: SEED + index, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      } catch (err) {
        failures.push(`${op.method} ${op.path} (replay with FUZZ_SEED=${SEED}): ${found ?? (err as Error).message}`);
      }
    }
    console.log(`fuzz: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    const unreached = operations.map((op) => `${op.method} ${op.path}`).filter((op) => !reachedHandler.has(op));
    console.log(`fuzz: no success on ${unreached.length} operations (their dependency is missing here, or ids are random): ${unreached.join(', ')}`);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  } finally {
    await server.close();
    await site.close();
  }
});
