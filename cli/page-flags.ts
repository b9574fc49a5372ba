/**
 * `--limit` and `--cursor` of a command that lists one page at a time, bounded as the API's `?limit=` is
 * (server/contract/common.ts PageQuery).
 */
import { Flags } from '@oclif/core';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../server/contract/values';

/** `--limit`, described for `items` ("Tasks"). */
export const limitFlag = (items: string) =>
  Flags.integer({ description: `${items} per page (1-${MAX_PAGE_LIMIT}; the server default is ${DEFAULT_PAGE_LIMIT}).`, min: 1, max: MAX_PAGE_LIMIT });

/** `--limit` and `--cursor`. */
export const pageFlags = (items: string) => ({
  limit: limitFlag(items),
  cursor: Flags.string({ description: 'Continue from a previous page’s next_cursor.' }),
});
