import { migration } from './migration';

/**
 * Crawls and their frontier: every page a crawl admitted, once per normalised URL, with its result;
 * the crawl keeps its pages admitted, queued and completed as counters, so admitting a page and
 * ending the crawl never count rows. Every page is a history row reserved against the free tier, so the
 * tenant's month is counted per page: `extractions_quota` answers that count from the index alone. The queue carries one task per page (`crawl_page`); a page row is written before its task, so a
 * crash between the two leaves a queued row the crawl queues again (modules/crawl/crawl-runner.ts).
 */
export const crawls = migration(11, 'crawls')`
CREATE TABLE crawls (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  url TEXT NOT NULL,
  status TEXT NOT NULL,
  request TEXT NOT NULL,
  webhook_url TEXT,
  webhook_secret TEXT,
  error TEXT,
  pages INTEGER NOT NULL DEFAULT 1,
  queued INTEGER NOT NULL DEFAULT 1,
  completed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX crawls_tenant ON crawls(tenant_id, created_at DESC, id DESC);
CREATE INDEX crawls_status ON crawls(status);
CREATE TABLE crawl_pages (
  id TEXT PRIMARY KEY,
  crawl_id TEXT NOT NULL,
  url TEXT NOT NULL,
  depth INTEGER NOT NULL,
  status TEXT NOT NULL,
  task_id TEXT NOT NULL,
  status_code INTEGER,
  extraction_id TEXT,
  data TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (crawl_id, url)
);
CREATE INDEX crawl_pages_order ON crawl_pages(crawl_id, created_at, id);
CREATE INDEX crawl_pages_status ON crawl_pages(crawl_id, status);
CREATE INDEX extractions_quota ON extractions(tenant_id, status, created_at);
`;
