/**
 * A tiny fixture web site for the CDP proxy tests, served on 127.0.0.1 port 0.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGES: Record<string, { status: number; body: string }> = {
  '/': { status: 200, body: '<!doctype html><title>Home</title><h1 id="title">Hello proxy</h1><a href="/form">form</a>' },
  '/form': {
    status: 200,
    body: `<!doctype html><title>Form</title>
<input id="name" autocomplete="off"><button id="go" onclick="document.querySelector('#out').textContent = 'clicked:' + document.querySelector('#name').value">Go</button>
<p id="out">idle</p>
<script>setTimeout(() => { const d = document.createElement('div'); d.id = 'late'; d.textContent = 'late'; document.body.appendChild(d); }, 200);</script>`,
  },
  '/cookie': { status: 200, body: '<!doctype html><title>Cookie</title><p>cookie set</p>' },
  '/missing': { status: 404, body: '<!doctype html><title>Missing</title><p>not here</p>' },
  '/bench': { status: 200, body: '<!doctype html><title>Bench</title><p>bench</p>' },
};

/** A running fixture site. */
export interface FixtureSite {
  url: string;
  close(): Promise<void>;
}

/** Serves the fixture pages; /cookie also sets a cookie. */
export async function startFixtureSite(): Promise<FixtureSite> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const page = PAGES[path] ?? { status: 404, body: 'no such page' };
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (path === '/cookie') headers['set-cookie'] = 'flavour=oat; Path=/';
    res.writeHead(page.status, headers).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
