/**
 * The history filters of GET /v1/extractions, kept in the page's URL so a filtered view can be shared.
 */
import type { HistoryQuery } from '../../../../server/contract/history';
import type { Status } from '../../../../server/contract/extract';

/** Every filter of the API, as strings from the URL. */
export type HistoryFilter = Partial<Record<'status' | 'mode' | 'failure_family' | 'retry_class' | 'since_hours' | 'monitor_id', string>>;

// Records keyed by the contract's unions, so a status or mode added there fails the type check here.
const STATUS_LABELS: Record<Status, string> = {
  pending: 'Pending',
  running: 'Running',
  validating: 'Validating',
  completed: 'Completed',
  partial: 'Partial',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
/** Status choices. */
export const STATUS_OPTIONS = Object.entries(STATUS_LABELS);

/** Mode choices. */
export const MODE_OPTIONS: [NonNullable<HistoryQuery['mode']>, string][] = [
  ['extract', 'Extract'],
  ['authenticated', 'Authenticated'],
  ['visual', 'Visual'],
  ['mobile', 'Device screen'],
  ['scrape', 'Scrape'],
  ['crawl', 'Crawl'],
];

/** Time windows. */
export const SINCE_OPTIONS: [string, string][] = [
  ['1', 'Last hour'],
  ['24', 'Last 24 hours'],
  ['168', 'Last 7 days'],
  ['720', 'Last 30 days'],
];

const KEYS = ['status', 'mode', 'failure_family', 'retry_class', 'since_hours', 'monitor_id'] as const;

/** The filter in a URL query. */
export function filterFromQuery(q: URLSearchParams): HistoryFilter {
  const f: HistoryFilter = {};
  for (const k of KEYS) {
    const v = q.get(k);
    if (v) f[k] = v;
  }
  return f;
}

/** The filter as the client's query. */
export function toHistoryQuery(f: HistoryFilter): Partial<HistoryQuery> {
  return {
    status: f.status as HistoryQuery['status'],
    mode: f.mode as HistoryQuery['mode'],
    failure_family: f.failure_family as HistoryQuery['failure_family'],
    retry_class: f.retry_class as HistoryQuery['retry_class'],
    monitor_id: f.monitor_id,
    since_hours: f.since_hours ? Number(f.since_hours) : undefined,
  };
}
