/**
 * The one table of the CLI's exit codes. Scripts branch on these, so they are API: add, never renumber.
 *
 * | Exit | Meaning                  | API error codes                                                    |
 * |------|--------------------------|--------------------------------------------------------------------|
 * | 0    | ok                       |                                                                    |
 * | 1    | other failure            | internal, conflict, not_supported; a task that ended failed/cancelled |
 * | 2    | usage                    | bad flags or arguments (oclif), invalid_request, payload_too_large |
 * | 3    | not found                | not_found                                                          |
 * | 4    | auth                     | unauthorized, forbidden, login_failed (a stored credential refused) |
 * | 5    | rate limited             | rate_limited, quota_exceeded                                       |
 * | 6    | upstream / unavailable   | upstream_failed, timeout, *_unavailable, device_draining,          |
 * |      |                          | device_maintenance, no_capacity, not_implemented, a server that cannot be reached (unreachable),    |
 * |      |                          | and an answer that is not from a Pluck server (not_pluck_server)   |
 */
import type { ErrorCode } from '../server/client/index';

/** Named exit codes. */
export const EXIT = {
  ok: 0,
  other: 1,
  usage: 2,
  notFound: 3,
  auth: 4,
  rateLimited: 5,
  unavailable: 6,
} as const;

/** Exit code of every API error code; a Record so a new code fails the type check until it is placed. */
export const EXIT_BY_CODE: Record<ErrorCode, number> = {
  invalid_request: EXIT.usage,
  payload_too_large: EXIT.usage,
  unauthorized: EXIT.auth,
  forbidden: EXIT.auth,
  login_failed: EXIT.auth,
  not_found: EXIT.notFound,
  method_not_allowed: EXIT.usage,
  conflict: EXIT.other,
  internal: EXIT.other,
  rate_limited: EXIT.rateLimited,
  quota_exceeded: EXIT.rateLimited,
  // A feature this server build does not have yet is, for a script, the same as one that is switched off.
  not_implemented: EXIT.unavailable,
  device_draining: EXIT.unavailable,
  device_maintenance: EXIT.unavailable,
  no_capacity: EXIT.unavailable,
  // The device cannot do it (recording on iOS): retrying will not help, as with a conflict.
  not_supported: EXIT.other,
  upstream_failed: EXIT.unavailable,
  timeout: EXIT.unavailable,
  browser_unavailable: EXIT.unavailable,
  audio_unavailable: EXIT.unavailable,
  transcription_unavailable: EXIT.unavailable,
  mobile_unavailable: EXIT.unavailable,
  credentials_unavailable: EXIT.unavailable,
  store_unavailable: EXIT.unavailable,
};

/** Exit code for an API error code; codes from a newer server than this CLI count as "other". */
export function exitCodeFor(code: string): number {
  return (EXIT_BY_CODE as Record<string, number>)[code] ?? EXIT.other;
}
