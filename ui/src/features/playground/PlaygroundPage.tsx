/**
 * Run an extraction by hand: URL, a schema (checked as typed) or a prompt, options; sync or async.
 */
import { useState, type FormEvent } from 'react';
import type { ExtractInput } from '../../../../server/client/index';
import { useAction } from '../../api';
import { JsonTree } from '../../components/JsonTree';
import { ErrorNotice } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDuration, formatPercent } from '../../components/format';
import { href } from '../../router';
import { NO_OPTIONS, OptionsFields, toOptions } from './OptionsFields';
import { EXAMPLE_SCHEMA, checkSchema } from './schema-check';
import { TaskWatch } from './TaskWatch';

/** The playground page. */
export function PlaygroundPage() {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<'schema' | 'prompt'>('schema');
  const [schemaText, setSchemaText] = useState(EXAMPLE_SCHEMA);
  const [prompt, setPrompt] = useState('');
  const [options, setOptions] = useState(NO_OPTIONS);
  const [runAsync, setRunAsync] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sync = useAction((c, req: ExtractInput) => c.extract(req));
  const async = useAction((c, req: ExtractInput) => c.extractAsync(req));
  const schemaCheck = kind === 'schema' ? checkSchema(schemaText) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    sync.reset();
    async.reset();
    if (!url.trim()) return setProblem('Enter the URL of the page to extract from.');
    if (schemaCheck && !schemaCheck.ok) return setProblem(schemaCheck.problem);
    if (kind === 'prompt' && !prompt.trim()) return setProblem('Describe what to extract.');
    setProblem(undefined);
    const req: ExtractInput = {
      url: url.trim(),
      ...(schemaCheck?.ok ? { schema: schemaCheck.schema } : { prompt: prompt.trim() }),
      options: toOptions(options),
    };
    void (runAsync ? async.run(req) : sync.run(req));
  };
  const running = sync.running || async.running;

  return (
    <section>
      <header className="page-head">
        <h1>Playground</h1>
      </header>
      <form className="playground" onSubmit={submit} aria-label="Run an extraction">
        <label>
          URL
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/product/1" />
        </label>
        <div className="row" role="radiogroup" aria-label="Extract with">
          <label className="inline">
            <input type="radio" name="kind" checked={kind === 'schema'} onChange={() => setKind('schema')} /> JSON Schema
          </label>
          <label className="inline">
            <input type="radio" name="kind" checked={kind === 'prompt'} onChange={() => setKind('prompt')} /> Prompt
          </label>
        </div>
        {kind === 'schema' ? (
          <label>
            Schema
            <textarea
              className="code"
              rows={12}
              spellCheck={false}
              value={schemaText}
              aria-label="Schema"
              aria-describedby="schema-status"
              aria-invalid={schemaCheck && !schemaCheck.ok}
              onChange={(e) => setSchemaText(e.target.value)}
            />
            <span id="schema-status" className={`field-note ${schemaCheck?.ok ? 'ok' : 'bad'}`} data-testid="schema-status">
              {schemaCheck?.ok ? '✓ Valid schema' : schemaCheck?.problem}
            </span>
          </label>
        ) : (
          <label>
            Prompt
            <textarea rows={5} value={prompt} onChange={(e) => setPrompt(e.target.value)} placeholder="The title, author and publication date of the article" />
          </label>
        )}
        <OptionsFields value={options} onChange={setOptions} />
        <div className="row">
          <label className="inline">
            <input type="checkbox" checked={runAsync} onChange={(e) => setRunAsync(e.target.checked)} /> Run as an async task
          </label>
          <button type="submit" className="primary" disabled={running}>
            {running ? 'Running…' : 'Extract'}
          </button>
        </div>
        {problem && <div className="notice error" role="alert">{problem}</div>}
      </form>
      {running && !runAsync && <p role="status" className="muted"><span className="spinner" aria-hidden="true" /> Extracting…</p>}
      {(sync.error ?? async.error) !== undefined && <ErrorNotice error={sync.error ?? async.error} />}
      {sync.result && (
        <div className="panel" data-testid="playground-result">
          <div className="panel-head">
            <h2>Result</h2>
            <StatusBadge status={sync.result.status} />
          </div>
          <p className="muted">
            {formatDuration(sync.result.metadata.duration_ms)} · {formatPercent(sync.result.metadata.completeness)} complete ·{' '}
            {sync.result.metadata.pages} page(s) · {sync.result.free_tier_remaining.toLocaleString()} free extractions left ·{' '}
            <a href={href(`/history/${sync.result.id}`)}>Open in history</a>
          </p>
          <JsonTree value={sync.result.data} label="Extracted data" />
        </div>
      )}
      {async.result && <TaskWatch id={async.result.id} />}
    </section>
  );
}
