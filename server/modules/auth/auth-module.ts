/**
 * The auth module assembled from its store, the browser port and the services it calls: what
 * start.ts builds once and mounts.
 */
import type { RouteDef } from '../../http/route';
import type { Logger } from '../../logger';
import type { ServerOptions } from '../../options';
import type { Engine } from '../../engine/types';
import type { ExtractService } from '../extract/extract.service';
import type { ExtractionsService } from '../extractions/extractions.service';
import type { UsageService } from '../usage/usage.service';
import type { AuthBrowser } from '../../engine/login/auth-browser';
import type { AuthStore } from './auth.store';
import { authRoutes } from './auth.routes';
import { createAuthenticatedExtractService } from './authenticated-extract.service';
import { createCredentialsService } from './credentials.service';
import type { SecretBox } from './secret-box';
import { createLoginSessionsService } from './login-sessions.service';
import { createTracesService } from './traces.service';

/** What the module is built from. */
export interface AuthModuleDeps {
  store: AuthStore;
  /** Undefined when the deployment has no browser. */
  browser?: AuthBrowser;
  engine: Engine;
  extract: ExtractService;
  extractions: ExtractionsService;
  usage: UsageService;
  log: Logger;
  /** Why authenticated extraction is unavailable (from the provider registry). */
  unavailableReason: () => string | undefined;
  /** The deployment's secret box (also sealing webhook secrets). */
  box: SecretBox;
  options: Pick<ServerOptions, 'authSessionTtlSeconds' | 'allowPrivateNetwork' | 'extractTimeoutSeconds'>;
}

/** Builds the auth module: its routes and where its key comes from. */
export function createAuthModule(d: AuthModuleDeps): { routes: RouteDef[]; keySource: string } {
  const { box } = d;
  const credentials = createCredentialsService(d.store, box);
  const sessions = createLoginSessionsService(d.store, box, d.options.authSessionTtlSeconds, d.log);
  const traces = createTracesService(d.store);
  const authenticated = createAuthenticatedExtractService({
    browser: d.browser,
    unavailable: d.unavailableReason,
    engine: d.engine,
    extract: d.extract,
    extractions: d.extractions,
    usage: d.usage,
    credentials,
    sessions,
    traces,
    log: d.log,
    allowPrivateNetwork: d.options.allowPrivateNetwork,
    extractTimeoutSeconds: d.options.extractTimeoutSeconds,
  });
  return { routes: authRoutes({ credentials, sessions, traces, authenticated }), keySource: box.source };
}
