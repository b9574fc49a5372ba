/**
 * Store a credential: the password (and optional TOTP secret) go to the server once and are never
 * shown again — the fields are cleared as soon as the server has them.
 */
import { useState, type FormEvent } from 'react';
import type { CreateCredentialRequest } from '../../../../server/contract/auth';
import { useAction } from '../../api';
import { FormSubmit } from '../../components/FormFoot';

const EMPTY = { name: '', login_url: '', username: '', password: '', totp_secret: '', success_selector: '' };

/** The add-credential form. */
export function CredentialForm({ onCreated }: { onCreated(): void }) {
  const [f, setF] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  const create = useAction((c, req: CreateCredentialRequest) => c.createCredential(req));
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!f.name.trim() || !f.login_url.trim() || !f.username.trim() || !f.password) return setProblem('Name, login URL, username and password are all needed.');
    setProblem(undefined);
    const created = await create.run({
      name: f.name.trim(),
      login_url: f.login_url.trim(),
      username: f.username.trim(),
      password: f.password,
      ...(f.totp_secret.trim() ? { totp_secret: f.totp_secret.trim() } : {}),
      ...(f.success_selector.trim() ? { success_selector: f.success_selector.trim() } : {}),
    });
    // The secrets leave the page's state either way once sent.
    setF((x) => ({ ...(created ? EMPTY : x), password: '', totp_secret: '' }));
    if (created) onCreated();
  };

  return (
    <form className="panel" onSubmit={submit} aria-label="Add a credential">
      <h2>Add a credential</h2>
      <div className="row wrap">
        <label>
          Name
          <input type="text" value={f.name} onChange={set('name')} placeholder="shop" maxLength={100} />
        </label>
        <label className="grow">
          Login URL
          <input type="url" value={f.login_url} onChange={set('login_url')} placeholder="https://shop.example/login" />
        </label>
      </div>
      <div className="row wrap">
        <label>
          Username
          <input type="text" value={f.username} onChange={set('username')} autoComplete="off" />
        </label>
        <label>
          Password
          <input type="password" value={f.password} onChange={set('password')} autoComplete="new-password" />
        </label>
        <label>
          TOTP secret (optional)
          <input type="password" value={f.totp_secret} onChange={set('totp_secret')} autoComplete="off" placeholder="base32" />
        </label>
        <label>
          Success selector (optional)
          <input type="text" value={f.success_selector} onChange={set('success_selector')} placeholder=".account-menu" />
        </label>
      </div>
      <p className="muted">
        The password and TOTP secret are encrypted on the server and never shown again. The login form is found on the page when no selectors are given.
      </p>
      <FormSubmit action={create} label="Save credential" busyLabel="Saving…" problem={problem} />
      {create.result && (
        <div className="notice ok" role="status">
          Credential “{create.result.name}” saved.
        </div>
      )}
    </form>
  );
}
