/**
 * Public entry of the Pluck server: embed it with `startServer(options)`. The CLI and the desktop
 * host use the server only through what this file exports. It loads light: the server itself is
 * loaded on the first `startServer`, and the mobile worker on the first `startMobileWorker`, so a
 * command that needs neither starts fast.
 */
import type { ServerOptions } from './options';
import type { ServerHandle } from './start';
import type { MobileWorker, MobileWorkerOptions } from './providers/mobile/worker-agent';

export type { ServerHandle } from './start';
export { optionsFromEnv, resolveOptions, defaultOptions, SERVER_ROLES, type ServerOptions } from './options';
export { settingsBanner } from './settings-banner';
export { adminKeyNotice, RESET_ADMIN_KEY_FLAG } from './admin-key-notice';
export { VERSION } from './version';
export { createCdpProxy, type CdpProxy, type CdpProxyOptions } from './cdp';
export {
  DEFAULT_TOLERANCE_SECONDS as WEBHOOK_TOLERANCE_SECONDS,
  verifySignature as verifyWebhookSignature,
  signatureHeader as webhookSignatureHeader,
} from './modules/monitors/webhook-signature';

/** Starts a server; the only way to a running one. */
export async function startServer(options: Partial<ServerOptions> = {}): Promise<ServerHandle> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./start') as typeof import('./start')).startServer(options);
}

/** Starts a hosted mobile worker (`pluck mobile worker`). */
export async function startMobileWorker(options: MobileWorkerOptions): Promise<MobileWorker> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./providers/mobile/worker-agent') as typeof import('./providers/mobile/worker-agent')).startMobileWorker(options);
}
