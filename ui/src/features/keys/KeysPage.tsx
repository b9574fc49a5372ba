/**
 * API keys: the list with scopes and revocation, and the create form.
 */
import type { ApiKey } from '../../../../server/contract/keys';
import { useQuery } from '../../api';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty, ErrorNotice, Loading } from '../../components/States';
import { Time } from '../../components/Time';
import { CreateKeyForm } from './CreateKeyForm';
import { RevokeKey } from './RevokeKey';

const COLUMNS: Column<ApiKey>[] = [
  { header: 'Name', cell: (k) => k.name, className: 'grow' },
  { header: 'Prefix', cell: (k) => <code>{k.prefix}…</code> },
  { header: 'Tenant', cell: (k) => k.tenant },
  {
    header: 'Scopes',
    cell: (k) =>
      k.legacy ? (
        <span className="badge warn" title="Created before scopes: full access until rotated">
          legacy · full access
        </span>
      ) : (
        k.scopes?.join(', ')
      ),
  },
  { header: 'Created', cell: (k) => <Time iso={k.created_at} />, className: 'nowrap' },
  { header: 'Last used', cell: (k) => (k.last_used_at ? <Time iso={k.last_used_at} /> : 'never'), className: 'nowrap' },
];

/** The keys page. */
export function KeysPage() {
  const keys = useQuery((c) => c.listKeys({ limit: 500 }), []);
  const columns: Column<ApiKey>[] = [...COLUMNS, { header: 'Status', cell: (k) => <RevokeKey apiKey={k} onRevoked={keys.reload} /> }];
  return (
    <section>
      <header className="page-head">
        <h1>API keys</h1>
      </header>
      <CreateKeyForm onCreated={keys.reload} />
      {keys.error !== undefined && <ErrorNotice error={keys.error} onRetry={keys.reload} />}
      {!keys.data && keys.error === undefined ? (
        <Loading what="keys" />
      ) : keys.data?.items.length === 0 ? (
        <Empty>No keys.</Empty>
      ) : (
        keys.data && <NavTable label="API keys" testId="keys-table" columns={columns} rows={keys.data.items} rowKey={(k) => k.id} />
      )}
    </section>
  );
}
