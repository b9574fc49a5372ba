/**
 * The method table: every CDP method the proxy answers. Anything else gets `'X.y' wasn't found`.
 */
import type { Handler } from '../transport/connection';
import { cssHandlers } from './css-domain';
import { domHandlers } from './dom-domain';
import { emulationHandlers, NOOP_METHODS } from './emulation-domain';
import { fetchHandlers } from './fetch-domain';
import { inputHandlers } from './input-domain';
import { ioHandlers } from './io-domain';
import { logHandlers } from './log-domain';
import { networkHandlers } from './network-domain';
import { pageHandlers } from './page-domain';
import { performanceHandlers } from './performance-domain';
import { permissionHandlers } from './browser-permissions';
import { downloadHandlers } from './browser-downloads';
import { runtimeHandlers } from './runtime-domain';
import { securityHandlers } from './security-domain';
import { targetHandlers } from './target-domain';

/** Builds the full method table. */
export function cdpHandlers(): Record<string, Handler> {
  const noops = Object.fromEntries(NOOP_METHODS.map((m): [string, Handler] => [m, () => ({})]));
  return {
    ...noops,
    ...targetHandlers,
    ...pageHandlers,
    ...runtimeHandlers,
    ...logHandlers,
    ...domHandlers,
    ...cssHandlers,
    ...inputHandlers,
    ...ioHandlers,
    ...networkHandlers,
    ...fetchHandlers,
    ...emulationHandlers,
    ...permissionHandlers,
    ...downloadHandlers,
    ...performanceHandlers,
    ...securityHandlers,
  };
}
