/**
 * Create a key with scopes; its secret is shown once, with a copy button.
 */
import { useState, type FormEvent } from 'react';
import type { CreateKeyRequest, Scope } from '../../../../server/contract/keys';
import { useAction } from '../../api';
import { FormSubmit, SecretOnce } from '../../components/FormFoot';

// Keyed by the contract's Scope union, so a new scope fails the type check until it is offered here.
const SCOPES: Record<Scope, string> = {
  read: 'read — history, tasks, results, usage',
  write: 'write — extract, batch, visual, monitors, cancel',
  admin: 'admin — keys, metrics, maintenance (implies all)',
  mobile: 'mobile — /v1/mobile/*',
  audio: 'audio — /v1/audio/*',
};

/** The create form and the once-only secret. */
export function CreateKeyForm({ onCreated }: { onCreated(): void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [tenant, setTenant] = useState('');
  const [problem, setProblem] = useState<string>();
  const create = useAction((c, req: CreateKeyRequest) => c.createKey(req));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setProblem('Give the key a name, e.g. the script or person that will use it.');
    if (scopes.length === 0) return setProblem('Choose at least one scope.');
    setProblem(undefined);
    const created = await create.run({ name: name.trim(), scopes, ...(tenant.trim() ? { tenant: tenant.trim() } : {}) });
    if (created) {
      setName('');
      onCreated();
    }
  };
  const toggle = (s: Scope, on: boolean) => setScopes((xs) => (on ? [...xs, s] : xs.filter((x) => x !== s)));

  return (
    <form className="panel" onSubmit={submit} aria-label="Create a key">
      <h2>Create a key</h2>
      <div className="row wrap">
        <label>
          Name
          <input type="text" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        </label>
        <label title="Only the operator key may create keys for another tenant">
          Tenant (optional)
          <input type="text" value={tenant} onChange={(e) => setTenant(e.target.value)} placeholder="yours; the operator key may name another" />
        </label>
      </div>
      <fieldset>
        <legend>Scopes</legend>
        {(Object.keys(SCOPES) as Scope[]).map((s) => (
          <label className="inline block" key={s}>
            <input type="checkbox" checked={scopes.includes(s)} onChange={(e) => toggle(s, e.target.checked)} /> {SCOPES[s]}
          </label>
        ))}
      </fieldset>
      <FormSubmit action={create} label="Create key" busyLabel="Creating…" problem={problem} />
      {create.result && (
        <SecretOnce title={`Key “${create.result.name}” created.`} what="secret" secret={create.result.secret} testId="new-key-secret" onDone={create.reset} />
      )}
    </form>
  );
}
