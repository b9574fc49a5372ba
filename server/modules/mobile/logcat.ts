/**
 * Logcat as the API streams it: `-v threadtime` lines parsed, and the level and tag filter both
 * given to logcat (so the device sends less) and applied to what comes back.
 */
import type { LogcatLine, LogcatQuery } from '../../contract/mobile';

/** Android log priorities, least to most severe. */
const LEVELS = ['V', 'D', 'I', 'W', 'E', 'F'];

const THREADTIME = /^(\d\d-\d\d \d\d:\d\d:\d\d\.\d+)\s+(\d+)\s+(\d+)\s+([VDIWEF])\s+(.*?)\s*: (.*)$/;

/** One `-v threadtime` line, or undefined for what is not one (logcat's `--------- beginning of` banners). */
export function parseLogcatLine(raw: string): LogcatLine | undefined {
  const m = THREADTIME.exec(raw);
  if (!m) return undefined;
  return { time: m[1], pid: Number(m[2]), tid: Number(m[3]), level: m[4], tag: m[5], message: m[6] };
}

/** The filterspecs for logcat and the check of each line. */
export function logcatFilter(q: LogcatQuery): { filterspecs: string[]; keeps(l: LogcatLine): boolean } {
  const level = q.level ?? 'V';
  const tags = (q.tag ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const min = LEVELS.indexOf(level);
  return {
    // `TAG:L … *:S` keeps only those tags; `*:L` every tag at L and above.
    filterspecs: tags.length ? [...tags.map((t) => `${t}:${level}`), '*:S'] : [`*:${level}`],
    keeps: (l) => LEVELS.indexOf(l.level) >= min && (!tags.length || tags.includes(l.tag)),
  };
}
