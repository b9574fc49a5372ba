/**
 * The one way the CLI and the console print a timestamp, so the same moment reads the same in both.
 * No imports: the CLI loads this on every command.
 */

/** An API timestamp as second-precision UTC, `2026-05-01 12:00:03Z`; text that is not a time comes back as is. */
export function displayTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19).replace('T', ' ')}Z`;
}

/** ISO 8601 timestamps inside free text (an error message, details). */
const ISO_IN_TEXT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** `text` with every ISO timestamp in it shown as `displayTime` shows one. */
export function displayTimesIn(text: string): string {
  return text.replace(ISO_IN_TEXT, (iso) => displayTime(iso));
}
