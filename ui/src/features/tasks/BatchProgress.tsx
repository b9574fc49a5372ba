/**
 * Progress of one batch: how many of its tasks settled, by status; cancel what is still running.
 */
import { useEffect, useState } from 'react';
import type { Task } from '../../../../server/contract/extract';
import { useAction, useQuery } from '../../api';
import { ErrorNotice } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { formatTime } from '../../components/format';
import { SETTLED } from '../playground/use-task';
import type { BatchRecord } from './batches-store';

/** One batch's progress bar and counts. */
export function BatchProgress({ batch, onForget }: { batch: BatchRecord; onForget(): void }) {
  const [refreshMs, setRefreshMs] = useState<number | undefined>(2000);
  const tasks = useQuery<Task[]>((c) => Promise.all(batch.task_ids.map((id) => c.task(id))), [batch.id], refreshMs);
  const open = (tasks.data ?? []).filter((t) => !SETTLED.has(t.status));
  const cancel = useAction((c) => Promise.all(open.map((t) => c.cancelTask(t.id))));
  const done = tasks.data ? tasks.data.length - open.length : 0;
  useEffect(() => {
    if (tasks.data && open.length === 0) setRefreshMs(undefined);
  }, [tasks.data, open.length]);

  const counts = new Map<string, number>();
  for (const t of tasks.data ?? []) counts.set(t.status, (counts.get(t.status) ?? 0) + 1);
  const total = batch.task_ids.length;
  return (
    <li className="panel" data-testid="batch">
      <div className="panel-head">
        <h3>
          {batch.label} <span className="muted">· {formatTime(batch.created_at)}</span>
        </h3>
        <div className="row">
          {open.length > 0 && (
            <button type="button" className="small" disabled={cancel.running} onClick={() => void cancel.run().then(tasks.reload)}>
              Cancel {open.length} open
            </button>
          )}
          <button type="button" className="small link" onClick={onForget}>
            Hide
          </button>
        </div>
      </div>
      <progress max={total} value={done} aria-label={`${batch.label} progress`} />
      <p className="row">
        <span>
          {done} of {total} settled
        </span>
        {[...counts].map(([s, n]) => (
          <span key={s}>
            <StatusBadge status={s} /> {n}
          </span>
        ))}
      </p>
      {tasks.error !== undefined && <ErrorNotice error={tasks.error} onRetry={tasks.reload} />}
      {cancel.error !== undefined && <ErrorNotice error={cancel.error} />}
    </li>
  );
}
