/**
 * Secrets stay secret at rest: after real logins (plain, TOTP, script-rendered with a local
 * storage token) and a reused session, the stopped server's data folder (database, WAL, key file
 * aside, artifacts) and its logs hold no password, TOTP secret or session value the site issued.
 * And a changed secret key is a clear error naming the credential, not a 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_PASSWORD, SITE_TOTP_SECRET, SITE_USER } from '../site/auth-areas';
import { expect, startTestServer, tempDir } from '../support/server';
import { test } from '../support/site-fixture';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('no password, TOTP secret or issued session value in any file of the data folder or in the logs', async ({ site }) => {
  const lines: string[] = [];
  const dataDir = tempDir();
  const server = await startTestServer({ engine: 'auto', dataDir, log: true, logStream: { write: (l) => void lines.push(l) } });
  let files: string[] = [];
  try {
    for (const area of ['plain', 'totp', 'js']) {
      await server.admin.createCredential({
        name: area,
        login_url: `${site.url}/auth/${area}/login`,
        username: SITE_USER,
        password: SITE_PASSWORD,
        ...(area === 'totp' ? { totp_secret: SITE_TOTP_SECRET } : {}),
      });
      for (let i = 0; i < 2; i++) {
        const r = await server.admin.extractAuthenticated({
          url: `${site.url}/auth/${area}/account`,
          credential_ref: area,
          prompt: 'plan and balance',
          session_name: `grep-${area}`,
        });
        expect(r.status).not.toBe('failed');
      }
    }
    await server.admin.createCredential({ name: 'bad', login_url: `${site.url}/auth/plain/login`, username: SITE_USER, password: `${SITE_PASSWORD}-wrong` });
    expect(
      (
        await server.admin.raw('POST', '/v1/extract/authenticated', {
          url: `${site.url}/auth/plain/account`,
          credential_ref: 'bad',
          prompt: 'plan',
          session_name: 'bad',
        })
      ).status,
    ).toBe(422);
  } finally {
    await server.close();
  }
  files = filesUnder(dataDir);
  expect(files.some((f) => f.endsWith('pluck.db'))).toBe(true);
  const issued = (await (await fetch(`${site.url}/auth/issued`)).json()) as string[];
  expect(issued.length).toBeGreaterThan(3);
  const secrets = [SITE_PASSWORD, `${SITE_PASSWORD}-wrong`, SITE_TOTP_SECRET, ...issued];
  const hits: string[] = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    for (const s of secrets) if (bytes.includes(Buffer.from(s))) hits.push(`${path.basename(file)}: ${s.slice(0, 6)}…`);
  }
  const log = lines.join('');
  expect(log.length).toBeGreaterThan(0);
  for (const s of secrets) if (log.includes(s)) hits.push(`log: ${s.slice(0, 6)}…`);
  expect(hits).toEqual([]);
  // The key file is private to the server's user.
  expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
});

test('a changed secret key is a clear 409 naming the credential to re-enter', async ({ site }) => {
  const dataDir = tempDir();
  const first = await startTestServer({ engine: 'auto', dataDir, secretKey: 'the first passphrase' });
  await first.admin.createCredential({ name: 'shop', login_url: `${site.url}/auth/plain/login`, username: SITE_USER, password: SITE_PASSWORD });
  await first.close();
  const second = await startTestServer({ engine: 'auto', dataDir, secretKey: 'another passphrase', adminKey: first.adminKey });
  try {
    const r = await second.admin.raw('POST', '/v1/extract/authenticated', {
      url: `${site.url}/auth/plain/account`,
      credential_ref: 'shop',
      prompt: 'plan',
      session_name: 's',
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'conflict', error: expect.stringContaining('"shop"'), details: { credential: 'shop', reason: 'secret_key_changed' } });
    // Deleting and adding it again under the new key works.
    expect((await second.admin.raw('DELETE', '/v1/auth/credentials/shop')).status).toBe(204);
    await second.admin.createCredential({ name: 'shop', login_url: `${site.url}/auth/plain/login`, username: SITE_USER, password: SITE_PASSWORD });
    const ok = await second.admin.extractAuthenticated({ url: `${site.url}/auth/plain/account`, credential_ref: 'shop', prompt: 'plan', session_name: 's' });
    expect(ok.data).toMatchObject({ plan: 'Gold' });
  } finally {
    await second.close();
  }
});
