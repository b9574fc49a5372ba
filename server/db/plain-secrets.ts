/**
 * Webhook secrets stored before secrets were sealed at rest (modules/monitors/webhook-secrets.ts):
 * finding them and replacing each by its sealed form, guarded by the plain value so two processes
 * starting at once seal each secret once. The same SQL in SQLite and PostgreSQL.
 */

// A sealed value starts with its box's version (modules/auth/secret-box.ts).
const PLAIN = "NOT LIKE 'v1:%'";

/** The statements, per table; parameters are positional (`?`). */
export const PLAIN_SECRETS = {
  monitors: {
    select: `SELECT id, webhook_secret AS secret FROM monitors WHERE webhook_secret IS NOT NULL AND webhook_secret ${PLAIN}`,
    seal: 'UPDATE monitors SET webhook_secret = ? WHERE id = ? AND webhook_secret = ?',
  },
  deliveries: {
    select: `SELECT event_id, monitor_id, secret FROM webhook_deliveries WHERE secret ${PLAIN}`,
    seal: 'UPDATE webhook_deliveries SET secret = ? WHERE event_id = ? AND secret = ?',
  },
} as const;
