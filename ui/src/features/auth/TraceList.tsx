/**
 * The latest login traces of the tenant, newest first, each opening its timeline. Traces are found
 * through the authenticated extractions that logged in (their history rows name the trace), so a
 * failed login is listed as well as a saved one.
 */
import type { LoginTrace } from '../../../../server/contract/auth';
import type { PluckClient } from '../../../../server/client/index';
import { useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { formatDuration } from '../../components/format';
import { Time } from '../../components/Time';
import { navigate } from '../../router';

/** How many traces the list shows. */
const SHOWN = 20;

async function latestTraces(c: PluckClient): Promise<LoginTrace[]> {
  const rows = await c.extractions({ mode: 'authenticated', limit: 200 });
  const ids = [...new Set(rows.items.map((r) => r.login_trace_id).filter((id): id is string => !!id))].slice(0, SHOWN);
  const traces = await Promise.all(ids.map((id) => c.loginTrace(id).catch(() => undefined)));
  return traces.filter((t): t is LoginTrace => !!t).sort((a, b) => b.started_at.localeCompare(a.started_at));
}

const COLUMNS: Column<LoginTrace>[] = [
  { header: 'Started', cell: (t) => <Time iso={t.started_at} />, className: 'nowrap' },
  { header: 'Status', cell: (t) => <span className={`badge ${t.status === 'succeeded' ? 'ok' : 'bad'}`}>{t.status}</span> },
  { header: 'Credential', cell: (t) => t.credential_ref },
  { header: 'Session', cell: (t) => t.session_name },
  { header: 'Steps', cell: (t) => t.steps.length, className: 'num' },
  { header: 'Duration', cell: (t) => formatDuration(t.duration_ms), className: 'num' },
  { header: 'Error', cell: (t) => t.error ?? '', className: 'grow' },
];

const openTrace = (t: LoginTrace) => navigate(`/auth/traces/${t.id}`);

/** The list of recent login traces. */
export function TraceList() {
  const traces = useQuery(latestTraces, [], 15000);
  if (traces.error !== undefined && !traces.data) return <ErrorNotice error={traces.error} onRetry={traces.reload} />;
  if (!traces.data) return <Loading what="login traces" />;
  if (!traces.data.length) return <Empty>No logins yet. An authenticated extraction that logs in records its steps here.</Empty>;
  return <NavTable label="Login traces" testId="traces-table" columns={COLUMNS} rows={traces.data} rowKey={(t) => t.id} onOpen={openTrace} />;
}
