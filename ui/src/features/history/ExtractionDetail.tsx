/**
 * One history row: request, result, metadata, failure with the operator hint, retries, artifacts.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { HistoryRow } from '../../../../server/contract/history';
import { useQuery } from '../../api';
import { JsonTree } from '../../components/JsonTree';
import { ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { formatCost, formatDuration, formatPercent } from '../../components/format';
import { Time } from '../../components/Time';
import { href } from '../../router';
import { ArtifactImage } from './ArtifactImage';
import { ResultPanel } from './ResultPanel';
import { FactList } from '../../components/FactList';

const IN_FLIGHT = new Set(['pending', 'running', 'validating']);

function Facts({ row }: { row: HistoryRow }) {
  const facts: [string, ReactNode][] = [
    ['Mode', row.mode + (row.async ? ' (async)' : '')],
    ['Created', <Time key="c" iso={row.created_at} />],
    ['Updated', <Time key="u" iso={row.updated_at} />],
    ['Duration', formatDuration(row.duration_ms)],
    ['Engine', row.engine ?? '—'],
    ['Provider / model', [row.provider, row.model].filter(Boolean).join(' / ') || '—'],
    ['Pages', row.pages],
    ['Completeness', formatPercent(row.completeness)],
    ['Tokens', row.tokens.toLocaleString()],
    ['Cost', formatCost(row.cost)],
  ];
  if (row.cached !== undefined) facts.push(['Cache', row.cached ? 'hit' : 'fresh run']);
  // Retries: attempts and async retries on task runs, sync retries on finished runs.
  if (row.attempts !== undefined) facts.push(['Attempts', row.attempts]);
  if (row.async_retries !== undefined) facts.push(['Async retries', row.async_retries]);
  if (row.sync_retries !== undefined) facts.push(['Sync retries', row.sync_retries]);
  if (row.last_retry_reason) facts.push(['Last retry reason', row.last_retry_reason]);
  if (row.task_id) facts.push(['Task', <code key="t">{row.task_id}</code>]);
  if (row.monitor_id)
    facts.push([
      'Monitor',
      <a key="m" href={href('/history', { monitor_id: row.monitor_id })}>
        {row.monitor_id}
      </a>,
    ]);
  if (row.login_trace_id)
    facts.push([
      'Login trace',
      <a key="l" href={href(`/auth/traces/${row.login_trace_id}`)}>
        {row.login_trace_id}
      </a>,
    ]);
  return <FactList facts={facts} />;
}

function FailurePanel({ row }: { row: HistoryRow }) {
  if (row.status !== 'failed') return null;
  const f = row.failure;
  return (
    <div className="panel failure" data-testid="failure-panel">
      <h2>Failure</h2>
      {f && <p className="hint">{f.operator_hint}</p>}
      <dl className="facts">
        {f && (
          <>
            <div>
              <dt>Family</dt>
              <dd>{f.family}</dd>
            </div>
            <div>
              <dt>Retry class</dt>
              <dd>{f.retry_class.replace(/_/g, ' ')}</dd>
            </div>
            <div>
              <dt>Retryable</dt>
              <dd>{f.retryable ? 'yes' : 'no'}</dd>
            </div>
          </>
        )}
        {row.error_code && (
          <div>
            <dt>Code</dt>
            <dd>
              <code>{row.error_code}</code>
            </dd>
          </div>
        )}
      </dl>
      {row.error && <pre className="raw-error">{row.error}</pre>}
    </div>
  );
}

/** The detail page of one extraction. */
export function ExtractionDetail({ id }: { id: string }) {
  // Poll only while the run is in flight; a finished row does not change.
  const [refreshMs, setRefreshMs] = useState<number | undefined>(2000);
  const q = useQuery((c) => c.extraction(id), [id], refreshMs);
  const row = q.data;
  const status = row?.status;
  useEffect(() => {
    if (status) setRefreshMs(IN_FLIGHT.has(status) ? 2000 : undefined);
  }, [status]);
  if (q.error !== undefined && !row) return <ErrorNotice error={q.error} onRetry={q.reload} />;
  if (!row) return <Loading what="extraction" />;
  const done = !IN_FLIGHT.has(row.status);
  return (
    <section data-testid="extraction-detail">
      <p>
        <a href={href('/history')}>← History</a>
      </p>
      <header className="page-head start">
        <h1 className="url-title" title={row.url}>
          {row.url}
        </h1>
        <StatusBadge status={row.status} />
      </header>
      <p className="muted">
        <code>{row.id}</code>
      </p>
      <Facts row={row} />
      <FailurePanel row={row} />
      {done && (row.status === 'completed' || row.status === 'partial') && <ResultPanel id={row.id} screenshot={!!row.evidence_screenshot_path} />}
      {!done && (
        <p className="muted" role="status">
          This run is {row.status}; the page updates when it finishes.
        </p>
      )}
      {row.evidence_screenshot_path && (
        <div className="panel">
          <h2>Evidence screenshot</h2>
          <ArtifactImage id={row.id} kind="screenshot" alt="Evidence screenshot" />
        </div>
      )}
      {row.visual_image_path && (
        <div className="panel">
          <h2>Visual image</h2>
          <ArtifactImage id={row.id} kind="visual-image" alt="Annotated visual image" />
        </div>
      )}
      <div className="panel">
        <h2>Request</h2>
        <JsonTree value={row.request} label="Request" />
      </div>
    </section>
  );
}
