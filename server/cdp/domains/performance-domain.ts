/**
 * Performance.getMetrics: the metrics a page can measure about itself (times in seconds, node
 * and frame counts over its same-origin frames). Chrome's engine counters (layout counts,
 * listeners, heap sizes) have no Firefox equivalent a page can read, so they are absent rather
 * than made up; Puppeteer's page.metrics() reports what is present.
 */
import { CdpError } from '../cdp-errors';
import type { Handler } from '../transport/connection';
import { realmFor } from './page-scope';

const METRICS = `(() => {
  const docs = [];
  const walk = (w) => { try { docs.push(w.document); } catch { return; } for (let i = 0; i < w.frames.length; i++) walk(w.frames[i]); };
  walk(window);
  let nodes = 0;
  for (const d of docs) { const it = d.createTreeWalker(d, NodeFilter.SHOW_ALL); while (it.nextNode()) nodes++; }
  const count = (w) => { let n = 1; for (let i = 0; i < w.frames.length; i++) n += count(w.frames[i]); return n; };
  const t = performance.timing, s = (ms) => ms / 1000;
  return {
    Timestamp: s(performance.timeOrigin + performance.now()),
    Documents: docs.length,
    Frames: count(window),
    Nodes: nodes,
    NavigationStart: s(t.navigationStart),
    DomContentLoaded: s(t.domContentLoadedEventEnd),
  };
})()`;

/** Handlers of the Performance domain's getMetrics (enable/disable are setup no-ops). */
export const performanceHandlers: Record<string, Handler> = {
  'Performance.getMetrics': async (ctx) => {
    const realm = realmFor(ctx, undefined);
    const { result, exceptionDetails } = await ctx.backend.evaluate(realm.key, METRICS, { returnByValue: true, awaitPromise: false, userGesture: false });
    if (exceptionDetails) throw new CdpError(exceptionDetails.text);
    return { metrics: Object.entries(result.value as Record<string, number>).map(([name, value]) => ({ name, value })) };
  },
};
