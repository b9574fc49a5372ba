/**
 * Page.printToPDF and the IO streams it can answer with (Puppeteer's page.pdf reads the PDF as a
 * stream). A stream lives with the connection that asked for it.
 */
import { CdpError, methodNotFound, notSupported } from '../cdp-errors';
import type { PrintRequest } from '../model/types';
import type { CdpConnection, Handler } from '../transport/connection';
import { pageOf } from './page-scope';

/** What IO.read hands out at most per call, so a large PDF does not travel as one message. */
const READ_CHUNK_BYTES = 1024 * 1024;
const CM_PER_INCH = 2.54;

/** Open streams by handle, per connection. */
const streams = new WeakMap<CdpConnection, Map<string, { data: Buffer; offset: number }>>();
let nextStream = 1;

/** CDP Page.printToPDF parameters (lengths in inches). */
interface PrintParams {
  landscape?: boolean;
  displayHeaderFooter?: boolean;
  printBackground?: boolean;
  scale?: number;
  paperWidth?: number;
  paperHeight?: number;
  marginTop?: number;
  marginBottom?: number;
  marginLeft?: number;
  marginRight?: number;
  pageRanges?: string;
  transferMode?: 'ReturnAsBase64' | 'ReturnAsStream';
}

/** The print request in centimetres, with Chrome's defaults (US Letter, 0.4 inch margins). */
function printRequest(p: PrintParams): PrintRequest {
  const cm = (inches: number | undefined, fallback: number) => (inches ?? fallback) * CM_PER_INCH;
  return {
    landscape: !!p.landscape,
    background: !!p.printBackground,
    scale: p.scale ?? 1,
    page: { width: cm(p.paperWidth, 8.5), height: cm(p.paperHeight, 11) },
    margin: { top: cm(p.marginTop, 0.4), bottom: cm(p.marginBottom, 0.4), left: cm(p.marginLeft, 0.4), right: cm(p.marginRight, 0.4) },
    pageRanges: (p.pageRanges ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  };
}

/** Handlers of Page.printToPDF and the IO domain. */
export const ioHandlers: Record<string, Handler> = {
  'Page.printToPDF': async (ctx, p: PrintParams) => {
    const pageId = pageOf(ctx);
    if (!ctx.backend.printToPDF) throw methodNotFound('Page.printToPDF');
    if (p.displayHeaderFooter) throw notSupported('Page.printToPDF', 'printing header and footer templates');
    const data = await ctx.backend.printToPDF(pageId, printRequest(p));
    if (p.transferMode !== 'ReturnAsStream') return { data };
    const handle = `pdf-${nextStream++}`;
    const open = streams.get(ctx.conn) ?? new Map();
    streams.set(ctx.conn, open);
    open.set(handle, { data: Buffer.from(data, 'base64'), offset: 0 });
    return { data: '', stream: handle };
  },
  'IO.read': (ctx, p: { handle: string; offset?: number; size?: number }) => {
    const stream = streams.get(ctx.conn)?.get(p.handle);
    if (!stream) throw new CdpError('Invalid stream handle');
    const start = p.offset ?? stream.offset;
    const chunk = stream.data.subarray(start, start + Math.min(p.size ?? READ_CHUNK_BYTES, READ_CHUNK_BYTES));
    stream.offset = start + chunk.length;
    return { base64Encoded: true, data: chunk.toString('base64'), eof: stream.offset >= stream.data.length };
  },
  'IO.close': (ctx, p: { handle: string }) => {
    if (!streams.get(ctx.conn)?.delete(p.handle)) throw new CdpError('Invalid stream handle');
    return {};
  },
};
