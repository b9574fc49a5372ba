/**
 * An HTTPS site whose certificate no browser trusts: self-signed, made with openssl when it starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Serves `<title>Insecure</title>` on https://127.0.0.1:<port>/ with a self-signed certificate. */
export async function startBadCertSite(): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'pluck-bad-cert-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
    stdio: 'ignore',
  });
  const server = createServer({ key: await readFile(key), cert: await readFile(cert) }, (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Insecure</title><p>self-signed</p>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
