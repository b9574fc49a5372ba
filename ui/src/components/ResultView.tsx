/**
 * An extraction's result as every page shows it (the playground, an async task, a history row):
 * the data as a tree or as raw JSON, Copy and Download, then its metadata.
 */
import { useState, type ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { JsonTree } from './JsonTree';
import { saveFile } from './save-file';
import { StatusBadge } from './StatusBadge';

/** One result: `data` and `metadata` as the API gives them; Download saves `whole` (the full answer) as `fileName`. */
export function ResultView(props: {
  data: unknown;
  metadata?: unknown;
  status?: string;
  whole: unknown;
  fileName: string;
  testId: string;
  /** A line under the heading (timing, links). */
  children?: ReactNode;
}) {
  const [raw, setRaw] = useState(false);
  const text = JSON.stringify(props.data, null, 2);
  const download = () => saveFile(props.fileName, new Blob([JSON.stringify(props.whole, null, 2)], { type: 'application/json' }));
  return (
    <>
      <div className="panel" data-testid={props.testId}>
        <div className="panel-head">
          <div className="row">
            <h2>Result</h2>
            {props.status && <StatusBadge status={props.status} />}
          </div>
          <div className="row">
            <button type="button" className="small" aria-pressed={raw} onClick={() => setRaw(!raw)}>
              Raw JSON
            </button>
            <CopyButton text={text} label="Copy JSON" />
            <button type="button" className="small" onClick={download}>
              Download
            </button>
          </div>
        </div>
        {props.children}
        {raw ? (
          <pre className="raw-json" aria-label="Result data as JSON" tabIndex={0}>
            {text}
          </pre>
        ) : (
          <JsonTree value={props.data} label="Result data" />
        )}
      </div>
      {props.metadata !== undefined && (
        <div className="panel">
          <h2>Metadata</h2>
          <JsonTree value={props.metadata} label="Result metadata" />
        </div>
      )}
    </>
  );
}
