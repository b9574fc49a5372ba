/**
 * A capability the server reports as not configured (`*_unavailable`): say so, never invent data.
 */
import { AppError } from '../../../server/client/index';

/** True when an error means the capability is not configured on this server. */
export function isUnavailable(err: unknown): err is AppError {
  return err instanceof AppError && err.code.endsWith('_unavailable');
}

/** The "not configured" panel, with the server's own words. */
export function Unavailable({ what, error, setup }: { what: string; error: AppError; setup: string }) {
  return (
    <div className="notice info" data-testid="capability-unavailable">
      <strong>{what} is not configured on this server.</strong>
      <p>{error.message}</p>
      <p className="muted">
        {setup} (code <code>{error.code}</code>)
      </p>
    </div>
  );
}
