/**
 * Revoking a key from its row: a button, then a confirmation in place, then the row reads "revoked".
 */
import type { ApiKey } from '../../../../server/contract/keys';
import { ConfirmInPlace } from '../../components/ConfirmInPlace';
import { Time } from '../../components/Time';

/** The revoke cell of one key. */
export function RevokeKey({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked(): void }) {
  if (apiKey.revoked_at) {
    return (
      <span className="nowrap">
        <span className="badge bad">revoked</span> <Time iso={apiKey.revoked_at} />
      </span>
    );
  }
  return (
    <ConfirmInPlace
      verb="Revoke"
      running="Revoking…"
      subject={apiKey.name}
      question={`Revoke “${apiKey.name}”? Requests with it are refused at once.`}
      act={(c) => c.revokeKey(apiKey.id)}
      onDone={onRevoked}
    />
  );
}
