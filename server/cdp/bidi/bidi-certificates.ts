/**
 * Certificate checking per user context. Firefox fixes it when a context is created: the
 * session's acceptInsecureCerts, or the one given to browser.createUserContext. WebDriver BiDi
 * has no command to change it later, so a request to change it for an existing context is
 * answered with why it cannot be.
 */
import { CdpError } from '../cdp-errors';

/** Which user contexts ignore certificate errors. */
export class CertificateModes {
  /** User contexts created with a setting other than the session's. */
  private readonly own = new Map<string, boolean>();

  constructor(
    /** The session's acceptInsecureCerts. */
    readonly session: boolean,
    private readonly defaultContextId: string,
  ) {}

  /** browser.createUserContext parameters for a context that ignores certificate errors or not (the session's way when undefined). */
  createParams(ignore: boolean | undefined): { acceptInsecureCerts?: boolean } {
    return ignore === undefined || ignore === this.session ? {} : { acceptInsecureCerts: ignore };
  }

  /** Records a context created with `params` from createParams. */
  created(id: string, params: { acceptInsecureCerts?: boolean }): void {
    if (params.acceptInsecureCerts !== undefined) this.own.set(id, params.acceptInsecureCerts);
  }

  removed(id: string): void {
    this.own.delete(id);
  }

  /** Throws, saying why, unless every context already is as asked. */
  check(ids: string[], ignore: boolean): void {
    const fixed = ids.filter((id) => (this.own.get(id) ?? this.session) !== ignore);
    if (!fixed.length) return;
    const names = fixed.map((id) => (id === this.defaultContextId ? 'the default browser context' : `browser context ${id}`));
    const what = names.length > 2 ? `${names[0]} and ${names.length - 1} more` : names.join(' and ');
    const verb = `${ignore ? 'check' : 'ignore'}${fixed.length === 1 ? 's' : ''}`;
    throw new CdpError(
      `Firefox fixes certificate checking when a browser context is created (WebDriver BiDi cannot change it later): ${what} ${verb} certificate errors. ` +
        `Ask on the browser session before Target.createBrowserContext, or start pluck cdp-proxy ${ignore ? 'with' : 'without'} --accept-insecure-certs.`,
    );
  }
}
