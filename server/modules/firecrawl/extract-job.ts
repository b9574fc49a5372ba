/**
 * A Firecrawl job from its tasks (one per URL, sharing a batch id): its status, and for an extract job the data of
 * its pages merged — what `GET …/extract/{id}` answers and what the job's webhook tells once it ends (webhooks.ts).
 */
import type { Task } from '../../contract/extract';
import type { FirecrawlExtractStatus } from '../../contract/firecrawl';
import { mergeExtracted } from './merge';

/** Firecrawl's status of a job from its tasks. */
export function jobStatusOf(tasks: Task[]): Pick<FirecrawlExtractStatus, 'status' | 'error'> {
  if (tasks.some((t) => t.status === 'pending' || t.status === 'running' || t.status === 'validating')) return { status: 'processing' };
  if (tasks.every((t) => t.status === 'cancelled')) return { status: 'cancelled' };
  const failed = tasks.filter((t) => t.status === 'failed' || t.status === 'cancelled');
  if (failed.length === tasks.length) return { status: 'failed', error: failed.map((t) => `${t.url}: ${t.error ?? t.status}`).join('; ') };
  return { status: 'completed' };
}

/** An extract job: its status, its data once completed (null before), and how many of its pages were read. */
export function extractJobOf(tasks: Task[]): Pick<FirecrawlExtractStatus, 'status' | 'error' | 'data'> & { read: number } {
  const { status, error } = jobStatusOf(tasks);
  const done = tasks.filter((t) => t.status === 'completed' || t.status === 'partial');
  return { status, data: status === 'completed' ? mergeExtracted(done.map((t) => t.data)) : null, ...(error ? { error } : {}), read: done.length };
}
