/**
 * The proxy's own contract, with raw CDP over `ws`: errors, page sockets, and what happens to the
 * browser and its profile when the proxy closes or the browser dies.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { createCdpProxy } from '../../server/cdp';

const FIREFOX = process.env.PLUCK_TEST_FIREFOX ?? '/usr/bin/firefox-esr';

/** Minimal CDP client: send() resolves with the whole reply message. */
async function rawClient(url: string) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const waiting = new Map<number, (m: any) => void>();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.id !== undefined) waiting.get(m.id)?.(m);
  });
  return {
    send: (method: string, params: object = {}, sessionId?: string) =>
      new Promise<any>((resolve) => {
        waiting.set(++id, resolve);
        ws.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    close: () => ws.close(),
  };
}

/** The temp profile folder of the Firefox this test process launched (from its command line). */
function ourFirefox(): { pid: number; profile: string } | undefined {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]).toString();
  const line = out.split('\n').find((l) => l.includes('pluck-cdp-profile-'));
  if (!line) return undefined;
  return { pid: Number(line.trim().split(/\s+/)[0]), profile: /-profile (\S+)/.exec(line)![1] };
}

test('unknown methods, page sockets, and close() cleans up', async () => {
  const proxy = await createCdpProxy({ backend: 'bidi', binary: FIREFOX, headless: true, port: 0, bidiPort: 0 });
  const ff = ourFirefox();
  expect(ff && existsSync(ff.profile)).toBe(true);
  try {
    const client = await rawClient(proxy.wsEndpoint);
    const unknown = await client.send('Foo.barBaz');
    expect(unknown.error).toEqual({ code: -32601, message: "'Foo.barBaz' wasn't found" });
    const { result } = await client.send('Target.getTargetInfo');
    expect(result.targetInfo.type).toBe('browser');
    client.close();

    const list = await (await fetch(`${proxy.url}/json`)).json();
    const pageSocket = await rawClient(list[0].webSocketDebuggerUrl);
    const evaluated = await pageSocket.send('Runtime.evaluate', { expression: '6 * 7', returnByValue: true });
    expect(evaluated.result.result.value).toBe(42);
    pageSocket.close();
  } finally {
    await proxy.close();
    await proxy.close();
  }
  expect(existsSync(ff!.profile)).toBe(false);
  expect(ourFirefox()).toBeUndefined();
});

test('the proxy reports a browser that dies', async () => {
  const proxy = await createCdpProxy({ backend: 'bidi', binary: FIREFOX, headless: true, port: 0, bidiPort: 0 });
  const ff = ourFirefox()!;
  process.kill(ff.pid, 'SIGKILL');
  const outcome = await proxy.closed;
  expect(outcome.expected).toBe(false);
  expect(outcome.reason).toMatch(/browser exited unexpectedly|Lost the BiDi connection/);
  await proxy.close();
  expect(existsSync(ff.profile)).toBe(false);
  await expect(fetch(`${proxy.url}/json/version`)).rejects.toThrow();
});
