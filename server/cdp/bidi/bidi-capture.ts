/**
 * Screenshots and PDFs of a page over BiDi's browsingContext.captureScreenshot and print.
 */
import type { PrintRequest, ScreenshotRequest } from '../model/types';
import type { BidiClient } from './bidi-client';

/** A screenshot of a top-level context, base64-encoded. */
export async function captureScreenshot(bidi: BidiClient, pageId: string, req: ScreenshotRequest): Promise<string> {
  const format = { type: `image/${req.format}`, ...(req.quality !== undefined && req.format !== 'png' ? { quality: req.quality / 100 } : {}) };
  const clip = req.clip ? { type: 'box', ...req.clip } : undefined;
  const capture = async () => {
    const origin = clip || req.wholeDocument ? 'document' : 'viewport';
    const { data } = await bidi.send('browsingContext.captureScreenshot', { context: pageId, origin, format, ...(clip ? { clip } : {}) });
    return data as string;
  };
  if (!req.scale || req.scale === 1) return capture();
  // Firefox has no output scale: the device pixel ratio is raised for the capture, then put back.
  const ratio = await bidi.send('script.evaluate', { expression: 'devicePixelRatio', target: { context: pageId }, awaitPromise: false });
  const current = Number(ratio.result?.value) || 1;
  await bidi.send('browsingContext.setViewport', { context: pageId, devicePixelRatio: current * req.scale });
  try {
    return await capture();
  } finally {
    await bidi.send('browsingContext.setViewport', { context: pageId, devicePixelRatio: current });
  }
}

/** A PDF of a top-level context, base64-encoded. */
export async function printToPDF(bidi: BidiClient, pageId: string, r: PrintRequest): Promise<string> {
  const { data } = await bidi.send('browsingContext.print', {
    context: pageId,
    orientation: r.landscape ? 'landscape' : 'portrait',
    background: r.background,
    scale: r.scale,
    page: r.page,
    margin: r.margin,
    pageRanges: r.pageRanges,
  });
  return data as string;
}
