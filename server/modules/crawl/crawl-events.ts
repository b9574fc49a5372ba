/**
 * A crawl's webhook events — crawl.started, crawl.page, crawl.completed, crawl.failed — stored as
 * deliveries and sent, signed and retried, by the monitors' sender (modules/monitors/webhook-sender.ts).
 * A delivery's `monitor_id` names the event's source, here the crawl, whose sealed secret signs it.
 * A crawl started through another service's API (modules/firecrawl) has its events in that service's
 * shape: the module that speaks it adds the format, and the crawl's webhook options name it.
 */
import { nowIso } from '../../ids';
import { pendingDelivery, type DeliveriesStore, type DeliveryFormat } from '../monitors/deliveries.store';
import { crawlEventId } from './crawl-ids';
import type { CrawlRow } from './crawls.store';

/** Crawl event types. */
export type CrawlEventType = 'crawl.started' | 'crawl.page' | 'crawl.completed' | 'crawl.failed';

/** A crawl's webhook in another service's shape: the format, the receiver's extra headers, and what the format keeps. */
export interface WebhookOptions {
  format: Exclude<DeliveryFormat, 'pluck'>;
  headers?: Record<string, string>;
  [option: string]: unknown;
}

/** The body of an event in a format; undefined leaves the event unsent (the receiver asked for other events). */
export type EventBody = (crawl: CrawlRow, options: WebhookOptions, type: CrawlEventType, fields: Record<string, unknown>) => string | undefined;

/** Queues crawl events for delivery. */
export function createCrawlEvents(deliveries: DeliveriesStore, onDelivery: () => void) {
  const formats = new Map<DeliveryFormat, EventBody>();
  return {
    /** Adds the body of events in `format` (the module of that service, at its creation). */
    addFormat(format: WebhookOptions['format'], body: EventBody): void {
      formats.set(format, body);
    },

    /** Queues event `type` of `crawl` (once per `key`: a repeated run sends it once); nothing without a webhook. */
    async emit(crawl: CrawlRow, type: CrawlEventType, key: string, fields: Record<string, unknown>): Promise<void> {
      if (!crawl.webhook_url || !crawl.webhook_secret) return;
      const id = crawlEventId(crawl.id, key);
      const occurredAt = nowIso();
      const options = crawl.webhook_options ? (JSON.parse(crawl.webhook_options) as WebhookOptions) : undefined;
      const body = options
        ? formats.get(options.format)?.(crawl, options, type, fields)
        : JSON.stringify({ type, id, crawl_id: crawl.id, ...fields, occurred_at: occurredAt });
      if (body === undefined) return;
      const added = await deliveries.insert(
        pendingDelivery(
          {
            event_id: id,
            tenant_id: crawl.tenant_id,
            monitor_id: crawl.id,
            url: crawl.webhook_url,
            secret: crawl.webhook_secret,
            body,
            format: options?.format ?? 'pluck',
            headers: options?.headers ? JSON.stringify(options.headers) : null,
          },
          occurredAt,
        ),
      );
      if (added) onDelivery();
    },
  };
}

export type CrawlEvents = ReturnType<typeof createCrawlEvents>;
