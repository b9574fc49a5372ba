/**
 * Watches an async task until it settles.
 */
import { useEffect, useState } from 'react';
import type { Task } from '../../../../server/contract/extract';
import { useQuery } from '../../api';

/** Statuses after which a task no longer changes. */
export const SETTLED = new Set(['completed', 'partial', 'failed', 'cancelled']);

/** The task, polled every second until it settles. */
export function useTask(id: string) {
  const [refreshMs, setRefreshMs] = useState<number | undefined>(1000);
  const q = useQuery<Task>((c) => c.task(id), [id], refreshMs);
  const status = q.data?.status;
  useEffect(() => {
    if (status && SETTLED.has(status)) setRefreshMs(undefined);
  }, [status]);
  return q;
}
