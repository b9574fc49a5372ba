/**
 * Login-protected areas of the fixture site, one per kind of login the login engine must handle:
 * /auth/plain (a plain form), /auth/csrf (a per-render CSRF token the post must carry),
 * /auth/twostep (username page, then password page), /auth/totp (password, then an RFC 6238 code),
 * /auth/js (a form rendered by script that posts with fetch and keeps a token in local storage),
 * /auth/hang (a login page that never answers). Wrong credentials re-render the form with an error.
 * Each area's /account page needs the area's session cookie and redirects to its login page
 * otherwise; /auth/plain/orders answers 401 instead. POST /auth/expire forgets every session (a
 * site expiring sessions server-side); GET /auth/issued lists every cookie value and token the
 * site issued, and GET /auth/logins counts successful logins per area.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { totp } from '../../server/modules/auth/totp';

/** The account the areas accept. */
export const SITE_USER = 'ada@example.com';
export const SITE_PASSWORD = 'Tr0ub4dor&3-fixture-pw';
export const SITE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type Area = 'plain' | 'csrf' | 'twostep' | 'totp' | 'js';
const AREAS: Area[] = ['plain', 'csrf', 'twostep', 'totp', 'js'];

/** The state of the login areas of one fixture site. */
export interface AuthAreas {
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean;
}

const layout = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function html(res: http.ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

function redirect(res: http.ServerResponse, to: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(302, { location: to, ...headers });
  res.end();
}

function cookies(req: http.IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim().split('='))
      .filter((p) => p.length === 2),
  ) as Record<string, string>;
}

async function body(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('json')) return JSON.parse(text || '{}');
  return Object.fromEntries(new URLSearchParams(text));
}

function account(area: Area): string {
  return layout(
    'Your account',
    `<h1>Your account</h1><p>Signed in to the ${area} area.</p>
     <dl><dt>Plan</dt><dd class="plan">Gold</dd><dt>Balance</dt><dd class="balance">$1,234.50</dd></dl>
     <a href="/auth/${area}/logout">Sign out</a>`,
  );
}

function passwordForm(area: Area, opts: { csrf?: string; error?: string; emailField?: boolean; action?: string } = {}): string {
  const email = opts.emailField === false ? '' : '<label for="email">Email</label><input id="email" type="email" name="email" autocomplete="username">';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>${opts.error ? `<p class="error" role="alert">${opts.error}</p>` : ''}
     <form method="post" action="${opts.action ?? `/auth/${area}/login`}">
       ${opts.csrf ? `<input type="hidden" name="csrf_token" value="${opts.csrf}">` : ''}
       ${email}
       <label for="password">Password</label><input id="password" type="password" name="password" autocomplete="current-password">
       <button type="submit">Sign in</button>
     </form>`,
  );
}

const JS_LOGIN = layout(
  'Sign in',
  `<div id="app">Loading…</div>
  <script>
    setTimeout(() => {
      document.getElementById('app').innerHTML =
        '<h1>Sign in</h1><p id="msg"></p><form id="f"><input name="user" type="text" placeholder="Email">' +
        '<input name="pass" type="password" placeholder="Password"><button>Continue</button></form>';
      document.getElementById('f').addEventListener('submit', async (e) => {
        e.preventDefault();
        const f = e.target;
        const r = await fetch('/auth/js/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: f.user.value, pass: f.pass.value }) });
        if (!r.ok) { const m = document.getElementById('msg'); m.className = 'error'; m.setAttribute('role', 'alert'); m.textContent = 'Wrong email or password'; return; }
        localStorage.setItem('tok', (await r.json()).token);
        location.href = '/auth/js/account';
      });
    }, 300);
  </script>`,
);

/** Creates the login areas. */
export function createAuthAreas(): AuthAreas {
  const sessions = new Map<string, Area>();
  const pending = new Map<string, { area: Area; user: string }>();
  const csrfTokens = new Set<string>();
  const issued: string[] = [];
  const logins: Record<string, number> = {};
  const token = () => {
    const t = crypto.randomBytes(16).toString('hex');
    issued.push(t);
    return t;
  };
  const startSession = (area: Area) => {
    const sid = token();
    sessions.set(sid, area);
    logins[area] = (logins[area] ?? 0) + 1;
    return `sid=${sid}; Path=/; HttpOnly; SameSite=Lax`;
  };
  const okCode = (code: string) => [-30_000, 0, 30_000].some((d) => totp(SITE_TOTP_SECRET, Date.now() + d) === code);

  async function post(area: Area, step: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const b = await body(req);
    const pend = pending.get(cookies(req).pending ?? '');
    if (area === 'js') {
      if (b.user === SITE_USER && b.pass === SITE_PASSWORD) {
        const cookie = startSession('js');
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': cookie });
        return void res.end(JSON.stringify({ token: token() }));
      }
      res.writeHead(401, { 'content-type': 'application/json' });
      return void res.end('{"error":"bad credentials"}');
    }
    if (area === 'csrf' && !csrfTokens.delete(b.csrf_token ?? '')) return html(res, 403, layout('Forbidden', '<h1>CSRF token missing or invalid</h1>'));
    if (area === 'twostep' && step === 'login') {
      const id = token();
      pending.set(id, { area, user: b.email ?? '' });
      return redirect(res, '/auth/twostep/password', { 'set-cookie': `pending=${id}; Path=/; HttpOnly` });
    }
    if (area === 'twostep' && step === 'password') {
      if (pend?.user === SITE_USER && b.password === SITE_PASSWORD) return redirect(res, '/auth/twostep/account', { 'set-cookie': startSession(area) });
      return html(res, 200, passwordForm(area, { emailField: false, action: '/auth/twostep/password', error: 'Invalid email or password' }));
    }
    if (area === 'totp' && step === 'verify') {
      if (pend?.area === 'totp' && okCode(b.otp ?? '')) return redirect(res, '/auth/totp/account', { 'set-cookie': startSession(area) });
      return html(res, 200, layout('Verify', '<p class="error" role="alert">That code is not valid</p>'));
    }
    if (b.email !== SITE_USER || b.password !== SITE_PASSWORD) {
      const csrf = area === 'csrf' ? token() : undefined;
      if (csrf) csrfTokens.add(csrf);
      return html(res, 200, passwordForm(area, { csrf, error: 'Invalid email or password' }));
    }
    if (area === 'totp') {
      const id = token();
      pending.set(id, { area, user: b.email });
      return redirect(res, '/auth/totp/verify', { 'set-cookie': `pending=${id}; Path=/; HttpOnly` });
    }
    redirect(res, `/auth/${area}/account`, { 'set-cookie': startSession(area) });
  }

  function get(area: Area, step: string, req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    const signedIn = sessions.get(cookies(req).sid ?? '') === area;
    if (step === 'account' || step === 'orders') {
      if (signedIn) return html(res, 200, account(area));
      if (step === 'orders') return html(res, 401, layout('Sign in required', '<h1>Please sign in</h1>'));
      return redirect(res, `/auth/${area}/login?next=${encodeURIComponent(url.pathname)}`);
    }
    if (step === 'login') {
      if (area === 'js') return html(res, 200, JS_LOGIN);
      if (area === 'twostep') {
        return html(
          res,
          200,
          layout(
            'Sign in',
            '<h1>Sign in</h1><form method="post"><label for="email">Email</label><input id="email" type="email" name="email" autocomplete="username"><button type="submit">Next</button></form>',
          ),
        );
      }
      const csrf = area === 'csrf' ? token() : undefined;
      if (csrf) csrfTokens.add(csrf);
      return html(res, 200, passwordForm(area, { csrf }));
    }
    if (step === 'password' && area === 'twostep') return html(res, 200, passwordForm(area, { emailField: false, action: '/auth/twostep/password' }));
    if (step === 'verify' && area === 'totp') {
      return html(
        res,
        200,
        layout(
          'Two-factor',
          '<h1>Enter your code</h1><form method="post"><label for="otp">Code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code"><button type="submit">Verify</button></form>',
        ),
      );
    }
    html(res, 404, layout('Not found', '<h1>404</h1>'));
  }

  return {
    handle(req, res, url) {
      const p = url.pathname;
      if (!p.startsWith('/auth/')) return false;
      if (p === '/auth/expire') {
        sessions.clear();
        html(res, 200, layout('Expired', '<p>All sessions expired</p>'));
        return true;
      }
      if (p === '/auth/issued') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(issued));
        return true;
      }
      if (p === '/auth/logins') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(logins));
        return true;
      }
      if (p === '/auth/hang/account') {
        redirect(res, '/auth/hang/login');
        return true;
      }
      if (p === '/auth/hang/login') return true; // never answers
      const m = /^\/auth\/([a-z]+)\/(?:api\/)?([a-z]+)$/.exec(p);
      const area = m?.[1] as Area | undefined;
      if (!m || !area || !AREAS.includes(area)) return false;
      if (req.method === 'POST') {
        post(area, m[2], req, res).catch((err) => html(res, 500, layout('Error', String(err))));
      } else get(area, m[2], req, res, url);
      return true;
    },
  };
}
