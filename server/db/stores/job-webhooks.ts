/**
 * Webhooks of jobs with no row of their own (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, type Database } from '../sql';
import type { JobWebhookRow, JobWebhooksStore } from '../../modules/firecrawl/job-webhooks.store';

/** Creates the job webhooks store over the database. */
export function createJobWebhooksStore(db: Database): JobWebhooksStore {
  return {
    async insert(row) {
      await insert(db, 'job_webhooks', row);
    },
    async get(jobId) {
      return db.one<JobWebhookRow>('SELECT * FROM job_webhooks WHERE job_id = ?', [jobId]);
    },
  };
}
