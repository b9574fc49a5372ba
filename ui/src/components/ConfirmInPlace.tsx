/**
 * A destructive action in a table row: a button, then a confirmation in its place that says what
 * will happen, then the action; a failure stays beside the buttons.
 */
import { useState } from 'react';
import type { PluckClient } from '../../../server/client/index';
import { useAction } from '../api';

/** What the control says and does. */
export interface ConfirmInPlaceProps {
  /** The button, e.g. "Revoke". */
  verb: string;
  /** The button while the action runs, e.g. "Revoking…". */
  running: string;
  /** What the action is done to, for the accessible names ("Revoke ci-key"). */
  subject: string;
  /** The question, with what follows from the answer. */
  question: string;
  act(c: PluckClient): Promise<unknown>;
  onDone(): void;
}

/** The button and its in-place confirmation. */
export function ConfirmInPlace({ verb, running, subject, question, act, onDone }: ConfirmInPlaceProps) {
  const [confirming, setConfirming] = useState(false);
  const action = useAction(async (c) => {
    await act(c);
    return true;
  });
  if (!confirming) {
    return (
      <button type="button" className="small" onClick={() => setConfirming(true)} aria-label={`${verb} ${subject}`}>
        {verb}
      </button>
    );
  }
  const failure = action.error instanceof Error ? action.error.message : undefined;
  return (
    <div className="confirm" role="group" aria-label={`Confirm ${running.replace('…', '').toLowerCase()} ${subject}`}>
      <span>{question}</span>
      <div className="row">
        <button type="button" className="small danger" disabled={action.running} onClick={() => void action.run().then((done) => done && onDone())}>
          {action.running ? running : `Yes, ${verb.toLowerCase()}`}
        </button>
        <button type="button" className="small link" onClick={() => (setConfirming(false), action.reset())}>
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
