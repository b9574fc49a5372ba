/**
 * Stage 1's output: what either fetch path (browser or HTTP) hands to the page stage.
 */

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
  engine: 'browser' | 'http';
  /** Set when the page never settled and was read as rendered at the wait's cap or the deadline (browser path). */
  waitCut?: boolean;
  /** PNG of the rendered page (browser path, evidence policy "always"). */
  evidence?: Buffer;
}
