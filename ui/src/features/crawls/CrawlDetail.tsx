/**
 * One crawl: its settings and progress, every page with its status, and the markdown (or data) of
 * the page picked. Refreshed live while the crawl runs.
 */
import { useState, type ReactNode } from 'react';
import type { CrawlPage } from '../../../../server/contract/crawl';
import { useQuery } from '../../api';
import { ConfirmInPlace } from '../../components/ConfirmInPlace';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { Time } from '../../components/Time';
import { UrlText } from '../../components/UrlText';
import { CrawlProgress } from './CrawlProgress';
import { FactList } from '../../components/FactList';

const PAGES: Column<CrawlPage>[] = [
  { header: 'Page', cell: (p) => <UrlText url={p.url} />, className: 'grow' },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { header: 'Code', cell: (p) => p.status_code ?? '—', className: 'num' },
  { header: 'Depth', cell: (p) => p.depth, className: 'num' },
  { header: 'Note', cell: (p) => p.error ?? '' },
];

/** What a page yielded: its markdown when there is one, else its data as JSON. */
function PageContent({ page }: { page: CrawlPage }) {
  const markdown = (page.data as { markdown?: unknown } | null)?.markdown;
  return (
    <div className="panel" data-testid="crawl-page">
      <h2>
        <UrlText url={page.url} />
      </h2>
      {page.error && <pre className="raw-error">{page.error}</pre>}
      {typeof markdown === 'string' ? (
        <pre className="raw-json" aria-label="Markdown of the page" tabIndex={0}>
          {markdown}
        </pre>
      ) : page.data ? (
        <pre className="raw-json" aria-label="Data of the page" tabIndex={0}>
          {JSON.stringify(page.data, null, 2)}
        </pre>
      ) : (
        <Empty>Nothing was read of this page.</Empty>
      )}
    </div>
  );
}

/** The crawl page. */
export function CrawlDetail({ id }: { id: string }) {
  const crawl = useQuery((c) => c.crawlStatus(id, { limit: 500 }), [id], 2000);
  const [picked, setPicked] = useState<string | undefined>();
  const c = crawl.data;
  if (crawl.error !== undefined) return <ErrorNotice error={crawl.error} onRetry={crawl.reload} />;
  if (!c) return <Loading what="crawl" />;
  const page = c.pages.find((p) => p.id === picked);
  const facts: [string, ReactNode][] = [
    ['Site', <UrlText url={c.url} />],
    ['Status', <StatusBadge status={c.status} />],
    ['Progress', <CrawlProgress crawl={c} />],
    ['Started', <Time iso={c.created_at} />],
    ['Ended', c.finished_at ? <Time iso={c.finished_at} /> : '—'],
  ];
  return (
    <section>
      <header className="page-head">
        <h1>Crawl {c.id}</h1>
        {c.status === 'running' && (
          <ConfirmInPlace
            verb="Cancel"
            running="Cancelling…"
            subject={c.id}
            question="Cancel this crawl? Pages being read finish; no other page is read."
            act={(cl) => cl.cancelCrawl(c.id)}
            onDone={crawl.reload}
          />
        )}
      </header>
      <FactList facts={facts} />
      {c.error && <pre className="raw-error">{c.error}</pre>}
      <h2>Pages</h2>
      {c.pages.length === 0 ? (
        <Empty>No pages yet.</Empty>
      ) : (
        <NavTable label="Pages" testId="crawl-pages-table" columns={PAGES} rows={c.pages} rowKey={(p) => p.id} onOpen={(p) => setPicked(p.id)} />
      )}
      {c.next_cursor && <p className="muted">The first 500 pages are listed; `pluck crawl status {c.id} --cursor …` pages through the rest.</p>}
      {page && <PageContent page={page} />}
    </section>
  );
}
