/**
 * The contract's numeric bounds, in a module with no imports so the console can use them without
 * bundling the schema library.
 */

/** Pages per extraction, never more. */
export const MAX_PAGES = 5;
/** URLs per batch, never more. */
export const MAX_BATCH_URLS = 100;
