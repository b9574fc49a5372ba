/**
 * A tiny fixture web site for the CDP proxy tests, served on 127.0.0.1 port 0.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGES: Record<string, { status: number; body: string; type?: string; headers?: Record<string, string> }> = {
  '/': { status: 200, body: '<!doctype html><title>Home</title><h1 id="title">Hello proxy</h1><a href="/form">form</a>' },
  '/form': {
    status: 200,
    body: `<!doctype html><title>Form</title>
<input id="name" autocomplete="off"><button id="go" onclick="document.querySelector('#out').textContent = 'clicked:' + document.querySelector('#name').value">Go</button>
<p id="out">idle</p>
<script>setTimeout(() => { const d = document.createElement('div'); d.id = 'late'; d.textContent = 'late'; document.body.appendChild(d); }, 200);</script>`,
  },
  '/cookie': { status: 200, body: '<!doctype html><title>Cookie</title><p>cookie set</p>', headers: { 'set-cookie': 'flavour=oat; Path=/' } },
  '/missing': { status: 404, body: '<!doctype html><title>Missing</title><p>not here</p>' },
  '/bench': { status: 200, body: '<!doctype html><title>Bench</title><p>bench</p>' },
  '/list': {
    status: 200,
    body: `<!doctype html><title>List</title><ul id="items">${Array.from({ length: 45 }, (_, i) => `<li class="item">item ${i}</li>`).join('')}</ul>`,
  },
  '/fetcher': {
    status: 200,
    body: `<!doctype html><title>Fetcher</title><p id="out"></p><script>fetch('/data.json').then((r) => r.text()).then((t) => { document.querySelector('#out').textContent = t; });</script>`,
  },
  '/clicks': {
    status: 200,
    body: '<!doctype html><title>Clicks</title><a id="go" href="/">go</a>',
  },
  '/tall': {
    status: 200,
    body: '<!doctype html><title>Tall</title><style>body{margin:0}</style><div style="width:500px;height:1500px;background:linear-gradient(red,blue)"></div>',
  },
  '/unload': {
    status: 200,
    body: `<!doctype html><title>Unload</title><button id="b">b</button><script>addEventListener('beforeunload', (e) => { e.preventDefault(); e.returnValue = ''; });</script>`,
  },
  '/framed': {
    status: 200,
    body: '<!doctype html><title>Framed</title><p>above</p><iframe id="inner" name="inner" src="/form" style="margin-top:30px"></iframe>',
  },
  '/upload': {
    status: 200,
    body: `<!doctype html><title>Upload</title><input id="file" type="file" multiple><p id="out"></p>
<script>document.querySelector('#file').addEventListener('change', (e) => { document.querySelector('#out').textContent = [...e.target.files].map((f) => f.name + ':' + f.size).join(','); });</script>`,
  },
  '/multiclick': {
    status: 200,
    body: `<!doctype html><title>Multiclick</title><p id="para" style="font-size:24px">First sentence here. Second sentence there.</p><p>Another paragraph</p>
<script>window.events = []; for (const type of ['mousedown', 'mouseup', 'click', 'dblclick']) document.addEventListener(type, (e) => events.push(type + ':' + e.detail));</script>`,
  },
  '/worker': {
    status: 200,
    body: `<!doctype html><title>Worker</title><button id="start" onclick="window.worker = new Worker('/worker.js')">start</button><button id="stop" onclick="window.worker.terminate()">stop</button>`,
  },
  '/worker.js': { status: 200, type: 'text/javascript', body: "console.log('worker up'); onmessage = (e) => postMessage(e.data * 2);" },
  '/cached': { status: 200, body: '<!doctype html><title>Cached</title><script src="/cached.js"></script>' },
  '/data.json': { status: 200, body: '{"from":"server"}' },
  '/empty': { status: 204, body: '' },
  // Responses Firefox saves instead of showing.
  '/attachment': { status: 200, type: 'text/plain', body: 'saved, not shown', headers: { 'content-disposition': 'attachment; filename="notes.txt"' } },
  '/data.bin': { status: 200, type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
};

/** A running fixture site. */
export interface FixtureSite {
  url: string;
  /** How many requests a path has had. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** The credentials /auth asks for (HTTP Basic, realm "fixture"). */
export const FIXTURE_CREDENTIALS = { username: 'fox', password: 'hunter2' };

/**
 * Serves the fixture pages; /cookie also sets a cookie, /cached.js may be cached for an hour, /auth wants FIXTURE_CREDENTIALS, /headers
 * echoes the request headers as JSON text, /slow answers after half a second.
 */
export async function startFixtureSite(): Promise<FixtureSite> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/cached.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }).end('window.cachedLoaded = true;');
      return;
    }
    if (path === '/auth') {
      const expected = `Basic ${Buffer.from(`${FIXTURE_CREDENTIALS.username}:${FIXTURE_CREDENTIALS.password}`).toString('base64')}`;
      if (req.headers.authorization === expected) res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Secret</title><p>welcome</p>');
      else
        res
          .writeHead(401, { 'www-authenticate': 'Basic realm="fixture"', 'content-type': 'text/html' })
          .end('<!doctype html><title>Denied</title><p>denied</p>');
      return;
    }
    if (path === '/slow') {
      // A page that takes a while, like most pages on the web: a click's answer must not wait for it.
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Slow</title>'), 500);
      return;
    }
    if (path === '/headers') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(JSON.stringify(req.headers));
      return;
    }
    const page = PAGES[path] ?? { status: 404, body: 'no such page' };
    res.writeHead(page.status, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
