/**
 * A run's status as a coloured badge.
 */

const TONE: Record<string, string> = {
  completed: 'ok',
  partial: 'warn',
  failed: 'bad',
  cancelled: 'muted',
  pending: 'info',
  running: 'info',
  validating: 'info',
  active: 'info',
  stopped: 'muted',
  interrupted: 'warn',
};

/** The status word in its colour. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge ${TONE[status] ?? 'muted'}`}>{status}</span>;
}
