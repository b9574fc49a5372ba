/**
 * The clock of one run: its timeout signal (joined with the caller's), its deadline, and the
 * mapping of whatever the run threw onto an ExtractionError that says timeout or cancelled.
 * extract, extractFrom and visual (create-engine.ts) all run on one.
 */
import { ExtractionError } from './types';

/** A run's signal, seconds and absolute deadline (performance.now() ms). */
export interface RunClock {
  seconds: number;
  signal: AbortSignal;
  deadline: number;
  /** Runs `work`, rejecting with an ExtractionError (timeout and cancellation told apart by the signals). */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** Starts the clock of a run of `seconds`, aborted early when `caller` aborts (task cancel, shutdown, client gone). */
export function runClock(seconds: number, caller?: AbortSignal): RunClock {
  // Not AbortSignal.timeout: its timer holds the signal (and what listens on it) for the full timeout after a run
  // that took milliseconds; a crawl runs hundreds of pages a second, and each run's clock stops when it ends.
  const timer = new AbortController();
  const pending = setTimeout(() => timer.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), seconds * 1000);
  pending.unref();
  const timeout = timer.signal;
  return {
    seconds,
    signal: caller ? AbortSignal.any([caller, timeout]) : timeout,
    deadline: performance.now() + seconds * 1000,
    async run(work) {
      try {
        return await work();
      } catch (err) {
        throw asExtractionError(err, caller, timeout, seconds);
      } finally {
        clearTimeout(pending);
      }
    },
  };
}

/** Maps anything a run threw onto an ExtractionError (timeout and cancellation by the signals). */
function asExtractionError(err: unknown, caller: AbortSignal | undefined, timeout: AbortSignal, seconds: number): ExtractionError {
  if (caller?.aborted) return new ExtractionError('internal', 'The extraction was cancelled', 'cancelled', { raw: String(caller.reason ?? 'aborted') });
  if (err instanceof ExtractionError) {
    // A step that failed because the run's clock ran out is a timeout, whatever it looked like (a waitFor selector that
    // never appeared says so itself).
    if (timeout.aborted && err.family !== 'timeout' && err.family !== 'wait_for')
      return new ExtractionError('timeout', `The extraction did not finish within ${seconds}s`, 'timeout', { ...err.extra, raw: err.extra.raw ?? err.message });
    return err;
  }
  if (timeout.aborted)
    return new ExtractionError('timeout', `The extraction did not finish within ${seconds}s`, 'timeout', { raw: String((err as Error)?.message ?? err) });
  return new ExtractionError('internal', 'The extraction failed with an internal error', 'internal', { raw: String((err as Error)?.stack ?? err) });
}
