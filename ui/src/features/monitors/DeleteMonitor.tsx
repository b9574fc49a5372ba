/**
 * Deleting a monitor: a button, then a confirmation in place.
 */
import { ConfirmInPlace } from '../../components/ConfirmInPlace';

/** The delete control of one monitor. */
export function DeleteMonitor({ id, onDeleted }: { id: string; onDeleted(): void }) {
  return (
    <ConfirmInPlace
      verb="Delete"
      running="Deleting…"
      subject={id}
      question="Delete this monitor? It stops running and pending webhooks are dropped; past runs stay in the history."
      act={(c) => c.deleteMonitor(id)}
      onDone={onDeleted}
    />
  );
}
