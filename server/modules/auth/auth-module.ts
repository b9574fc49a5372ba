/**
 * The auth module: stored credentials, login sessions, their traces, and extraction behind a login,
 * over the browser port start/ wires (engine/login/auth-browser.ts).
 */
import type { AuthBrowser } from '../../engine/login/auth-browser';
import type { ModuleContext, ServerModule } from '../module-context';
import { authRoutes } from './auth.routes';
import { createAuthenticatedExtractService } from './authenticated-extract.service';
import { createCredentialsService } from './credentials.service';
import { createLoginSessionsService } from './login-sessions.service';
import { createTracesService } from './traces.service';

/** Builds the auth module; `browser` is undefined when the deployment has no browser. */
export function createAuthModule(ctx: ModuleContext, browser: AuthBrowser | undefined): ServerModule {
  const { box, options } = ctx;
  const credentials = createCredentialsService(ctx.stores.auth, box);
  const sessions = createLoginSessionsService(ctx.stores.auth, box, options.authSessionTtlSeconds, ctx.log);
  const traces = createTracesService(ctx.stores.auth);
  const authenticated = createAuthenticatedExtractService({
    browser,
    unavailable: () => ctx.providers.availability('credentials').reason,
    engine: ctx.engine,
    extract: ctx.extract,
    extractions: ctx.extractions,
    usage: ctx.usage,
    credentials,
    sessions,
    traces,
    log: ctx.log,
    allowPrivateNetwork: options.allowPrivateNetwork,
    extractTimeoutSeconds: options.extractTimeoutSeconds,
  });
  return { routes: authRoutes({ credentials, sessions, traces, authenticated }) };
}
