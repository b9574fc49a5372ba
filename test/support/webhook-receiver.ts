/**
 * A webhook receiver on loopback, as a developer would write one: it reads the raw body, checks
 * `Pluck-Signature` with the monitor's secret (or, for Firecrawl's webhooks, `X-Firecrawl-Signature`), and answers what the test tells it to (2xx, 500, or
 * nothing at all, to time the sender out). Every request is kept with its verification.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitorRunEvent } from '../../server/contract/monitors';
import { firecrawlSignatureHeader, verifySignature, type Verification } from '../../server/modules/monitors/webhook-signature';

/** One received request. */
export interface Received {
  path: string;
  eventId: string;
  signature: string;
  body: string;
  headers: http.IncomingHttpHeaders;
  event: MonitorRunEvent;
  verified: boolean;
  reason?: string;
}

/** What to answer: a status, or `hang` to never answer. */
export type Answer = number | 'hang';

/** A running receiver. */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The secret signatures are checked with (set once the monitor is created). */
  secret: string;
  close(): Promise<void>;
}

/** How a receiver checks signatures: Pluck's, or Firecrawl's (`sha256=<hex HMAC of the raw body>`). */
export type Scheme = 'pluck' | 'firecrawl';

function verify(scheme: Scheme, headers: http.IncomingHttpHeaders, body: string, secret: string): { signature: string; check: Verification } {
  if (scheme === 'pluck') {
    const signature = String(headers['pluck-signature'] ?? '');
    return { signature, check: verifySignature(signature, body, secret) };
  }
  const signature = String(headers['x-firecrawl-signature'] ?? '');
  const ok = signature !== '' && signature === firecrawlSignatureHeader(secret, body);
  return { signature, check: ok ? { ok, timestamp: 0 } : { ok, reason: 'the signature does not match the body and secret' } };
}

/** Starts a receiver; `answer` decides each reply from the request and how many came before it. */
export async function startWebhookReceiver(answer: (r: Received, index: number) => Answer = () => 200, scheme: Scheme = 'pluck'): Promise<WebhookReceiver> {
  const hung = new Set<http.ServerResponse>();
  const rx: WebhookReceiver = { url: '', received: [], secret: '', close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { signature, check } = verify(scheme, req.headers, body, rx.secret);
      const r: Received = {
        path: req.url ?? '/',
        eventId: String(req.headers['pluck-event-id'] ?? ''),
        signature,
        body,
        headers: req.headers,
        event: JSON.parse(body) as MonitorRunEvent,
        verified: check.ok,
        ...(check.ok ? {} : { reason: check.reason }),
      };
      const a = answer(r, rx.received.length);
      rx.received.push(r);
      if (a === 'hang') {
        hung.add(res);
        return;
      }
      res.writeHead(check.ok ? a : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  rx.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rx.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hung) res.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return rx;
}
