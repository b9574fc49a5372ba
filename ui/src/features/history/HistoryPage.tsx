/**
 * Extraction history with every filter of the API, live-updating; a row opens its detail.
 */
import { useState } from 'react';
import type { HistoryRow } from '../../../../server/contract/history';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { formatCount, formatDuration, formatPercent } from '../../components/format';
import { Time } from '../../components/Time';
import { UrlText } from '../../components/UrlText';
import { href, navigate } from '../../router';
import { HistoryFilters } from './HistoryFilters';
import { filterFromQuery, type HistoryFilter } from './history-filters';
import { useHistory } from './use-history';

const COLUMNS: Column<HistoryRow>[] = [
  { header: 'When', cell: (r) => <Time iso={r.created_at} stacked /> },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    header: 'Mode',
    cell: (r) => (
      <>
        {r.mode + (r.async ? ' · async' : '')}
        {r.login_trace_id && (
          <>
            {' · '}
            <a href={href(`/auth/traces/${r.login_trace_id}`)} onClick={(e) => e.stopPropagation()}>
              login trace
            </a>
          </>
        )}
      </>
    ),
  },
  // Two lines beside the stacked time: a whole URL, broken after a separator, in the row's height.
  { header: 'URL', cell: (r) => <UrlText url={r.url} lines={2} />, className: 'grow' },
  { header: 'Duration', cell: (r) => formatDuration(r.duration_ms), className: 'num' },
  { header: 'Complete', cell: (r) => formatPercent(r.completeness), className: 'num' },
  { header: 'Tokens', cell: (r) => formatCount(r.tokens), className: 'num' },
  { header: 'Failure', cell: (r) => (r.failure ? <span className="failure-tag">{r.failure.family}</span> : '') },
];

// Stable across renders so memoized rows are not re-rendered for a new callback.
const openRow = (r: HistoryRow) => navigate(`/history/${r.id}`);
const rowKey = (r: HistoryRow) => r.id;

/** The history page. */
export function HistoryPage({ query }: { query: URLSearchParams }) {
  const filter = filterFromQuery(query);
  const [live, setLive] = useState(true);
  const { rows, first, hasMore, loadMore, more } = useHistory(filter, live);
  const setFilter = (f: HistoryFilter) => navigate('/history', f);
  const filtered = Object.keys(filter).length > 0;

  return (
    <section>
      <header className="page-head">
        <h1>History</h1>
        <label className="inline">
          <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} /> Live
        </label>
      </header>
      <HistoryFilters filter={filter} onChange={setFilter} />
      {first.error !== undefined && <ErrorNotice error={first.error} onRetry={first.reload} />}
      {first.data === undefined && first.error === undefined ? (
        <Loading what="history" />
      ) : rows.length === 0 && first.data ? (
        <Empty>{filtered ? 'No extraction matches these filters.' : 'No extractions yet. Run one from the Playground or the API.'}</Empty>
      ) : (
        <>
          <p className="muted" data-testid="history-count">
            {formatCount(rows.length)} row{rows.length === 1 ? '' : 's'}
            {hasMore ? ' loaded' : ''}
          </p>
          <NavTable label="Extraction history" testId="history-table" columns={COLUMNS} rows={rows} rowKey={rowKey} onOpen={openRow} minWidth={860} />
          {more.error !== undefined && <ErrorNotice error={more.error} onRetry={loadMore} />}
          {hasMore && (
            <button type="button" onClick={loadMore} disabled={more.loading}>
              {more.loading ? 'Loading…' : 'Load older'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
