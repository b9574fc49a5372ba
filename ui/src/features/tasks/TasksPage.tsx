/**
 * Tasks and batches: batches queued here with their progress, and every async run still in flight.
 */
import { useState } from 'react';
import type { HistoryRow } from '../../../../server/contract/history';
import { useAction, useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { formatTime } from '../../components/format';
import { navigate } from '../../router';
import { BatchForm } from './BatchForm';
import { BatchProgress } from './BatchProgress';
import { forgetBatch, loadBatches, saveBatch } from './batches-store';

const IN_FLIGHT = ['pending', 'running', 'validating'] as const;

function CancelButton({ taskId, onDone }: { taskId: string; onDone(): void }) {
  const cancel = useAction((c) => c.cancelTask(taskId));
  return (
    <button
      type="button"
      className="small"
      disabled={cancel.running}
      title={cancel.error ? String((cancel.error as Error).message) : undefined}
      onClick={(e) => {
        e.stopPropagation();
        void cancel.run().then(onDone);
      }}
    >
      {cancel.error ? 'Cancel failed' : 'Cancel'}
    </button>
  );
}

/** The tasks page. */
export function TasksPage() {
  const [batches, setBatches] = useState(loadBatches);
  const inFlight = useQuery(
    async (c) => {
      const pages = await Promise.all(IN_FLIGHT.map((status) => c.extractions({ status, limit: 100 })));
      return pages.flatMap((p) => p.items).filter((r) => r.task_id);
    },
    [],
    3000,
  );
  const columns: Column<HistoryRow>[] = [
    { header: 'Queued', cell: (r) => formatTime(r.created_at), className: 'nowrap' },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { header: 'URL', cell: (r) => <span className="url">{r.url}</span>, className: 'grow' },
    { header: 'Attempts', cell: (r) => r.attempts ?? 0, className: 'num' },
    { header: '', cell: (r) => <CancelButton taskId={r.task_id!} onDone={inFlight.reload} /> },
  ];

  return (
    <section>
      <header className="page-head">
        <h1>Tasks & batches</h1>
      </header>
      <BatchForm onQueued={(b) => setBatches(saveBatch(b))} />
      <h2>Batches from this console</h2>
      {batches.length === 0 ? (
        <Empty>No batch queued from this browser yet.</Empty>
      ) : (
        <ul className="plain">
          {batches.map((b) => (
            <BatchProgress key={b.id} batch={b} onForget={() => setBatches(forgetBatch(b.id))} />
          ))}
        </ul>
      )}
      <h2>Async runs in flight</h2>
      {inFlight.error !== undefined && <ErrorNotice error={inFlight.error} onRetry={inFlight.reload} />}
      {!inFlight.data && inFlight.error === undefined ? (
        <Loading what="tasks" />
      ) : inFlight.data?.length === 0 ? (
        <Empty>No async task is pending or running.</Empty>
      ) : (
        inFlight.data && (
          <NavTable label="Async runs in flight" columns={columns} rows={inFlight.data} rowKey={(r) => r.id} onOpen={(r) => navigate(`/history/${r.id}`)} />
        )
      )}
    </section>
  );
}
