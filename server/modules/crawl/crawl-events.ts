/**
 * A crawl's webhook events — crawl.started, crawl.page, crawl.completed, crawl.failed — stored as
 * deliveries and sent, signed and retried, by the monitors' sender (modules/monitors/webhook-sender.ts).
 * A delivery's `monitor_id` names the event's source, here the crawl, whose sealed secret signs it.
 */
import { nowIso } from '../../ids';
import type { DeliveriesStore } from '../monitors/deliveries.store';
import { crawlEventId } from './crawl-ids';
import type { CrawlRow } from './crawls.store';

/** Crawl event types. */
export type CrawlEventType = 'crawl.started' | 'crawl.page' | 'crawl.completed' | 'crawl.failed';

/** Queues crawl events for delivery. */
export function createCrawlEvents(deliveries: DeliveriesStore, onDelivery: () => void) {
  return {
    /** Queues event `type` of `crawl` (once per `key`: a repeated run sends it once); nothing without a webhook. */
    async emit(crawl: CrawlRow, type: CrawlEventType, key: string, fields: Record<string, unknown>): Promise<void> {
      if (!crawl.webhook_url || !crawl.webhook_secret) return;
      const id = crawlEventId(crawl.id, key);
      const occurredAt = nowIso();
      const body = JSON.stringify({ type, id, crawl_id: crawl.id, ...fields, occurred_at: occurredAt });
      const added = await deliveries.insert({
        event_id: id,
        tenant_id: crawl.tenant_id,
        monitor_id: crawl.id,
        url: crawl.webhook_url,
        secret: crawl.webhook_secret,
        body,
        status: 'pending',
        attempts: 0,
        next_attempt_at: Date.now(),
        created_at: occurredAt,
      });
      if (added) onDelivery();
    },
  };
}

export type CrawlEvents = ReturnType<typeof createCrawlEvents>;
