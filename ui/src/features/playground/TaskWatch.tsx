/**
 * An async extraction in the playground: its status as it moves, then its result; cancel while running.
 */
import { useAction } from '../../api';
import { JsonTree } from '../../components/JsonTree';
import { ResultView } from '../../components/ResultView';
import { ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { SETTLED, useTask } from './use-task';

/** Follows one task. */
export function TaskWatch({ id }: { id: string }) {
  const task = useTask(id);
  const cancel = useAction((c) => c.cancelTask(id));
  if (task.error !== undefined && !task.data) return <ErrorNotice error={task.error} onRetry={task.reload} />;
  if (!task.data) return <Loading what="task" />;
  const t = task.data;
  const settled = SETTLED.has(t.status);
  return (
    <div data-testid="task-watch">
      <div className="panel">
        <div className="panel-head">
          <h2>
            Task <code>{t.id}</code>
          </h2>
          <StatusBadge status={t.status} />
        </div>
        {!settled && (
          <div className="row">
            <span className="spinner" aria-hidden="true" />
            <span role="status">Attempt {t.attempts}; updating every second.</span>
            <button type="button" className="small" onClick={() => void cancel.run().then(task.reload)} disabled={cancel.running}>
              Cancel task
            </button>
          </div>
        )}
        {cancel.error !== undefined && <ErrorNotice error={cancel.error} />}
        {t.failure && <p className="hint">{t.failure.operator_hint}</p>}
        {t.error && <pre className="raw-error">{t.error}</pre>}
        {settled && !t.data && (
          <>
            <h3>Metadata</h3>
            <JsonTree value={t.metadata} label="Task metadata" />
          </>
        )}
      </div>
      {t.data && <ResultView data={t.data} metadata={settled ? t.metadata : undefined} whole={t} fileName={`${t.id}.json`} testId="task-result" />}
    </div>
  );
}
