/**
 * Maintenance of a device or a worker: turn it on with a reason, or clear it (which also ends a
 * device's drain).
 */
import { useState } from 'react';
import type { MaintenanceRequest } from '../../../../server/contract/mobile';
import type { PluckClient } from '../../../../server/client/index';
import { useAction } from '../../api';
import { describeError } from '../../components/describe-error';

/** The toggle for one device or worker. */
export function MaintenanceToggle(props: { label: string; on: boolean; set(c: PluckClient, req: MaintenanceRequest): Promise<unknown>; onDone(): void }) {
  const [reason, setReason] = useState('');
  const action = useAction((c, req: MaintenanceRequest) => props.set(c, req));
  const submit = async (req: MaintenanceRequest) => {
    if (await action.run(req)) props.onDone();
    setReason('');
  };
  if (props.on) {
    return (
      <button type="button" disabled={action.running} onClick={() => void submit({ enabled: false })} aria-label={`End maintenance of ${props.label}`}>
        End maintenance
      </button>
    );
  }
  return (
    <form
      className="inline-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ enabled: true, ...(reason ? { reason } : {}) });
      }}
    >
      <input
        aria-label={`Maintenance reason for ${props.label}`}
        placeholder="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={500}
      />
      <button type="submit" disabled={action.running}>
        Maintenance
      </button>
      {action.error !== undefined && <span className="error-text">{describeError(action.error)}</span>}
    </form>
  );
}
