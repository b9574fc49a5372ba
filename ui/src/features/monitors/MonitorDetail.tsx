/**
 * One monitor: its settings, its runs with their changes as a diff, and every webhook delivery
 * attempt with status code and retry time. Refreshed live.
 */
import type { ReactNode } from 'react';
import type { MonitorRun, WebhookAttempt } from '../../../../server/contract/monitors';
import { useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { UrlText } from '../../components/UrlText';
import { href, navigate } from '../../router';
import { ChangeList } from './ChangeList';
import { DeleteMonitor } from './DeleteMonitor';
import { formatEvery } from './interval';
import { FactList } from '../../components/FactList';

const RUNS: Column<MonitorRun>[] = [
  { header: 'Run', cell: (r) => r.run, className: 'num' },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'When', cell: (r) => <Time iso={r.finished_at ?? r.scheduled_at} />, className: 'nowrap' },
  { header: 'Changes', cell: (r) => (r.status === 'completed' || r.status === 'partial' ? <ChangeList changes={r.changes} /> : '—'), className: 'grow' },
  { header: 'Extraction', cell: (r) => <a href={href(`/history/${r.extraction_id}`)}>{r.extraction_id}</a> },
];

const ATTEMPTS: Column<WebhookAttempt>[] = [
  { header: 'Event', cell: (a) => <code>{a.event_id}</code> },
  { header: 'Attempt', cell: (a) => a.attempt, className: 'num' },
  {
    header: 'Status code',
    cell: (a) => (a.status_code === null ? '—' : <span className={`badge ${a.status_code < 300 ? 'ok' : 'bad'}`}>{a.status_code}</span>),
  },
  { header: 'At', cell: (a) => <Time iso={a.at} />, className: 'nowrap' },
  { header: 'Next retry', cell: (a) => (a.next_attempt_at ? <Time iso={a.next_attempt_at} /> : '—'), className: 'nowrap' },
  { header: 'Error', cell: (a) => a.error ?? '', className: 'grow' },
];

/** The monitor page. */
export function MonitorDetail({ id }: { id: string }) {
  const monitor = useQuery((c) => c.monitor(id), [id], 3000);
  const runs = useQuery((c) => c.monitorRuns(id, { limit: 50 }), [id], 3000);
  const attempts = useQuery((c) => c.monitorDeliveries(id, { limit: 100 }), [id], 3000);
  const m = monitor.data;
  if (monitor.error !== undefined) return <ErrorNotice error={monitor.error} onRetry={monitor.reload} />;
  if (!m) return <Loading what="monitor" />;
  const facts: [string, ReactNode][] = [
    ['Page', <UrlText url={m.url} />],
    ['Extracts', m.prompt],
    ['Interval', formatEvery(m.interval_seconds)],
    [
      'Status',
      <>
        <StatusBadge status={m.status} /> {m.runs} run{m.runs === 1 ? '' : 's'}
        {m.max_runs ? ` of ${m.max_runs}` : ''}
      </>,
    ],
    ['Next run', m.next_run_at ? <Time iso={m.next_run_at} /> : '—'],
    ['Webhook', m.webhook_url ? <UrlText url={m.webhook_url} /> : '—'],
  ];
  return (
    <section>
      <header className="page-head">
        <h1>Monitor {m.id}</h1>
        <DeleteMonitor id={m.id} onDeleted={() => navigate('/monitors')} />
      </header>
      <FactList facts={facts} />
      <h2>Runs</h2>
      {runs.error !== undefined && <ErrorNotice error={runs.error} onRetry={runs.reload} />}
      {runs.data?.items.length === 0 ? (
        <Empty>No runs yet: the first is due at once.</Empty>
      ) : (
        runs.data && <NavTable label="Runs" testId="runs-table" columns={RUNS} rows={runs.data.items} rowKey={(r) => String(r.run)} />
      )}
      <h2>Webhook deliveries</h2>
      {!m.webhook_url ? (
        <Empty>This monitor has no webhook.</Empty>
      ) : attempts.data?.items.length === 0 ? (
        <Empty>No deliveries yet.</Empty>
      ) : (
        attempts.data && (
          <NavTable label="Deliveries" testId="deliveries-table" columns={ATTEMPTS} rows={attempts.data.items} rowKey={(a) => `${a.event_id}#${a.attempt}`} />
        )
      )}
    </section>
  );
}
