/**
 * Chrome's DevTools HTTP endpoints on an Android device: which abstract sockets serve them
 * (`/proc/net/unix`), and HTTP requests over an adb stream to one of them (no forward needed).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { MobileTarget } from '../../contract/mobile';

/** Listening DevTools sockets in `cat /proc/net/unix` output, Chrome's first. */
export function devtoolsSockets(procNetUnix: string): string[] {
  const names = new Set<string>();
  for (const line of procNetUnix.split('\n')) {
    const cols = line.trim().split(/\s+/);
    const path = cols[cols.length - 1] ?? '';
    // State 01 is LISTEN; the path of an abstract socket starts with '@'.
    if (cols[5] === '01' && /^@[\w.]*devtools_remote(_\d+)?$/.test(path)) names.add(path.slice(1));
  }
  return [...names].sort((a, b) => Number(b === 'chrome_devtools_remote') - Number(a === 'chrome_devtools_remote'));
}

/** GETs `path` over an already open stream to a DevTools socket and parses the JSON. */
export function getJsonOverStream(stream: Duplex, path: string, timeoutMs = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.request({ method: 'GET', path, host: 'localhost', createConnection: () => stream as any, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        stream.destroy();
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`DevTools answered ${path} with something other than JSON`));
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error(`DevTools did not answer ${path}`)));
    req.on('error', (err) => {
      stream.destroy();
      reject(err);
    });
    req.end();
  });
}

/** DevTools `/json/list` entries as targets. */
export function toTargets(list: unknown): MobileTarget[] {
  if (!Array.isArray(list)) return [];
  return list.map((t: Record<string, unknown>) => ({
    id: String(t.id ?? ''),
    type: String(t.type ?? 'page'),
    title: String(t.title ?? ''),
    url: String(t.url ?? ''),
    ...(typeof t.webSocketDebuggerUrl === 'string' ? { websocket_url: t.webSocketDebuggerUrl } : {}),
  }));
}
