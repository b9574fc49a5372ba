/**
 * Monitors, runs, changes and delivery attempts as the CLI prints them.
 */
import type { Monitor, MonitorChange, MonitorRun, WebhookAttempt } from '../server/contract/monitors';
import { formatInterval } from './interval';
import { cell, summary, table, when } from './output';

/** One monitor's settings and state. */
export function renderMonitor(m: Monitor): string {
  return summary([
    ['Id', m.id],
    ['URL', m.url],
    ['Prompt', m.prompt],
    ['Every', formatInterval(m.interval_seconds)],
    ['Max runs', m.max_runs ?? 'unlimited'],
    ['Webhook', m.webhook_url ?? '(none)'],
    ['Status', m.status],
    ['Runs', m.runs],
    ['Next run', m.next_run_at ? when(m.next_run_at) : '(none)'],
    ['Last run', m.last_run_at ? `${when(m.last_run_at)} (${m.last_status})` : '(not yet)'],
  ]);
}

/** Monitors as a table. */
export function renderMonitorList(items: Monitor[]): string {
  return table(
    items,
    [
      { header: 'Monitor', value: (m) => m.id },
      { header: 'Every', value: (m) => formatInterval(m.interval_seconds) },
      { header: 'Status', value: (m) => m.status },
      { header: 'Runs', value: (m) => m.runs },
      { header: 'Last', value: (m) => m.last_status },
      { header: 'Next run', value: (m) => (m.next_run_at ? when(m.next_run_at) : '') },
      { header: 'URL', value: (m) => m.url, max: 50 },
    ],
    'No monitors.',
  );
}

/** One change as a diff line: `~ /price: 19.99 → 24.99`, `+ /jobs/1: {…}`, `- /jobs/0: {…}`. */
export function renderChange(c: MonitorChange): string {
  if (c.op === 'added') return `  + ${c.path}: ${cell(c.after)}`;
  if (c.op === 'removed') return `  - ${c.path}: ${cell(c.before)}`;
  return `  ~ ${c.path}: ${cell(c.before)} → ${cell(c.after)}`;
}

/** Runs, newest first, each with its changes. */
export function renderRuns(runs: MonitorRun[]): string {
  if (runs.length === 0) return 'No runs yet.';
  return runs
    .map((r) => {
      const head = `Run ${r.run}  ${r.status}  ${when(r.finished_at ?? r.scheduled_at)}  ${r.extraction_id}`;
      if (r.status === 'pending' || r.status === 'failed' || r.status === 'cancelled') return head;
      return [head, ...(r.changed ? r.changes.map(renderChange) : ['  (no changes)'])].join('\n');
    })
    .join('\n');
}

/** Delivery attempts as a table. */
export function renderAttempts(items: WebhookAttempt[]): string {
  return table(
    items,
    [
      { header: 'Event', value: (a) => a.event_id },
      { header: 'Attempt', value: (a) => a.attempt },
      { header: 'Status', value: (a) => a.status_code ?? '-' },
      { header: 'At', value: (a) => when(a.at) },
      { header: 'Next attempt', value: (a) => (a.next_attempt_at ? when(a.next_attempt_at) : '') },
      { header: 'Error', value: (a) => a.error, max: 40 },
    ],
    'No deliveries yet.',
  );
}
