/**
 * Sends webhook deliveries from the durable deliveries table. A sweeper claims due deliveries
 * (each held by a lease, so one a dead process was sending is tried again when the lease runs
 * out), posts them concurrently — a slow or dead receiver holds one slot, never the others — and
 * stores every attempt. Non-2xx, redirects and timeouts are retried with exponential backoff and
 * jitter (`retryDelayMs` with an hours-long cap) until `maxAttempts`.
 */
import type { Logger } from '../../logger';
import { request, type Dispatcher } from 'undici';
import { retryDelayMs } from '../../queue/backoff';
import type { AttemptOutcome, DeliveriesStore, DeliveryRow } from './deliveries.store';
import type { WebhookSecrets } from './webhook-secrets';
import { EVENT_ID_HEADER, FIRECRAWL_SIGNATURE_HEADER, firecrawlSignatureHeader, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';

/** What the sender needs. */
export interface WebhookSenderOptions {
  store: DeliveriesStore;
  log: Logger;
  /** First retry step, ms; the n-th retry waits about base·2ⁿ (jittered). */
  retryBaseMs: number;
  /** Attempts per delivery, the first included. */
  maxAttempts: number;
  /** A receiver slower than this is a failed attempt, ms. */
  timeoutMs: number;
  /** Deliveries in flight at once. */
  concurrency: number;
  /**
   * The egress check of a webhook URL (names can resolve elsewhere than at creation), and the
   * dispatcher whose connector checks the address it actually dials (net/guarded-dialer).
   */
  checkUrl(url: string): Promise<void>;
  dispatcher: Dispatcher;
  /** Opens the delivery's sealed secret to sign with. */
  secrets: WebhookSecrets;
}

/** Longest wait between two attempts: 8 attempts from a 30 s base span about two hours. */
const MAX_DELAY_MS = 2 * 3600_000;

/** The wait before the attempt after `attempt` failed. */
export function nextDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  // attempt + 1: the first retry waits 30–60 s, the seventh 32–64 min; about two hours in all.
  return retryDelayMs('backoff', attempt + 1, baseMs, random, MAX_DELAY_MS);
}

/** The headers of a delivery, signed in its format, with the receiver's own beside them (none replaces the type or the signature). */
function headersOf(d: DeliveryRow, secret: string): Record<string, string> {
  const ours: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Pluck-Webhooks/1',
    ...(d.format === 'firecrawl'
      ? { [FIRECRAWL_SIGNATURE_HEADER]: firecrawlSignatureHeader(secret, d.body) }
      : { [SIGNATURE_HEADER]: signatureHeader(secret, d.body) }),
    [EVENT_ID_HEADER]: d.event_id,
  };
  const taken = new Set(Object.keys(ours).map((k) => k.toLowerCase()));
  const theirs = Object.entries(d.headers ? (JSON.parse(d.headers) as Record<string, string>) : {}).filter(([k]) => !taken.has(k.toLowerCase()));
  return { ...Object.fromEntries(theirs), ...ours };
}

async function post(d: DeliveryRow, opts: WebhookSenderOptions): Promise<{ status_code: number | null; error: string | null }> {
  try {
    // Checked at every delivery too: a name may resolve elsewhere than it did at creation.
    await opts.checkUrl(d.url);
    // undici's request follows no redirect: a 3xx is a failed attempt, as the receiver must answer itself.
    const res = await request(d.url, {
      method: 'POST',
      headers: headersOf(d, opts.secrets.open(d.monitor_id, d.secret)),
      body: d.body,
      dispatcher: opts.dispatcher,
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    await res.body.dump().catch(() => undefined);
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return { status_code: res.statusCode, error: ok ? null : `receiver answered ${res.statusCode}` };
  } catch (err) {
    const e = err as Error;
    const error = e.name === 'TimeoutError' ? `timed out after ${opts.timeoutMs} ms` : `${e.message}${e.cause ? `: ${(e.cause as Error).message}` : ''}`;
    return { status_code: null, error };
  }
}

/** Creates the sender; nothing is sent until `start()`. */
export function createWebhookSender(opts: WebhookSenderOptions) {
  const inflight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let sweeping = false;
  let again = false;

  async function deliver(d: DeliveryRow): Promise<void> {
    const r = await post(d, opts);
    const now = Date.now();
    let outcome: AttemptOutcome;
    if (r.status_code !== null && r.status_code >= 200 && r.status_code < 300) outcome = { status: 'delivered' };
    else if (d.attempts >= opts.maxAttempts) outcome = { status: 'failed' };
    else outcome = { status: 'pending', nextAttemptAt: now + nextDelayMs(d.attempts, opts.retryBaseMs) };
    const next = outcome.status === 'pending' ? new Date(outcome.nextAttemptAt).toISOString() : null;
    await opts.store.recordAttempt(d.event_id, { attempt: d.attempts, ...r, at: new Date(now).toISOString(), next_attempt_at: next }, outcome);
    if (outcome.status !== 'delivered') opts.log.warn({ event_id: d.event_id, attempt: d.attempts, error: r.error }, 'webhook delivery failed');
  }

  async function sweep(): Promise<void> {
    if (stopped) return;
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = true;
    try {
      const free = opts.concurrency - inflight.size;
      // The lease outlasts the receiver's timeout, so a live sender always records its attempt first.
      const due = free > 0 ? await opts.store.claimDue(Date.now(), free, opts.timeoutMs * 2 + 1000) : [];
      for (const d of due) {
        const p: Promise<void> = deliver(d)
          .catch((err: unknown) => opts.log.error({ err, event_id: d.event_id }, 'webhook delivery crashed'))
          .finally(() => {
            inflight.delete(p);
            void sweep();
          });
        inflight.add(p);
      }
      // While deliveries were claimed, their completions sweep again; the timer is for idle times.
      if (due.length === 0) await schedule();
    } catch (err) {
      opts.log.error({ err }, 'webhook sweep failed');
    } finally {
      sweeping = false;
      if (again) {
        again = false;
        void sweep();
      }
    }
  }

  /** Sleeps until the next delivery falls due (at most a second, so other processes' work is seen). */
  async function schedule(): Promise<void> {
    if (timer) clearTimeout(timer);
    if (stopped) return;
    const due = await opts.store.nextDue();
    const wait = due === undefined ? 1000 : Math.min(1000, Math.max(0, due - Date.now()));
    timer = setTimeout(() => void sweep(), wait);
    timer.unref();
  }

  return {
    /** Starts sweeping (pending deliveries of a previous process included). */
    start(): void {
      stopped = false;
      void sweep();
    },
    /** Looks for due deliveries now (after a run queued one). */
    wake(): void {
      void sweep();
    },
    /** Stops claiming and waits for attempts in flight (each bounded by the timeout). Idempotent. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inflight]);
    },
  };
}

/** The sender type. */
export type WebhookSender = ReturnType<typeof createWebhookSender>;
