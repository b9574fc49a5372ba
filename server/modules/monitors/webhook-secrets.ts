/**
 * Webhook secrets at rest: sealed with the secret box that seals stored credentials
 * (modules/auth/secret-box.ts), bound to their monitor. Secrets stored in plain text before this
 * are still opened as they are (signing keeps the same secret) and are sealed at start.
 */
import type { Logger } from '../../logger';
import { isSealed, type SecretBox } from '../auth/secret-box';
import type { DeliveriesStore } from './deliveries.store';
import type { MonitorsStore } from './monitors.store';

/** Seals and opens the webhook secret of a monitor (a delivery carries its monitor's sealed secret). */
export interface WebhookSecrets {
  seal(monitorId: string, plain: string): string;
  /** The secret to sign with; throws SecretKeyMismatch when the secret key changed since it was sealed. */
  open(monitorId: string, stored: string): string;
}

const aad = (monitorId: string) => `monitor:${monitorId}:webhook_secret`;

/** Webhook secrets over the deployment's secret box. */
export function createWebhookSecrets(box: SecretBox): WebhookSecrets {
  return {
    seal: (monitorId, plain) => box.seal(plain, aad(monitorId)),
    open: (monitorId, stored) => (isSealed(stored) ? box.open(stored, aad(monitorId)) : stored),
  };
}

/** Seals the webhook secrets of monitors and deliveries still stored in plain text; how many it sealed. */
export async function sealPlainWebhookSecrets(d: {
  monitors: MonitorsStore;
  deliveries: DeliveriesStore;
  secrets: WebhookSecrets;
  log: Logger;
}): Promise<number> {
  let sealed = 0;
  for (const m of await d.monitors.plainWebhookSecrets()) {
    await d.monitors.sealWebhookSecret(m.id, m.secret, d.secrets.seal(m.id, m.secret));
    sealed++;
  }
  for (const r of await d.deliveries.plainSecrets()) {
    await d.deliveries.sealSecret(r.event_id, r.secret, d.secrets.seal(r.monitor_id, r.secret));
    sealed++;
  }
  if (sealed) d.log.info({ sealed }, 'webhook secrets stored in plain text were sealed');
  return sealed;
}
