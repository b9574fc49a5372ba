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
