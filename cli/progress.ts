/**
 * Progress of waiting work on stderr: a redrawn bar on a terminal, plain lines (one per change)
 * when stderr is a pipe or file, so logs of scripted runs stay readable.
 */

/** Counts a progress display shows. */
export interface ProgressCounts {
  done: number;
  total: number;
  /** Count per status, e.g. { completed: 3, failed: 1, pending: 6 }. */
  byStatus: Record<string, number>;
}

/** A progress display. */
export interface Progress {
  update(counts: ProgressCounts): void;
  /** Ends the display (moves past the bar on a terminal). */
  stop(): void;
}

const WIDTH = 24;

function describeCounts(c: ProgressCounts): string {
  const parts = Object.entries(c.byStatus)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${s} ${n}`);
  return `${c.done}/${c.total} done${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** Creates a progress display on `stream` (stderr by default). */
export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  const tty = stream.isTTY === true;
  let last = '';
  let drawn = false;
  return {
    update(c) {
      const text = describeCounts(c);
      if (text === last) return;
      last = text;
      if (!tty) {
        stream.write(`${label}: ${text}\n`);
        return;
      }
      const filled = c.total ? Math.round((c.done / c.total) * WIDTH) : WIDTH;
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      stream.write(`\r\x1b[2K${label} ${bar} ${text}`);
      drawn = true;
    },
    stop() {
      if (tty && drawn) stream.write('\n');
    },
  };
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/**
 * A spinner with the elapsed seconds while one request works, on a terminal only: a pipe or file
 * gets nothing, so logs and --json output stay clean. Returns the function that erases it.
 */
export function startSpinner(label: string, stream: NodeJS.WriteStream = process.stderr): () => void {
  if (stream.isTTY !== true) return () => {};
  const t0 = Date.now();
  let frame = 0;
  const draw = () => stream.write(`\r\x1b[2K${FRAMES[frame++ % FRAMES.length]} ${label} ${Math.floor((Date.now() - t0) / 1000)}s`);
  draw();
  const timer = setInterval(draw, 100);
  return () => {
    clearInterval(timer);
    stream.write('\r\x1b[2K');
  };
}
