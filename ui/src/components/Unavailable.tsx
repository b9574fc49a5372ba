/**
 * A capability the server reports as not configured (`*_unavailable`): say so, never invent data.
 */
import type { ReactNode } from 'react';
import { AppError } from '../../../server/client/index';

/** True when an error means the capability is not configured on this server. */
export function isUnavailable(err: unknown): err is AppError {
  return err instanceof AppError && err.code.endsWith('_unavailable');
}

/** The "not configured" panel, with the server's own words and how to turn the capability on. */
export function Unavailable({ what, error, setup }: { what: string; error: AppError; setup: ReactNode }) {
  return (
    <div className="notice info" data-testid="capability-unavailable">
      <strong>{what} is not configured on this server.</strong>
      <p>
        {error.message}{' '}
        <span className="muted">
          (code <code>{error.code}</code>)
        </span>
      </p>
      {setup}
    </div>
  );
}
