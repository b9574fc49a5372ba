/**
 * Loading, empty and error states, the same on every page.
 */
import type { ReactNode } from 'react';
import { describeError } from './describe-error';

/** Shown while a first answer is on its way. */
export function Loading({ what }: { what: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> Loading {what}…
    </div>
  );
}

/** Shown when a list has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className="state empty">{children}</div>;
}

/** An error in plain words, with a retry when one makes sense. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="notice error" role="alert">
      <span>{describeError(error)}</span>
      {onRetry && (
        <button type="button" className="link" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
