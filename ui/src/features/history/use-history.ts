/**
 * The history list: the first page refreshes live; older pages load on demand and stay put.
 */
import { useEffect, useState } from 'react';
import type { HistoryRow } from '../../../../server/contract/history';
import { useQuery, useSession } from '../../api';
import { toHistoryQuery, type HistoryFilter } from './history-filters';

/** Rows per page: enough to fill a screen a few times over, small enough to render at once. */
export const PAGE_SIZE = 100;

/** How often the first page refreshes, ms. */
const LIVE_MS = 3000;

/** The rows of a filter, live. */
export function useHistory(filter: HistoryFilter, live: boolean) {
  const { client } = useSession();
  const first = useQuery((c) => c.extractions({ ...toHistoryQuery(filter), limit: PAGE_SIZE }), [filter], live ? LIVE_MS : undefined);
  const [older, setOlder] = useState<{ rows: HistoryRow[]; cursor: string | null }>({ rows: [], cursor: null });
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });
  const filterKey = JSON.stringify(filter);
  useEffect(() => setOlder({ rows: [], cursor: null }), [filterKey]);

  const head = first.data?.items ?? [];
  const headIds = new Set(head.map((r) => r.id));
  const rows = [...head, ...older.rows.filter((r) => !headIds.has(r.id))];
  const cursor = older.rows.length ? older.cursor : (first.data?.next_cursor ?? null);

  const loadMore = async () => {
    if (!cursor) return;
    setMore({ loading: true });
    try {
      const page = await client.extractions({ ...toHistoryQuery(filter), limit: PAGE_SIZE, cursor });
      setOlder((o) => ({ rows: [...o.rows, ...page.items], cursor: page.next_cursor }));
      setMore({ loading: false });
    } catch (error) {
      setMore({ loading: false, error });
    }
  };

  return { rows, first, hasMore: cursor !== null, loadMore, more };
}
