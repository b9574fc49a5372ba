/**
 * Revoking a key from its row: a button, then a confirmation in place, then the row reads "revoked".
 */
import { useState } from 'react';
import type { ApiKey } from '../../../../server/contract/keys';
import { useAction } from '../../api';
import { Time } from '../../components/Time';

/** The revoke cell of one key. */
export function RevokeKey({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked(): void }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useAction(async (c) => {
    await c.revokeKey(apiKey.id);
    return true;
  });
  if (apiKey.revoked_at) {
    return (
      <span className="nowrap">
        <span className="badge bad">revoked</span> <Time iso={apiKey.revoked_at} />
      </span>
    );
  }
  if (!confirming) {
    return (
      <button type="button" className="small" onClick={() => setConfirming(true)} aria-label={`Revoke ${apiKey.name}`}>
        Revoke
      </button>
    );
  }
  const failure = revoke.error instanceof Error ? revoke.error.message : undefined;
  return (
    <div className="confirm" role="group" aria-label={`Confirm revoking ${apiKey.name}`}>
      <span>Revoke “{apiKey.name}”? Requests with it are refused at once.</span>
      <div className="row">
        <button
          type="button"
          className="small danger"
          disabled={revoke.running}
          onClick={() => void revoke.run().then((done) => done && onRevoked())}
        >
          {revoke.running ? 'Revoking…' : 'Yes, revoke'}
        </button>
        <button type="button" className="small link" onClick={() => (setConfirming(false), revoke.reset())}>
          Keep it
        </button>
      </div>
      {failure && (
        <span className="error-text" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
