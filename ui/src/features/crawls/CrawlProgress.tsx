/**
 * A crawl's progress: pages done of pages found, as a bar and in words.
 */
import type { Crawl } from '../../../../server/contract/crawl';

/** Done of total, with the failed and skipped pages named. */
export function CrawlProgress({ crawl }: { crawl: Pick<Crawl, 'counts'> }) {
  const { total, queued, failed, skipped } = crawl.counts;
  const done = total - queued;
  const extra = [failed ? `${failed} failed` : '', skipped ? `${skipped} skipped` : ''].filter(Boolean).join(', ');
  return (
    <span className="row" style={{ flexWrap: 'nowrap' }}>
      <progress max={Math.max(total, 1)} value={done} aria-label="Pages done" style={{ width: 90 }} />
      <span className="nowrap">
        {done} / {total} pages{extra ? ` (${extra})` : ''}
      </span>
    </span>
  );
}
