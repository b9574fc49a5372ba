/**
 * One login trace as a timeline: each step with its offset from the start, action, page and
 * selector. Traces hold no typed value, header or cookie, so everything here can be shown.
 */
import { useQuery } from '../../api';
import { ErrorNotice, Loading } from '../../components/States';
import { formatDuration } from '../../components/format';
import { Time } from '../../components/Time';
import { href } from '../../router';

/** The trace page. */
export function TracePage({ id }: { id: string }) {
  const q = useQuery((c) => c.loginTrace(id), [id]);
  const t = q.data;
  if (q.error !== undefined && !t) return <ErrorNotice error={q.error} onRetry={q.reload} />;
  if (!t) return <Loading what="login trace" />;
  const start = Date.parse(t.started_at);
  return (
    <section data-testid="login-trace">
      <p>
        <a href={href('/auth')}>← Logins</a>
      </p>
      <header className="page-head start">
        <h1>Login trace</h1>
        <span className={`badge ${t.status === 'succeeded' ? 'ok' : 'bad'}`}>{t.status}</span>
      </header>
      <p className="muted">
        <code>{t.id}</code>
      </p>
      <dl className="facts">
        <div>
          <dt>Credential</dt>
          <dd>{t.credential_ref}</dd>
        </div>
        <div>
          <dt>Session</dt>
          <dd>{t.session_name}</dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>
            <Time iso={t.started_at} />
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(t.duration_ms)}</dd>
        </div>
      </dl>
      {t.error && (
        <div className="notice error" role="alert">
          {t.error}
        </div>
      )}
      <ol className="timeline" aria-label="Login steps">
        {t.steps.map((s, i) => (
          <li key={i} className={`timeline-step ${s.action}`}>
            <span className="timeline-at">+{Math.max(0, Date.parse(s.at) - start)} ms</span>
            <strong className="timeline-action">{s.action.replace(/_/g, ' ')}</strong>
            {s.status !== undefined && <span className="badge muted">HTTP {s.status}</span>}
            <span className="url" title={s.url}>
              {s.url}
            </span>
            {s.selector && <code>{s.selector}</code>}
            {s.detail && <span className="muted">{s.detail}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
