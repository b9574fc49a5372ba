/**
 * Crawls: start one (URL and page limit), and the list with each crawl's progress, refreshed live.
 */
import { useState, type FormEvent } from 'react';
import type { Crawl } from '../../../../server/contract/crawl';
import { useAction, useQuery } from '../../api';
import { QueryTable, type Column } from '../../components/NavTable';
import { FormSubmit } from '../../components/FormFoot';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { UrlText } from '../../components/UrlText';
import { navigate } from '../../router';
import { CrawlProgress } from './CrawlProgress';

const COLUMNS: Column<Crawl>[] = [
  { header: 'Site', cell: (c) => <UrlText url={c.url} />, className: 'grow' },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
  { header: 'Progress', cell: (c) => <CrawlProgress crawl={c} />, className: 'nowrap' },
  { header: 'Started', cell: (c) => <Time iso={c.created_at} />, className: 'nowrap' },
];

/** The form that starts a crawl. */
function StartCrawlForm({ onStarted }: { onStarted(id: string): void }) {
  const [url, setUrl] = useState('');
  const [limit, setLimit] = useState('100');
  const start = useAction((c, req: { url: string; limit: number }) => c.crawl(req));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await start.run({ url: url.trim(), limit: Number(limit) });
    if (r) onStarted(r.id);
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="Start a crawl">
      <h2>Crawl a site</h2>
      <div className="row wrap">
        <label>
          Start URL
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://docs.example" />
        </label>
        <label>
          Page limit
          <input type="number" min={1} max={10000} required value={limit} onChange={(e) => setLimit(e.target.value)} />
        </label>
      </div>
      <FormSubmit action={start} label="Start crawl" busyLabel="Starting…" />
    </form>
  );
}

/** The crawls page. */
export function CrawlsPage() {
  const crawls = useQuery((c) => c.crawls({ limit: 100 }), [], 2000);
  return (
    <section>
      <header className="page-head">
        <h1>Crawls</h1>
      </header>
      <StartCrawlForm onStarted={(id) => navigate(`/crawls/${id}`)} />
      <QueryTable
        query={crawls}
        what="crawls"
        empty="No crawls yet. Start one above: every page in scope is read as markdown, robots.txt obeyed."
        label="Crawls"
        testId="crawls-table"
        columns={COLUMNS}
        rowKey={(c) => c.id}
        onOpen={(c) => navigate(`/crawls/${c.id}`)}
      />
    </section>
  );
}
