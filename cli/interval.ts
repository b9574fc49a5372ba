/**
 * Reading a monitor interval such as `90s`, `15m`, `1h`, `1d` or a plain number of seconds.
 */

const UNIT: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Seconds of an interval; undefined when it cannot be read. */
export function parseInterval(raw: string): number | undefined {
  const m = /^(\d+)\s*([smhd]?)$/i.exec(raw.trim());
  if (!m) return undefined;
  return Number(m[1]) * UNIT[(m[2] || 's').toLowerCase()];
}

/** An interval in the largest whole unit: 3600 → "1h", 90 → "90s". */
export function formatInterval(seconds: number): string {
  for (const [u, n] of [
    ['d', 86400],
    ['h', 3600],
    ['m', 60],
  ] as const)
    if (seconds % n === 0) return `${seconds / n}${u}`;
  return `${seconds}s`;
}
