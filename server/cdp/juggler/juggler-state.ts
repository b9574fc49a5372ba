/**
 * Juggler-side bookkeeping: page sessions, the frame-id translation (CDP wants the main frame id
 * to equal the target id; Juggler gives it its own id) and execution-context keys.
 */

/** One attached Juggler page. */
export interface JugglerPage {
  pageId: string;
  sessionId: string;
  browserContextId?: string;
  mainFrame?: string;
  ready: Promise<void>;
  markReady: () => void;
  initScripts: { id: string; script: string; worldName?: string }[];
}

/** A Juggler execution context behind a realm key. */
export interface JugglerRealm {
  pageId: string;
  sessionId: string;
  contextId: string;
  frameId: string;
}

/** Maps between Juggler ids and model ids. */
export class JugglerState {
  readonly pages = new Map<string, JugglerPage>();
  readonly pageBySession = new Map<string, JugglerPage>();
  readonly realms = new Map<string, JugglerRealm>();
  private readonly realmByContext = new Map<string, string>();
  private nextRealm = 1;

  /** Registers a page session. */
  addPage(pageId: string, sessionId: string, browserContextId?: string): JugglerPage {
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const page: JugglerPage = { pageId, sessionId, browserContextId, ready, markReady, initScripts: [] };
    this.pages.set(pageId, page);
    this.pageBySession.set(sessionId, page);
    return page;
  }

  /** Forgets a page session. */
  removePage(page: JugglerPage): void {
    this.pages.delete(page.pageId);
    this.pageBySession.delete(page.sessionId);
    for (const [key, r] of this.realms) if (r.pageId === page.pageId) this.realms.delete(key);
  }

  /** Model frame id of a Juggler frame id. */
  modelFrame(page: JugglerPage, jugglerFrame: string): string {
    return jugglerFrame === page.mainFrame ? page.pageId : jugglerFrame;
  }

  /** Realm key for a Juggler context (created on first sight). */
  realmKey(page: JugglerPage, contextId: string, frameId: string): string {
    const id = `${page.sessionId}:${contextId}`;
    let key = this.realmByContext.get(id);
    if (!key) {
      key = `j${this.nextRealm++}`;
      this.realmByContext.set(id, key);
      this.realms.set(key, { pageId: page.pageId, sessionId: page.sessionId, contextId, frameId });
    }
    return key;
  }

  /** Realm key of a known Juggler context. */
  existingRealmKey(page: JugglerPage, contextId: string): string | undefined {
    return this.realmByContext.get(`${page.sessionId}:${contextId}`);
  }
}
