/**
 * Batches started from this console. The API has no batch resource (a batch is its tasks), so the
 * console remembers which tasks it queued together, in this browser, to show their progress.
 */

/** A batch as the console remembers it. */
export interface BatchRecord {
  id: string;
  created_at: string;
  label: string;
  task_ids: string[];
}

const STORAGE = 'pluck.batches';
const KEEP = 20;

/** The remembered batches, newest first. */
export function loadBatches(): BatchRecord[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE) ?? '[]');
    return Array.isArray(parsed) ? (parsed as BatchRecord[]) : [];
  } catch {
    return [];
  }
}

/** Remembers a new batch (keeping the newest few). */
export function saveBatch(b: BatchRecord): BatchRecord[] {
  const all = [b, ...loadBatches()].slice(0, KEEP);
  localStorage.setItem(STORAGE, JSON.stringify(all));
  return all;
}

/** Forgets a batch (its tasks are untouched). */
export function forgetBatch(id: string): BatchRecord[] {
  const all = loadBatches().filter((b) => b.id !== id);
  localStorage.setItem(STORAGE, JSON.stringify(all));
  return all;
}
