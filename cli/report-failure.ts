/**
 * How every failure reaches the user: `Error [code]: message` lines (details, trace, hint) for
 * people, or the API's error body with --json, on stderr so stdout stays the result.
 */

import { displayTimesIn } from '../server/client/display-time';

/** A failure as the CLI reports it. */
export interface Failure {
  code: string;
  message: string;
  exit: number;
  details?: Record<string, unknown>;
  traceId?: string;
  hint?: string;
}

/** Writes the failure to stderr; the caller exits with `f.exit`. */
export function reportFailure(f: Failure, json: boolean): void {
  if (json) {
    const body: Record<string, unknown> = { error: f.message, code: f.code };
    if (f.details) body.details = f.details;
    if (f.traceId) body.trace_id = f.traceId;
    process.stderr.write(`${JSON.stringify(body)}\n`);
    return;
  }
  // Times read as the rest of the CLI prints them; --json keeps the API's ISO text.
  const lines = [`Error [${f.code}]: ${displayTimesIn(f.message)}`];
  if (f.details) lines.push(`Details: ${displayTimesIn(JSON.stringify(f.details))}`);
  if (f.traceId) lines.push(`Trace: ${f.traceId}`);
  if (f.hint) lines.push(`Hint: ${f.hint}`);
  process.stderr.write(`${lines.join('\n')}\n`);
}
