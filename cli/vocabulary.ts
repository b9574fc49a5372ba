/**
 * The API's closed vocabularies the CLI offers as flag choices (and shell completions).
 * Copied from server/contract rather than imported: the contract modules load the schema library,
 * which costs about 100 ms of start-up on every command. test/cli/vocabulary.spec.ts keeps the copies equal.
 */

/** Statuses of results, tasks and history rows. */
export const STATUSES = ['pending', 'running', 'validating', 'completed', 'partial', 'failed', 'cancelled'] as const;

/** Kinds of run a history row records. */
export const MODES = ['extract', 'authenticated', 'visual', 'mobile', 'scrape', 'crawl'] as const;

/** Scopes a key can carry. */
export const SCOPES = ['admin', 'write', 'read', 'mobile', 'audio'] as const;

/** Artifacts an extraction can retain. */
export const ARTIFACT_KINDS = ['screenshot', 'visual-image'] as const;

/** Pages per extraction, never more. */
export const MAX_PAGES = 5;
