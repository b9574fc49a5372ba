/**
 * The stored result of a completed or partial run.
 */
import { useQuery } from '../../api';
import { ResultView } from '../../components/ResultView';
import { ErrorNotice, Loading } from '../../components/States';

/** Result data and metadata of a history row. */
export function ResultPanel({ id }: { id: string }) {
  const result = useQuery((c) => c.extractionResult(id), [id]);
  if (result.error !== undefined) return <ErrorNotice error={result.error} onRetry={result.reload} />;
  if (!result.data) return <Loading what="result" />;
  return <ResultView data={result.data.data} metadata={result.data.metadata} whole={result.data} fileName={`${id}.json`} testId="result-panel" />;
}
