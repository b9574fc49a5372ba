/**
 * Extraction from what the device shows now: a prompt or a JSON Schema, the result as every page
 * shows one, and a link to its history row (mode `mobile`, the screenshot kept with it).
 */
import { useState } from 'react';
import { useAction } from '../../api';
import { describeError } from '../../components/describe-error';
import { formatPercent } from '../../components/format';
import { ResultView } from '../../components/ResultView';
import { href } from '../../router';
import { checkSchema } from '../playground/schema-check';

export function ScreenExtractPanel({ sessionId }: { sessionId: string }) {
  const [prompt, setPrompt] = useState('');
  const [schema, setSchema] = useState('');
  const run = useAction((c) => {
    const checked = schema.trim() ? checkSchema(schema) : undefined;
    if (checked && !checked.ok) throw new Error(checked.problem);
    return c.extractScreen(sessionId, { ...(prompt.trim() ? { prompt: prompt.trim() } : {}), ...(checked?.ok ? { schema: checked.schema } : {}) });
  });
  const r = run.result;
  return (
    <div className="panel">
      <h3>Extract from the screen</h3>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void run.run();
        }}
      >
        <input
          aria-label="What to extract from the screen"
          placeholder="What to extract, in words"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
        />
        <textarea aria-label="Screen JSON Schema" placeholder="or a JSON Schema" rows={4} value={schema} onChange={(e) => setSchema(e.target.value)} />
        <button type="submit" disabled={run.running || (!prompt.trim() && !schema.trim())}>
          {run.running ? 'Reading the screen…' : 'Extract'}
        </button>
      </form>
      {run.error !== undefined && <p className="error-text">{describeError(run.error)}</p>}
      {r && (
        <ResultView data={r.data} metadata={r.metadata} status={r.status} whole={r} fileName={`${r.id}.json`} testId="screen-result">
          <p className="muted">
            {formatPercent(r.metadata.completeness)} complete · <a href={href(`/history/${r.id}`)}>Open in history, with the screenshot</a>
          </p>
        </ResultView>
      )}
    </div>
  );
}
