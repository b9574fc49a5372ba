/**
 * The metrics a page can measure about itself, for Performance.getMetrics and the Performance.metrics
 * event: times in seconds, node and frame counts over its same-origin frames. Chrome's engine
 * counters (layout counts, listeners, heap sizes) have no Firefox equivalent a page can read, so
 * they are absent rather than made up; Puppeteer's page.metrics() reports what is present.
 */

/** An expression evaluating, in a page's main frame, to its metrics by name. */
export const PAGE_METRICS = `(() => {
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

/** CDP's metric list from the evaluated PAGE_METRICS. */
export function metricList(value: unknown): { name: string; value: number }[] {
  return Object.entries((value ?? {}) as Record<string, number>).map(([name, v]) => ({ name, value: v }));
}
