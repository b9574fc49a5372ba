/**
 * Webhook deliveries and every attempt at them. A delivery is claimed by pushing its
 * `next_attempt_at` ahead by a lease, so one a dead process was sending is tried again once the
 * lease runs out. Implemented by `db/stores/deliveries.ts`.
 */
import type { WebhookAttempt } from '../../contract/monitors';

/** How a delivery is signed: Pluck's `Pluck-Signature`, or Firecrawl's `X-Firecrawl-Signature` (modules/firecrawl). */
export type DeliveryFormat = 'pluck' | 'firecrawl';

/** Delivery statuses. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** A delivery as stored. */
export interface DeliveryRow {
  event_id: string;
  tenant_id: string;
  monitor_id: string;
  url: string;
  /** The monitor's webhook secret, sealed (modules/monitors/webhook-secrets.ts). */
  secret: string;
  /** The exact JSON body that is signed and sent. */
  body: string;
  /** Pluck's when left out. */
  format?: DeliveryFormat;
  /** JSON of the receiver's extra headers, sent with the delivery. */
  headers?: string | null;
  status: DeliveryStatus;
  attempts: number;
  /** Epoch ms of the next attempt while pending. */
  next_attempt_at: number | null;
  created_at: string;
}

/** A new delivery of an event, due now. */
export function pendingDelivery(d: Omit<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at' | 'created_at'>, createdAt: string): DeliveryRow {
  return { ...d, status: 'pending', attempts: 0, next_attempt_at: Date.now(), created_at: createdAt };
}

/** One attempt as listed by the API. */
export type AttemptRow = WebhookAttempt;

/** How an attempt ended: delivered, to be retried at a time, or given up. */
export type AttemptOutcome = { status: 'delivered' } | { status: 'pending'; nextAttemptAt: number } | { status: 'failed' };

/** Deliveries in storage. */
export interface DeliveriesStore {
  /** Stores a delivery; false when one with its event id exists (a run repeated after a crash sends once). */
  insert(row: DeliveryRow): Promise<boolean>;
  /** Atomically takes up to `limit` due pending deliveries, counting an attempt and holding each for `leaseMs`. */
  claimDue(now: number, limit: number, leaseMs: number): Promise<DeliveryRow[]>;
  /** Stores an attempt and its outcome, fenced by the attempt number; false when another claim took over. */
  recordAttempt(eventId: string, attempt: Omit<AttemptRow, 'event_id'>, outcome: AttemptOutcome): Promise<boolean>;
  /** A monitor's attempts, newest first. */
  attempts(monitorId: string, limit: number): Promise<AttemptRow[]>;
  /** Stops pending deliveries of a deleted monitor. */
  cancelPending(monitorId: string): Promise<number>;
  /** Epoch ms of the earliest pending attempt, if any. */
  nextDue(): Promise<number | undefined>;
  /** Delivery secrets stored in plain text, before secrets were sealed at rest. */
  plainSecrets(): Promise<{ event_id: string; monitor_id: string; secret: string }[]>;
  /** Replaces a delivery's plain secret by its sealed form, if it is still that plain value. */
  sealSecret(eventId: string, plain: string, sealed: string): Promise<void>;
}
