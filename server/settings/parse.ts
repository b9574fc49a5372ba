/**
 * How a setting's environment variable becomes a value. Each parser says what it accepts in words, for the
 * configuration reference (docs/configuration.md), and refuses a bad value with a message naming the variable.
 */

/** Reads one variable's text, never empty; undefined keeps the default. */
export interface Parser<T> {
  /** What the variable accepts, as the configuration reference says it. */
  accepts: string;
  read(raw: string, name: string): T | undefined;
}

/** Any text, as written. */
export const text: Parser<string> = { accepts: 'text', read: (raw) => raw };

/** A number (integers in practice; `Number()` decides what parses). */
export const int: Parser<number> = {
  accepts: 'number',
  read(raw, name) {
    const n = Number(raw);
    if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
    return n;
  },
};

/** On for `1`, `true`, `yes` or `on` (any case), off for anything else. */
export const flag: Parser<boolean> = {
  accepts: 'on/off',
  read: (raw) => ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase()),
};

/** A comma- or space-separated list; blanks alone keep the default. */
export const list: Parser<string[]> = {
  accepts: 'list (comma- or space-separated)',
  read: (raw) => (raw.trim() === '' ? undefined : raw.split(/[\s,]+/).filter(Boolean)),
};

/** One of a fixed set of words. */
export function oneOf<T extends string>(allowed: readonly T[]): Parser<T> {
  return {
    accepts: `one of ${allowed.map((a) => `\`${a}\``).join(', ')}`,
    read(raw, name) {
      if (!allowed.includes(raw as T)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
      return raw as T;
    },
  };
}
