/**
 * Monitors: the create form and the list with next run and last status, refreshed live.
 */
import type { Monitor } from '../../../../server/contract/monitors';
import { useQuery } from '../../api';
import { QueryTable, type Column } from '../../components/NavTable';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { navigate } from '../../router';
import { UrlText } from '../../components/UrlText';
import { CreateMonitorForm } from './CreateMonitorForm';
import { formatEvery } from './interval';

const COLUMNS: Column<Monitor>[] = [
  { header: 'Page', cell: (m) => <UrlText url={m.url} title={m.prompt ?? ''} />, className: 'grow' },
  { header: 'Interval', cell: (m) => formatEvery(m.interval_seconds), className: 'nowrap' },
  { header: 'Status', cell: (m) => <StatusBadge status={m.status} /> },
  { header: 'Runs', cell: (m) => (m.max_runs ? `${m.runs} / ${m.max_runs}` : m.runs), className: 'num' },
  { header: 'Last run', cell: (m) => (m.last_status ? <StatusBadge status={m.last_status} /> : <span className="muted">not yet</span>) },
  { header: 'Next run', cell: (m) => (m.next_run_at ? <Time iso={m.next_run_at} /> : '—'), className: 'nowrap' },
  { header: 'Webhook', cell: (m) => (m.webhook_url ? <span className="badge info">webhook</span> : '—') },
];

/** The monitors page. */
export function MonitorsPage() {
  const monitors = useQuery((c) => c.monitors({ limit: 500 }), [], 5000);
  return (
    <section>
      <header className="page-head">
        <h1>Monitors</h1>
      </header>
      <CreateMonitorForm onCreated={monitors.reload} />
      <QueryTable
        query={monitors}
        what="monitors"
        empty="No monitors yet. Watch a page above: every run is compared with the last one, field by field."
        label="Monitors"
        testId="monitors-table"
        columns={COLUMNS}
        rowKey={(m) => m.id}
        onOpen={(m) => navigate(`/monitors/${m.id}`)}
      />
    </section>
  );
}
