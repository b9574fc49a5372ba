/**
 * The stored result of a completed or partial run: data as a tree, copy, download, metadata.
 */
import { useQuery } from '../../api';
import { CopyButton } from '../../components/CopyButton';
import { JsonTree } from '../../components/JsonTree';
import { saveFile } from '../../components/save-file';
import { ErrorNotice, Loading } from '../../components/States';

function downloadJson(name: string, value: unknown): void {
  saveFile(name, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
}

/** Result data and metadata of a history row. */
export function ResultPanel({ id }: { id: string }) {
  const result = useQuery((c) => c.extractionResult(id), [id]);
  if (result.error !== undefined) return <ErrorNotice error={result.error} onRetry={result.reload} />;
  if (!result.data) return <Loading what="result" />;
  const { data, metadata } = result.data;
  const text = JSON.stringify(data, null, 2);
  return (
    <>
      <div className="panel" data-testid="result-panel">
        <div className="panel-head">
          <h2>Result</h2>
          <div className="row">
            <CopyButton text={text} label="Copy JSON" />
            <button type="button" className="small" onClick={() => downloadJson(`${id}.json`, result.data)}>
              Download
            </button>
          </div>
        </div>
        <JsonTree value={data} label="Result data" />
      </div>
      <div className="panel">
        <h2>Metadata</h2>
        <JsonTree value={metadata} label="Result metadata" />
      </div>
    </>
  );
}
