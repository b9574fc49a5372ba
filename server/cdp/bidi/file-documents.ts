/**
 * file: documents as network requests. Firefox's BiDi reports no request for a file: URL (it
 * watches HTTP channels; data: URLs it reports), where Chrome reports a file: document like any
 * other, which is how Puppeteer's goto answers its response. The navigation events of a file:
 * document are given to the network tracker as the request, response and completion BiDi would
 * have reported; a file Firefox cannot open commits its error page (about:neterror) instead, which
 * fails the request with the error that page names.
 */
import { extname } from 'node:path';

/** The MIME type Chrome gives a file by its extension (the common ones; none for the rest). */
const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xhtml': 'application/xhtml+xml',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Firefox's error code for the `e` of its error page about a file (net-errors.ts names them as Chrome does). */
const ERROR_PAGES: Record<string, string> = { fileNotFound: 'NS_ERROR_FILE_NOT_FOUND', fileAccessDenied: 'NS_ERROR_FILE_ACCESS_DENIED' };

/**
 * A file: navigation that ends before it commits was stopped or replaced by another (a file Firefox
 * cannot open commits its error page): cancelled, as Chrome reports it.
 */
const ENDED_EARLY = new Set(['browsingContext.navigationAborted', 'browsingContext.navigationFailed']);

/** The BiDi network event of a file: document's request, from one of its navigation's events. */
const eventOf = (p: any) => ({ context: p.context, navigation: p.navigation, timestamp: p.timestamp, request: { request: p.navigation } });

const mimeTypeOf = (url: string) => {
  const path = new URL(url).pathname;
  return path.endsWith('/') ? 'text/html' : (MIME_TYPES[extname(path).toLowerCase()] ?? '');
};

/** Reports the file: documents Firefox loads as document requests. */
export class FileDocuments {
  /** Navigations to file: URLs that have not committed (bounded). */
  private readonly started = new Set<string>();

  /** `report` takes a BiDi network event, as the network tracker does. */
  constructor(private readonly report: (method: string, p: object) => void) {}

  /** Handles one browsingContext.* event. */
  handle(method: string, p: any): void {
    if (method === 'browsingContext.navigationStarted' && p.navigation && p.url?.startsWith('file:')) {
      if (this.started.size > 100) this.started.delete(this.started.values().next().value!);
      this.started.add(p.navigation);
      const request = { request: p.navigation, url: p.url, method: 'GET', headers: [] };
      this.report('network.beforeRequestSent', { ...eventOf(p), request });
    } else if (ENDED_EARLY.has(method) && this.started.delete(p.navigation)) {
      this.report('network.fetchError', { ...eventOf(p), errorText: 'NS_BINDING_ABORTED' });
    } else if (method === 'browsingContext.navigationCommitted' && this.started.delete(p.navigation)) {
      const event = eventOf(p);
      if (p.url.startsWith('about:neterror')) {
        const code = new URL(p.url).searchParams.get('e') ?? '';
        this.report('network.fetchError', { ...event, errorText: ERROR_PAGES[code] ?? code });
        return;
      }
      const mimeType = mimeTypeOf(p.url);
      const headers = mimeType ? [{ name: 'Content-Type', value: { type: 'string', value: mimeType } }] : [];
      const response = { url: p.url, status: 200, statusText: 'OK', headers, mimeType, protocol: 'file', bytesReceived: 0, fromCache: false };
      this.report('network.responseStarted', { ...event, response });
      this.report('network.responseCompleted', { ...event, response });
    }
  }
}
