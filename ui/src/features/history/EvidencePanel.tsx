/**
 * Where each value of a result was read (options.evidence): the page's screenshot with each value's
 * box drawn over it, beside the list of values with their source, selector and text. Pointing at a
 * value lights its box.
 */
import { useState } from 'react';
import type { FieldEvidence } from '../../../../server/contract/extract';
import { ErrorNotice, Loading } from '../../components/States';
import { useArtifactUrl } from './ArtifactImage';

type Size = { width: number; height: number };

/** The screenshot with a box per value that has one; sizes in % of the image, so the boxes scale with it. */
function Boxes({ id, rows, lit, onPoint }: { id: string; rows: [string, FieldEvidence][]; lit?: string; onPoint: (p?: string) => void }) {
  const { png, url } = useArtifactUrl(id, 'screenshot');
  const [size, setSize] = useState<Size>();
  if (png.error !== undefined) return <ErrorNotice error={png.error} onRetry={png.reload} />;
  if (!url) return <Loading what="screenshot" />;
  return (
    <figure className="evidence-shot">
      <img
        src={url}
        alt="Page screenshot with the evidence of each value"
        onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
      />
      {size &&
        rows.map(([pointer, e]) =>
          e.box && e.box.y < size.height ? (
            <span
              key={pointer}
              className={`evidence-box${lit === pointer ? ' lit' : ''}`}
              data-testid="evidence-box"
              title={`${pointer} · ${e.source}`}
              onMouseEnter={() => onPoint(pointer)}
              onMouseLeave={() => onPoint(undefined)}
              style={{
                left: `${(e.box.x / size.width) * 100}%`,
                top: `${(e.box.y / size.height) * 100}%`,
                width: `${(e.box.width / size.width) * 100}%`,
                height: `${(Math.min(e.box.height, size.height - e.box.y) / size.height) * 100}%`,
              }}
            >
              <span className="evidence-label">{pointer}</span>
            </span>
          ) : null,
        )}
    </figure>
  );
}

/** Evidence of a stored result; `screenshot` when the row kept one. */
export function EvidencePanel({
  id,
  evidence,
  unverified,
  screenshot,
}: {
  id: string;
  evidence: Record<string, FieldEvidence>;
  unverified: string[];
  screenshot: boolean;
}) {
  const [lit, setLit] = useState<string>();
  const rows = Object.entries(evidence);
  return (
    <div className="panel" data-testid="evidence-panel">
      <h2>Evidence</h2>
      {screenshot && <Boxes id={id} rows={rows} lit={lit} onPoint={setLit} />}
      <div className="table-wrap">
        <table className="evidence-list">
          <thead>
            <tr>
              <th>Value</th>
              <th>Source</th>
              <th>Selector</th>
              <th>Text</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([pointer, e]) => (
              <tr key={pointer} className={lit === pointer ? 'lit' : undefined} onMouseEnter={() => setLit(pointer)} onMouseLeave={() => setLit(undefined)}>
                <td>
                  <code>{pointer}</code>
                  {unverified.includes(pointer) && <span className="badge warn">unverified</span>}
                </td>
                <td>{e.source}</td>
                <td>
                  <code>{e.selector ?? '—'}</code>
                </td>
                <td>{e.text ?? (unverified.includes(pointer) ? 'not found on the page' : '—')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
