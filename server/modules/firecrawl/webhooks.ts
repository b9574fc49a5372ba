/**
 * Firecrawl's webhooks on Pluck's: a crawl's `webhook` becomes the crawl's webhook in the `firecrawl`
 * format, so its events are stored, sent and retried by the one sender (modules/monitors/webhook-sender.ts)
 * from the crawl's own emission points (modules/crawl/crawl-events.ts), in Firecrawl's body:
 * `{success, type, id, data: [Document…], metadata, error?}`, signed `X-Firecrawl-Signature`.
 */
import type { CrawlRequest, CrawlPage } from '../../contract/crawl';
import type { FirecrawlWebhook } from '../../contract/firecrawl';
import type { ForeignWebhook } from '../crawl/crawl.service';
import type { CrawlEventType, EventBody, WebhookOptions } from '../crawl/crawl-events';
import { crawlKeys, pageDocument } from './document';
import { unsupported } from './unsupported';

/** What a crawl's Firecrawl webhook keeps beside the URL. */
interface FirecrawlWebhookOptions extends WebhookOptions {
  format: 'firecrawl';
  metadata?: Record<string, unknown>;
  events?: string[];
}

/** A request's `webhook` as the crawl's webhook, signed with `secret`; undefined when none is asked for. */
export function webhookOf(webhook: FirecrawlWebhook | undefined, secret: string | undefined): ForeignWebhook | undefined {
  if (webhook === undefined || webhook === '') return undefined;
  if (!secret) throw unsupported('webhook', 'this server has no PLUCK_FIRECRAWL_WEBHOOK_SECRET to sign webhooks with');
  const hook = typeof webhook === 'string' ? { url: webhook } : webhook;
  const options: FirecrawlWebhookOptions = {
    format: 'firecrawl',
    ...(hook.headers ? { headers: hook.headers } : {}),
    ...(hook.metadata ? { metadata: hook.metadata } : {}),
    ...(hook.events ? { events: hook.events } : {}),
  };
  return { url: hook.url, field: typeof webhook === 'string' ? 'webhook' : 'webhook.url', secret, options };
}

/** A crawl event in Firecrawl's body; undefined for an event the receiver did not ask for. */
export const crawlEventBody: EventBody = (crawl, options, type: CrawlEventType, fields) => {
  const o = options as FirecrawlWebhookOptions;
  const event = type.slice('crawl.'.length);
  if (o.events && !o.events.includes(event)) return undefined;
  const page = fields.page as CrawlPage | undefined;
  const data = page ? [pageDocument(page, '', crawlKeys(JSON.parse(crawl.request) as CrawlRequest))] : [];
  const failed = type === 'crawl.failed';
  return JSON.stringify({
    success: !failed,
    type,
    id: crawl.id,
    data,
    metadata: o.metadata ?? {},
    ...(failed ? { error: crawl.error ?? 'The crawl failed' } : {}),
  });
};
