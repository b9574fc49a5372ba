/**
 * A timestamp as the CLI prints it (UTC), with the operator's local time and its age on hover.
 */
import { formatLocalTime, formatTime } from './format';

/** One API timestamp. */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatLocalTime(iso)}>
      {formatTime(iso)}
    </time>
  );
}
