/**
 * The device's shell, for an admin key of the session's holder: a command, what it printed and how
 * it ended, and the commands run on this session before (every one is recorded by the server).
 */
import { useState } from 'react';
import { useAction, useQuery } from '../../api';
import { describeError } from '../../components/describe-error';

export function ShellPanel({ sessionId }: { sessionId: string }) {
  const [command, setCommand] = useState('');
  const log = useQuery((c) => c.shellCommands({ session_id: sessionId, limit: 10 }), [sessionId]);
  const run = useAction((c, cmd: string) => c.deviceShell(sessionId, { command: cmd }));
  const submit = () => {
    if (!command.trim()) return;
    void run.run(command).then(() => log.reload());
  };
  const last = run.result;
  return (
    <div className="panel">
      <div className="panel-head">
        <h3>Shell</h3>
      </div>
      <form
        className="row-actions"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          className="grow"
          aria-label="Shell command"
          placeholder="getprop ro.product.model"
          value={command}
          onChange={(e) => setCommand(e.target.value)}
        />
        <button type="submit" disabled={run.running || !command.trim()}>
          Run
        </button>
      </form>
      {run.error !== undefined && <p className="error-text">{describeError(run.error)}</p>}
      {last && (
        <>
          <pre aria-label="Shell output">{last.output || '(no output)'}</pre>
          <p className="muted" role="status">
            {last.timed_out ? 'Stopped: it ran past its timeout' : `Exit status ${last.exit_code}`}
            {last.truncated ? ' (output cut)' : ''}
          </p>
        </>
      )}
      {(log.data?.items.length ?? 0) > 0 && (
        <table aria-label="Recorded shell commands">
          <tbody>
            {log.data!.items.map((c) => (
              <tr key={c.id}>
                <td className="grow">
                  <code>{c.command}</code>
                </td>
                <td>{c.timed_out ? 'timed out' : c.error ? 'failed' : `exit ${c.exit_code}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
