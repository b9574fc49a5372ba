/**
 * Stage 1's output: what either fetch path (browser or HTTP) hands to the page stage.
 */

/** A device screen as LLM providers see it. */
export interface DeviceScreen {
  /** The window hierarchy, one indented line per node (engine/page/ui-hierarchy.ts). */
  outline: string;
  png: Buffer;
}

/** One fetched page. */
export interface FetchedPage {
  /** URL after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** The page's markup; empty for a document (PDF, plain text), which is read from `document`. */
  html: string;
  /** Set when the URL served a document rather than a page. */
  document?: { type: 'pdf'; bytes: Buffer } | { type: 'text'; text: string };
  /** Milliseconds from request to a usable document. */
  ms: number;
  /** `device`: a mobile device's screen (modules/mobile/screen-extract.service.ts). */
  engine: 'browser' | 'http' | 'device';
  /** Set when the page never settled and was read as rendered at the wait's cap or the deadline (browser path). */
  waitCut?: boolean;
  /** PNG of the rendered page (browser path, evidence policy "always"). */
  evidence?: Buffer;
  /** A device screen: its window hierarchy as an outline and its screenshot, which LLM providers read instead of markdown. */
  screen?: DeviceScreen;
}
