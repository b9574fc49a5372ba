/**
 * A timestamp as the CLI prints it (UTC), with the operator's local time and its age on hover.
 */
import { formatLocalTime, formatTime } from './format';

/** One API timestamp; `stacked` puts the date over the time, for narrow table columns. */
export function Time({ iso, stacked }: { iso: string; stacked?: boolean }) {
  const text = formatTime(iso);
  const cut = text.indexOf(' ');
  return (
    <time dateTime={iso} title={formatLocalTime(iso)} className={stacked ? 'stacked' : undefined}>
      {stacked && cut > 0 ? (
        <>
          <span>{text.slice(0, cut)}</span> <span>{text.slice(cut + 1)}</span>
        </>
      ) : (
        text
      )}
    </time>
  );
}
