import { migration } from './migration';

/**
 * Failed history rows without a failure object: runs a stopped server left in flight were failed
 * with only an error, so failure filters missed them (and async ones were filed as `internal`). They get the `interrupted` family the service
 * records now; any other such row gets `internal`. The objects are literals, as the classifier wrote
 * them when this shipped (modules/extractions/classify-failure.ts).
 */
export const interruptedFailure = migration(9, 'interrupted-failure')`
UPDATE extractions SET failure = '{"family":"interrupted","retry_class":"immediate","retryable":true,"operator_hint":"The server stopped (restart, crash or deploy) while this run was in flight; the page was not the cause, so running it again usually works."}'
  WHERE status = 'failed' AND (error LIKE 'interrupted: the server stopped%' OR error LIKE 'not queued: the server stopped%');
UPDATE extractions SET failure = '{"family":"internal","retry_class":"backoff","retryable":true,"operator_hint":"An internal error occurred; see the server log. Retrying later may succeed."}'
  WHERE status = 'failed' AND failure IS NULL;
`;
