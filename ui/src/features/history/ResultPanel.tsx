/**
 * The stored result of a completed or partial run.
 */
import type { ResultMetadata } from '../../../../server/contract/extract';
import { useQuery } from '../../api';
import { ResultView } from '../../components/ResultView';
import { ErrorNotice, Loading } from '../../components/States';
import { EvidencePanel } from './EvidencePanel';

/** Result data and metadata of a history row, and where each value was read when the request asked. `screenshot`: the row kept one. */
export function ResultPanel({ id, screenshot }: { id: string; screenshot: boolean }) {
  const result = useQuery((c) => c.extractionResult(id), [id]);
  if (result.error !== undefined) return <ErrorNotice error={result.error} onRetry={result.reload} />;
  if (!result.data) return <Loading what="result" />;
  const m = (result.data.metadata ?? {}) as Partial<ResultMetadata>;
  const view = <ResultView data={result.data.data} metadata={result.data.metadata} whole={result.data} fileName={`${id}.json`} testId="result-panel" />;
  if (!m.evidence) return view;
  return (
    <div className="evidence-beside">
      <EvidencePanel id={id} evidence={m.evidence} unverified={m.unverified ?? []} screenshot={screenshot} />
      <div>{view}</div>
    </div>
  );
}
