/**
 * Public entry of the Pluck server: embed it with `startServer(options)`.
 */
export { startServer, type ServerHandle } from './start';
export { optionsFromEnv, resolveOptions, defaultOptions, type ServerOptions } from './options';
export { VERSION } from './version';
export { createCdpProxy, type CdpProxy, type CdpProxyOptions } from './cdp';
export { verifySignature as verifyWebhookSignature, signatureHeader as webhookSignatureHeader } from './modules/monitors/webhook-signature';
