/**
 * A detail page's facts: label and value pairs in one definition list, styled as `.facts`.
 */
import type { ReactNode } from 'react';

/** One `<dl>` of `[label, value]` pairs, in order. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
