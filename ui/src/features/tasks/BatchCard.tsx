/**
 * One batch from the API: progress by status, each URL with its status and a link to its history
 * row, and cancelling what is still open.
 */
import { useEffect, useState } from 'react';
import type { Task } from '../../../../server/contract/extract';
import { MAX_BATCH_URLS } from '../../../../server/contract/values';
import { useAction, useQuery } from '../../api';
import { ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { href } from '../../router';
import { SETTLED } from '../playground/use-task';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The card of batch `batchId`; polls while any of its tasks is open. */
export function BatchCard({ batchId }: { batchId: string }) {
  const [refreshMs, setRefreshMs] = useState<number | undefined>(2000);
  const tasks = useQuery((c) => c.tasks({ batch: batchId, limit: MAX_BATCH_URLS }).then((l) => l.items), [batchId], refreshMs);
  const items: Task[] = tasks.data ?? [];
  const open = items.filter((t) => !SETTLED.has(t.status));
  const cancel = useAction((c) => Promise.all(open.map((t) => c.cancelTask(t.id))));
  useEffect(() => {
    if (tasks.data && open.length === 0) setRefreshMs(undefined);
  }, [tasks.data, open.length]);

  const counts = new Map<string, number>();
  for (const t of items) counts.set(t.status, (counts.get(t.status) ?? 0) + 1);
  const first = items[items.length - 1];
  const label = first ? `${items.length} URL${items.length === 1 ? '' : 's'} from ${hostOf(first.url)}` : batchId;
  return (
    <li className="panel" data-testid="batch" data-batch-id={batchId}>
      <div className="panel-head">
        <h3>
          {label}{' '}
          <span className="muted">
            · <code>{batchId}</code>
            {first && (
              <>
                {' '}
                · <Time iso={first.created_at} />
              </>
            )}
          </span>
        </h3>
        {open.length > 0 && (
          <button type="button" className="small" disabled={cancel.running} onClick={() => void cancel.run().then(tasks.reload)}>
            Cancel {open.length} open
          </button>
        )}
      </div>
      {!tasks.data && tasks.error === undefined && <Loading what="tasks" />}
      {tasks.data && (
        <>
          <progress max={items.length} value={items.length - open.length} aria-label={`${label} progress`} />
          <p className="row">
            <span>
              {items.length - open.length} of {items.length} settled
            </span>
            {[...counts].map(([s, n]) => (
              <span key={s}>
                <StatusBadge status={s} /> {n}
              </span>
            ))}
          </p>
          <ul className="plain batch-tasks">
            {items.map((t) => (
              <li key={t.id} className="row" data-task-id={t.id}>
                <StatusBadge status={t.status} />
                <span className="url" title={t.url}>
                  {t.url}
                </span>
                {t.extraction_id && <a href={href(`/history/${t.extraction_id}`)}>History row</a>}
              </li>
            ))}
          </ul>
        </>
      )}
      {tasks.error !== undefined && <ErrorNotice error={tasks.error} onRetry={tasks.reload} />}
      {cancel.error !== undefined && <ErrorNotice error={cancel.error} />}
    </li>
  );
}
