/**
 * Deleting a monitor: a button, then a confirmation in place.
 */
import { useState } from 'react';
import { useAction } from '../../api';

/** The delete control of one monitor. */
export function DeleteMonitor({ id, onDeleted }: { id: string; onDeleted(): void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useAction(async (c) => {
    await c.deleteMonitor(id);
    return true;
  });
  if (!confirming) {
    return (
      <button type="button" className="small" onClick={() => setConfirming(true)} aria-label={`Delete ${id}`}>
        Delete
      </button>
    );
  }
  const failure = remove.error instanceof Error ? remove.error.message : undefined;
  return (
    <div className="confirm" role="group" aria-label={`Confirm deleting ${id}`}>
      <span>Delete this monitor? It stops running and pending webhooks are dropped; past runs stay in the history.</span>
      <div className="row">
        <button type="button" className="small danger" disabled={remove.running} onClick={() => void remove.run().then((done) => done && onDeleted())}>
          {remove.running ? 'Deleting…' : 'Yes, delete'}
        </button>
        <button type="button" className="small link" onClick={() => (setConfirming(false), remove.reset())}>
          Keep it
        </button>
      </div>
      {failure && (
        <span className="error-text" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
