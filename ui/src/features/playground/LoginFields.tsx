/**
 * The Playground's "log in first" choice: a stored credential and the session name to reuse or
 * create. Authenticated runs are synchronous and take no page options.
 */
import { useQuery } from '../../api';
import { href } from '../../router';

/** What the fields hold. */
export interface LoginChoice {
  on: boolean;
  credential: string;
  session: string;
}

/** Nothing chosen. */
export const NO_LOGIN: LoginChoice = { on: false, credential: '', session: '' };

/** The fields. */
export function LoginFields({ value, onChange }: { value: LoginChoice; onChange(v: LoginChoice): void }) {
  const creds = useQuery((c) => c.credentials({ limit: 500 }), [value.on]);
  const items = creds.data?.items ?? [];
  return (
    <fieldset className="login-fields">
      <legend>Login</legend>
      <label className="inline">
        <input
          type="checkbox"
          checked={value.on}
          onChange={(e) => onChange({ ...value, on: e.target.checked, credential: value.credential || items[0]?.name || '' })}
        />{' '}
        Log in first with a stored credential
      </label>
      {value.on &&
        (items.length === 0 && creds.data ? (
          <p className="muted">
            No credentials stored. <a href={href('/auth')}>Add one on the Logins page</a>.
          </p>
        ) : (
          <div className="row wrap">
            <label>
              Credential
              <select value={value.credential} onChange={(e) => onChange({ ...value, credential: e.target.value })}>
                {items.map((c) => (
                  <option key={c.id} value={c.name}>
                    {c.name} ({c.username})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Session name
              <input
                type="text"
                value={value.session}
                onChange={(e) => onChange({ ...value, session: e.target.value })}
                placeholder={value.credential || 'main'}
              />
            </label>
          </div>
        ))}
    </fieldset>
  );
}
