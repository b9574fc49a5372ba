/**
 * A run's changes as a diff: one line per JSON pointer, added in green, removed in red, changed
 * with its before struck through and its after beside it.
 */
import type { MonitorChange } from '../../../../server/contract/monitors';

function show(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The diff of one run. */
export function ChangeList({ changes }: { changes: MonitorChange[] }) {
  if (changes.length === 0) return <span className="muted">No changes</span>;
  return (
    <ul className="diff" aria-label="Changes">
      {changes.map((c) => (
        <li key={`${c.op}${c.path}`} className={`diff-${c.op}`}>
          <span className="diff-sign" aria-hidden>
            {c.op === 'added' ? '+' : c.op === 'removed' ? '−' : '~'}
          </span>
          <code className="diff-path">{c.path || '/'}</code>{' '}
          {c.op === 'changed' ? (
            <>
              <del>{show(c.before)}</del> → <ins>{show(c.after)}</ins>
            </>
          ) : (
            <span>{show(c.op === 'added' ? c.after : c.before)}</span>
          )}
          <span className="sr-only"> ({c.op})</span>
        </li>
      ))}
    </ul>
  );
}
