/**
 * Sign in with an API key. The key is checked against the server before it is kept.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { AppError } from '../../../../server/client/index';
import { clientFor } from '../../api';
import { describeError } from '../../components/describe-error';

function signInError(err: unknown): string {
  if (err instanceof AppError && err.code === 'unauthorized') return 'This API key was not accepted. Check it and try again.';
  if (err instanceof AppError && err.code === 'forbidden')
    return 'This key is valid but lacks the read scope the console needs. Use a key with read or admin scope.';
  return describeError(err);
}

/** The sign-in screen. */
export function SignIn({ onSignedIn, themeButton }: { onSignedIn(key: string): void; themeButton: ReactNode }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = key.trim();
    if (!trimmed) return setError('Enter an API key.');
    setChecking(true);
    setError(undefined);
    try {
      await clientFor(trimmed).usage();
      onSignedIn(trimmed);
    } catch (err) {
      setError(signInError(err));
      setChecking(false);
    }
  };

  return (
    <main className="signin">
      <form onSubmit={submit} className="card" aria-labelledby="signin-title">
        <h1 id="signin-title">Pluck console</h1>
        <p className="muted">Sign in with an API key. It is kept for this browser session only.</p>
        <label>
          API key
          <input type="password" autoComplete="current-password" autoFocus value={key} onChange={(e) => setKey(e.target.value)} placeholder="pk_…" />
        </label>
        {error && (
          <div className="notice error" role="alert">
            {error}
          </div>
        )}
        <div className="row between">
          <button type="submit" className="primary" disabled={checking}>
            {checking ? 'Checking…' : 'Sign in'}
          </button>
          {themeButton}
        </div>
      </form>
    </main>
  );
}
