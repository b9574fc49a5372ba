/**
 * Webhooks of jobs with no row of their own (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, nothing, type Database } from '../sql';
import type { JobWebhookRow, JobWebhooksStore } from '../../modules/firecrawl/job-webhooks.store';

/** Creates the job webhooks store over the database. */
export function createJobWebhooksStore(db: Database): JobWebhooksStore {
  return {
    insert: (row) => insert(db, 'job_webhooks', row).then(nothing),
    get: (jobId) => db.one<JobWebhookRow>('SELECT * FROM job_webhooks WHERE job_id = ?', [jobId]),
  };
}
