/**
 * Tasks and batches, from the API: the tenant's recent batches with each URL's status, and its
 * single async tasks. Everything links to its history row.
 */
import type { Task } from '../../../../server/contract/extract';
import { useAction, useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { href, navigate } from '../../router';
import { SETTLED } from '../playground/use-task';
import { BatchCard } from './BatchCard';
import { BatchForm } from './BatchForm';

/** Recent tasks read to find batches and single tasks; older ones are in history and `pluck tasks list`. */
const RECENT = 200;
const MAX_BATCHES = 10;

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

/** Batch ids of the recent tasks, newest batch first. */
function batchIds(tasks: Task[]): string[] {
  const ids: string[] = [];
  for (const t of tasks) if (t.batch_id && !ids.includes(t.batch_id)) ids.push(t.batch_id);
  return ids.slice(0, MAX_BATCHES);
}

/** The tasks page. */
export function TasksPage() {
  const recent = useQuery((c) => c.tasks({ limit: RECENT }), [], 3000);
  const tasks = recent.data?.items ?? [];
  const batches = batchIds(tasks);
  const singles = tasks.filter((t) => !t.batch_id);
  const columns: Column<Task>[] = [
    { header: 'Queued', cell: (t) => <Time iso={t.created_at} />, className: 'nowrap' },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { header: 'URL', cell: (t) => <span className="url">{t.url}</span>, className: 'grow' },
    { header: 'Attempts', cell: (t) => t.attempts, className: 'num' },
    {
      header: 'History',
      cell: (t) =>
        t.extraction_id && (
          <a href={href(`/history/${t.extraction_id}`)} onClick={(e) => e.stopPropagation()}>
            History row
          </a>
        ),
    },
    { header: '', cell: (t) => !SETTLED.has(t.status) && <CancelButton taskId={t.id} onDone={recent.reload} /> },
  ];

  return (
    <section>
      <header className="page-head">
        <h1>Tasks & batches</h1>
      </header>
      <BatchForm onQueued={recent.reload} />
      {recent.error !== undefined && <ErrorNotice error={recent.error} onRetry={recent.reload} />}
      {!recent.data && recent.error === undefined ? (
        <Loading what="tasks" />
      ) : (
        <>
          <h2>Batches</h2>
          {batches.length === 0 ? (
            <Empty>No batch yet: queue one above, or with "pluck batch".</Empty>
          ) : (
            <ul className="plain">
              {batches.map((id) => (
                <BatchCard key={id} batchId={id} />
              ))}
            </ul>
          )}
          <h2>Async tasks</h2>
          {singles.length === 0 ? (
            <Empty>No async task outside a batch.</Empty>
          ) : (
            <NavTable
              label="Async tasks"
              columns={columns}
              rows={singles}
              rowKey={(t) => t.id}
              onOpen={(t) => t.extraction_id && navigate(`/history/${t.extraction_id}`)}
            />
          )}
        </>
      )}
    </section>
  );
}
