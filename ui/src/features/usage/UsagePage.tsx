/**
 * This month's usage: extractions, tokens, cost, free tier left, and a chart over the month's days.
 */
import { useState } from 'react';
import type { Usage } from '../../../../server/contract/usage';
import { useQuery } from '../../api';
import { BarChart, type Bar } from '../../components/BarChart';
import { ErrorNotice, Loading } from '../../components/States';
import { formatCost, formatCount } from '../../components/format';
import { Time } from '../../components/Time';

type Series = 'extractions' | 'tokens' | 'cost';

/** Every day of the usage month; days without runs (and days still to come) are zero. */
function days(u: Usage, series: Series): Bar[] {
  const byDate = new Map(u.daily.map((d) => [d.date, d]));
  const [y, m] = u.month.split('-').map(Number);
  const bars: Bar[] = [];
  for (let d = new Date(Date.UTC(y, m - 1, 1)); d.getUTCMonth() === m - 1; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    bars.push({ label: date, value: byDate.get(date)?.[series] ?? 0 });
  }
  return bars;
}

function Card({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="card stat" data-testid={testId}>
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value}</div>
      {note && <div className="muted">{note}</div>}
    </div>
  );
}

/** The usage page. */
export function UsagePage() {
  const usage = useQuery((c) => c.usage(), [], 5000);
  const [series, setSeries] = useState<Series>('extractions');
  if (usage.error !== undefined && !usage.data) return <ErrorNotice error={usage.error} onRetry={usage.reload} />;
  if (!usage.data) return <Loading what="usage" />;
  const u = usage.data;
  const used = u.free_tier_limit - u.free_tier_remaining;
  const limit = u.free_tier_limit;
  return (
    <section>
      <header className="page-head">
        <h1>Usage · {u.month}</h1>
        <span className="muted">tenant {u.tenant}</span>
      </header>
      <div className="cards">
        <Card testId="usage-extractions" label="Extractions" value={formatCount(u.extractions)} note="completed and partial" />
        <Card testId="usage-tokens" label="Tokens" value={formatCount(u.tokens)} />
        <Card testId="usage-cost" label="Estimated cost" value={formatCost(u.estimated_cost)} />
        <div className="card stat" data-testid="usage-free-tier">
          <div className="stat-label">Free tier remaining</div>
          <div className="stat-value">
            {formatCount(u.free_tier_remaining)} <span className="muted">of {formatCount(u.free_tier_limit)}</span>
          </div>
          {/* The bar is what is left, like the number above it: full at the start of the month. */}
          <meter min={0} max={limit} value={u.free_tier_remaining} low={limit * 0.1} high={limit * 0.3} optimum={limit} aria-label="Free tier remaining" />
          <div className="muted" data-testid="usage-free-tier-detail">
            {/* Rounded down: 998 of 1,000 is not "100% left". */}
            {limit ? Math.floor((u.free_tier_remaining / limit) * 100) : 0}% left · {formatCount(used)} used · resets <Time iso={u.resets_at} />
          </div>
        </div>
      </div>
      <div className="panel">
        <div className="panel-head">
          <h2>Per day</h2>
          <div className="row" role="radiogroup" aria-label="Chart series">
            {(['extractions', 'tokens', 'cost'] as const).map((s) => (
              <label className="inline" key={s}>
                <input type="radio" name="series" checked={series === s} onChange={() => setSeries(s)} /> {s}
              </label>
            ))}
          </div>
        </div>
        <BarChart bars={days(u, series)} unit={series === 'cost' ? 'USD' : series} title={`${series} per day, ${u.month} (UTC)`} />
      </div>
    </section>
  );
}
