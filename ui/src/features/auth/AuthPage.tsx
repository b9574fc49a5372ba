/**
 * Logins: stored credentials (never a secret) and saved sessions with their expiry, each removable,
 * and the latest login traces.
 */
import type { Credential, SessionSummary } from '../../../../server/contract/auth';
import { useAction, useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { Time } from '../../components/Time';
import { UrlText } from '../../components/UrlText';
import { CredentialForm } from './CredentialForm';
import { TraceList } from './TraceList';

function age(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} d`;
}

/** The logins page. */
export function AuthPage() {
  const creds = useQuery((c) => c.credentials({ limit: 500 }), []);
  const sessions = useQuery((c) => c.authSessions({ limit: 500 }), [], 15000);
  const removeCred = useAction(async (c, ref: string) => {
    await c.deleteCredential(ref);
    creds.reload();
    sessions.reload();
  });
  const removeSession = useAction(async (c, name: string) => {
    await c.deleteAuthSession(name);
    sessions.reload();
  });

  const credColumns: Column<Credential>[] = [
    { header: 'Name', cell: (c) => <strong>{c.name}</strong> },
    { header: 'Username', cell: (c) => c.username },
    {
      header: 'Login URL',
      cell: (c) => (
        <span className="url" title={c.login_url}>
          {c.login_url}
        </span>
      ),
      className: 'grow',
    },
    { header: 'TOTP', cell: (c) => (c.has_totp ? 'yes' : '—') },
    { header: 'Created', cell: (c) => <Time iso={c.created_at} />, className: 'nowrap' },
    {
      header: '',
      cell: (c) => (
        <button type="button" className="small" onClick={() => void removeCred.run(c.id)} aria-label={`Delete credential ${c.name}`}>
          Delete
        </button>
      ),
    },
  ];
  const sessionColumns: Column<SessionSummary>[] = [
    { header: 'Session', cell: (s) => <strong>{s.name}</strong> },
    { header: 'Origin', cell: (s) => <UrlText url={s.origin} />, className: 'grow' },
    { header: 'Cookies', cell: (s) => s.cookie_count, className: 'num' },
    { header: 'Age', cell: (s) => age(s.age_seconds), className: 'num nowrap' },
    {
      header: 'Expires',
      cell: (s) => (s.expired ? <span className="badge bad">expired</span> : <Time iso={s.expires_at} />),
      className: 'nowrap',
    },
    { header: 'Last used', cell: (s) => <Time iso={s.last_used_at} />, className: 'nowrap' },
    {
      header: '',
      cell: (s) => (
        <button type="button" className="small" onClick={() => void removeSession.run(s.name)} aria-label={`Delete session ${s.name}`}>
          Delete
        </button>
      ),
    },
  ];

  return (
    <section>
      <header className="page-head">
        <h1>Logins</h1>
      </header>
      <CredentialForm onCreated={creds.reload} />
      <h2>Credentials</h2>
      {(creds.error ?? removeCred.error) !== undefined && <ErrorNotice error={creds.error ?? removeCred.error} onRetry={creds.reload} />}
      {!creds.data && creds.error === undefined ? (
        <Loading what="credentials" />
      ) : creds.data?.items.length === 0 ? (
        <Empty>No credentials yet. Add one above to extract from pages behind a login.</Empty>
      ) : (
        creds.data && <NavTable label="Credentials" testId="credentials-table" columns={credColumns} rows={creds.data.items} rowKey={(c) => c.id} />
      )}
      <h2>Saved sessions</h2>
      {(sessions.error ?? removeSession.error) !== undefined && <ErrorNotice error={sessions.error ?? removeSession.error} onRetry={sessions.reload} />}
      {!sessions.data && sessions.error === undefined ? (
        <Loading what="sessions" />
      ) : sessions.data?.items.length === 0 ? (
        <Empty>No saved sessions. An authenticated extraction saves one under its session name.</Empty>
      ) : (
        sessions.data && <NavTable label="Saved sessions" testId="sessions-table" columns={sessionColumns} rows={sessions.data.items} rowKey={(s) => s.name} />
      )}
      <h2>Login traces</h2>
      <TraceList />
    </section>
  );
}
