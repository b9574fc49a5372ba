/**
 * Screenshots and PDFs of a page over BiDi's browsingContext.captureScreenshot and print.
 */
import type { PrintRequest, ScreenshotRequest } from '../model/types';
import type { BidiClient } from './bidi-client';

type Box = { x: number; y: number; width: number; height: number };

/** The scroll position and size of a page's viewport, in CSS pixels. */
const VIEWPORT = '({ x: scrollX, y: scrollY, width: innerWidth, height: innerHeight })';

/**
 * Where to take a clip (in document coordinates) from. Firefox cuts a box taken from the document
 * to the document's own size, which is smaller than what is drawn when the content is absolutely
 * positioned (an element at top 100px of an otherwise empty page): a clip that lies within the
 * viewport is taken from the viewport instead, the rest from the document.
 */
async function clipArea(bidi: BidiClient, pageId: string, clip: Box): Promise<{ origin: string; clip: object }> {
  const r = await bidi.send('script.evaluate', { expression: VIEWPORT, target: { context: pageId }, awaitPromise: false, resultOwnership: 'none' });
  const view = Object.fromEntries((r.result?.value ?? []).map(([k, v]: [string, { value: number }]) => [k, v.value])) as Partial<Box>;
  const x = clip.x - (view.x ?? 0);
  const y = clip.y - (view.y ?? 0);
  const inView = x >= 0 && y >= 0 && x + clip.width <= (view.width ?? 0) && y + clip.height <= (view.height ?? 0);
  return inView ? { origin: 'viewport', clip: { type: 'box', ...clip, x, y } } : { origin: 'document', clip: { type: 'box', ...clip } };
}

/** A screenshot of a top-level context, base64-encoded. */
export async function captureScreenshot(bidi: BidiClient, pageId: string, req: ScreenshotRequest): Promise<string> {
  const format = { type: `image/${req.format}`, ...(req.quality !== undefined && req.format !== 'png' ? { quality: req.quality / 100 } : {}) };
  const area = req.clip ? await clipArea(bidi, pageId, req.clip) : { origin: req.wholeDocument ? 'document' : 'viewport' };
  const capture = async () => {
    const { data } = await bidi.send('browsingContext.captureScreenshot', { context: pageId, format, ...area });
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
