/**
 * Performance.*: getMetrics answers the metrics a page can measure about itself (model/page-metrics.ts);
 * a session that enabled the domain also hears Performance.metrics when the page calls console.timeStamp.
 */
import { CdpError } from '../cdp-errors';
import type { Handler } from '../transport/connection';
import { metricList, PAGE_METRICS } from '../model/page-metrics';
import { BY_VALUE } from '../model/types';
import { eventSwitch } from './event-switch';
import { realmFor } from './page-scope';

/** Handlers of the Performance domain: getMetrics, and enable/disable for the metrics event (console.timeStamp). */
export const performanceHandlers: Record<string, Handler> = {
  ...eventSwitch('Performance'),
  'Performance.getMetrics': async (ctx) => {
    const realm = realmFor(ctx, undefined);
    const { result, exceptionDetails } = await ctx.backend.evaluate(realm.key, PAGE_METRICS, BY_VALUE);
    if (exceptionDetails) throw new CdpError(exceptionDetails.text);
    return { metrics: metricList(result.value) };
  },
};
