/**
 * The foot of a form that writes: what is wrong with the input, the server's refusal, the submit button that says
 * when it is busy, and a secret the server shows once.
 */
import { CopyButton } from './CopyButton';
import { ErrorNotice } from './States';

/** The input's problem (found before sending), the action's error, and its submit button. */
export function FormSubmit({
  action,
  label,
  busyLabel,
  problem,
}: {
  action: { running: boolean; error?: unknown };
  label: string;
  busyLabel: string;
  problem?: string;
}) {
  return (
    <>
      {problem && (
        <div className="notice error" role="alert">
          {problem}
        </div>
      )}
      {action.error !== undefined && <ErrorNotice error={action.error} />}
      <button type="submit" className="primary" disabled={action.running}>
        {action.running ? busyLabel : label}
      </button>
    </>
  );
}

/** A secret shown this once (a key's, a webhook's signing secret), with a copy button and Done, which hides it. */
export function SecretOnce({ title, what, secret, testId, onDone }: { title: string; what: string; secret: string; testId: string; onDone(): void }) {
  return (
    <div className="notice ok secret" role="status" data-testid={testId}>
      <strong>{title}</strong> Copy its {what} now: it is shown this once and cannot be recovered.
      <div className="row">
        <code className="secret-value">{secret}</code>
        <CopyButton text={secret} label="Copy secret" />
        <button type="button" className="small link" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
