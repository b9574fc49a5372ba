/**
 * Run an extraction by hand: URL, a schema (checked as typed) or a prompt, options; sync or async.
 */
import { useState, type FormEvent } from 'react';
import { AppError, type ExtractInput, type PluckClient } from '../../../../server/client/index';
import { useAction } from '../../api';
import { ResultView } from '../../components/ResultView';
import { ErrorNotice } from '../../components/States';
import { formatDuration, formatPercent } from '../../components/format';
import { href } from '../../router';
import { NO_OPTIONS, OptionsFields, toOptions } from './OptionsFields';
import { EXAMPLE_SCHEMA, checkSchema } from './schema-check';
import { TaskWatch } from './TaskWatch';
import { LoginFields, NO_LOGIN } from './LoginFields';

type AuthInput = Parameters<PluckClient['extractAuthenticated']>[0];

/** The playground page. */
export function PlaygroundPage() {
  const [url, setUrl] = useState('');
  const [kind, setKind] = useState<'schema' | 'prompt'>('schema');
  const [schemaText, setSchemaText] = useState(EXAMPLE_SCHEMA);
  const [prompt, setPrompt] = useState('');
  const [options, setOptions] = useState(NO_OPTIONS);
  const [runAsync, setRunAsync] = useState(false);
  const [login, setLogin] = useState(NO_LOGIN);
  const [problem, setProblem] = useState<string>();
  const sync = useAction((c, req: ExtractInput) => c.extract(req));
  const authed = useAction((c, req: AuthInput) => c.extractAuthenticated(req));
  const async = useAction((c, req: ExtractInput) => c.extractAsync(req));
  const schemaCheck = kind === 'schema' ? checkSchema(schemaText) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    sync.reset();
    async.reset();
    authed.reset();
    if (!url.trim()) return setProblem('Enter the URL of the page to extract from.');
    if (schemaCheck && !schemaCheck.ok) return setProblem(schemaCheck.problem);
    if (kind === 'prompt' && !prompt.trim()) return setProblem('Describe what to extract.');
    if (login.on && !login.credential) return setProblem('Choose the credential to log in with.');
    setProblem(undefined);
    if (login.on) {
      // The API wants a prompt; with a schema it only guides, so the schema's own words do.
      const words = kind === 'prompt' ? prompt.trim() : 'the data the schema describes';
      void authed.run({
        url: url.trim(),
        credential_ref: login.credential,
        session_name: login.session.trim() || login.credential,
        prompt: words,
        ...(schemaCheck?.ok ? { schema: schemaCheck.schema } : {}),
      });
      return;
    }
    const req: ExtractInput = {
      url: url.trim(),
      ...(schemaCheck?.ok ? { schema: schemaCheck.schema } : { prompt: prompt.trim() }),
      options: toOptions(options),
    };
    void (runAsync ? async.run(req) : sync.run(req));
  };
  const running = sync.running || async.running || authed.running;
  const result = sync.result ?? authed.result;
  const session = authed.result?.metadata.session;
  const loginTrace = authed.result?.metadata.login_trace_id;

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
        <LoginFields value={login} onChange={setLogin} />
        {!login.on && <OptionsFields value={options} onChange={setOptions} />}
        <div className="row">
          <label className="inline">
            <input type="checkbox" checked={runAsync && !login.on} disabled={login.on} onChange={(e) => setRunAsync(e.target.checked)} /> Run as an async task
          </label>
          <button type="submit" className="primary" disabled={running}>
            {running ? 'Running…' : 'Extract'}
          </button>
        </div>
        {problem && (
          <div className="notice error" role="alert">
            {problem}
          </div>
        )}
      </form>
      {running && (!runAsync || login.on) && (
        <p role="status" className="muted">
          <span className="spinner" aria-hidden="true" /> Extracting…
        </p>
      )}
      {(sync.error ?? async.error ?? authed.error) !== undefined && <ErrorNotice error={sync.error ?? async.error ?? authed.error} />}
      {authed.error instanceof AppError && authed.error.traceId && (
        <p>
          <a href={href(`/auth/traces/${authed.error.traceId}`)}>See the login trace</a>
        </p>
      )}
      {result && (
        <ResultView
          data={result.data}
          metadata={result.metadata}
          status={result.status}
          whole={result}
          fileName={`${result.id}.json`}
          testId="playground-result"
        >
          <p className="muted">
            {formatDuration(result.metadata.duration_ms)} · {formatPercent(result.metadata.completeness)} complete · {result.metadata.pages} page(s) ·{' '}
            {result.free_tier_remaining.toLocaleString()} free extractions left ·{' '}
            <a href={href(`/history/${result.id}`)}>{result.metadata.screenshot ? 'Open in history, with its screenshot' : 'Open in history'}</a>
          </p>
          {session && (
            <p className="muted" data-testid="login-outcome">
              {session.reused
                ? 'Reused the saved session (no login).'
                : session.stale_discarded
                  ? 'The saved session was stale: discarded, logged in again.'
                  : 'Logged in and saved the session.'}{' '}
              {loginTrace && <a href={href(`/auth/traces/${loginTrace}`)}>Login trace</a>}
            </p>
          )}
        </ResultView>
      )}
      {async.result && <TaskWatch id={async.result.id} />}
    </section>
  );
}
