/**
 * Per-tab overrides WebDriver BiDi lacks in Firefox 153 (touch, media type and features,
 * JavaScript) but Firefox keeps on each tab's CanonicalBrowsingContext: the fields its own
 * responsive design mode sets. They are reached through BiDi's chrome scope, which Firefox opens
 * only when started with -remote-allow-system-access (a Firefox the proxy launches is); on a
 * browser the proxy merely connects to, they are unavailable and the methods answer -32601.
 */
import type { BidiClient } from './bidi-client';

/** The Firefox command-line flag that opens BiDi's chrome scope. */
export const SYSTEM_ACCESS_FLAG = '-remote-allow-system-access';

/** Fields of a CanonicalBrowsingContext the proxy sets (values as Firefox's WebIDL enums spell them). */
export interface ContextFields {
  touchEventsOverride?: 'none' | 'enabled';
  mediumOverride?: string;
  prefersColorSchemeOverride?: 'none' | 'light' | 'dark';
  prefersReducedMotionOverride?: 'none' | 'reduce' | 'no-preference';
  forcedColorsOverride?: 'none' | 'active';
  allowJavascript?: boolean;
}

/** Runs in Firefox's browser window: finds the tab's browsing context by its BiDi id and sets the fields. */
const APPLY = `(id, fields) => {
  const { NavigableManager } = ChromeUtils.importESModule('chrome://remote/content/shared/NavigableManager.sys.mjs');
  const context = NavigableManager.getBrowsingContextById(id);
  if (!context) throw new Error('No browsing context ' + id);
  Object.assign(context, fields);
}`;

/** Sets browsing-context fields of tabs through BiDi's chrome scope, when Firefox grants it. */
export class ContextOverrides {
  /** Whether Firefox answers chrome-scope commands; learnt once at start. */
  private available = false;

  constructor(private readonly bidi: BidiClient) {}

  /** Asks Firefox once whether the chrome scope is open. */
  async init(): Promise<void> {
    this.available = !!(await this.browserWindow().catch(() => undefined));
  }

  get enabled(): boolean {
    return this.available;
  }

  /** Sets fields of a top-level context; they apply to documents loaded from then on (and media at once). */
  async apply(pageId: string, fields: ContextFields): Promise<void> {
    const r = await this.run(APPLY, [
      { type: 'string', value: pageId },
      { type: 'object', value: Object.entries(fields).map(([k, v]) => [k, { type: typeof v, value: v }]) },
    ]);
    if (r.type === 'exception') throw new Error(`Firefox could not apply ${Object.keys(fields).join(', ')}: ${r.exceptionDetails?.text}`);
  }

  /** Calls `functionDeclaration` with BiDi arguments `args` in a browser window (chrome scope); answers BiDi's evaluation result. */
  async run(functionDeclaration: string, args: object[]): Promise<any> {
    return this.bidi.send('script.callFunction', {
      functionDeclaration,
      target: { context: await this.browserWindow() },
      arguments: args,
      awaitPromise: false,
      resultOwnership: 'none',
    });
  }

  /** A browser window's chrome context (any one: what runs there looks tabs up by id). */
  private async browserWindow(): Promise<string> {
    const { contexts } = await this.bidi.send('browsingContext.getTree', { maxDepth: 0, 'moz:scope': 'chrome' });
    const window = contexts[0]?.context;
    if (!window) throw new Error('Firefox has no browser window');
    return window;
  }
}
