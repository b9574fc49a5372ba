/**
 * Monitor intervals as people write them: a number and a unit.
 */

/** Units offered, in seconds. */
export const UNITS = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;

/** An interval in its largest whole unit: 3600 → "every 1 h". */
export function formatEvery(seconds: number): string {
  for (const [u, n] of [
    ['d', 86400],
    ['h', 3600],
    ['min', 60],
  ] as const)
    if (seconds % n === 0) return `every ${seconds / n} ${u}`;
  return `every ${seconds} s`;
}
