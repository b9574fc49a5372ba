/**
 * A device's logcat, live, with the least level and the tags to keep (the stream reopens when the
 * filter changes); the newest lines are kept, oldest dropped.
 */
import { useEffect, useState } from 'react';
import { sseBody, sseFrames } from '../../../../server/client/follow-transcript';
import type { LogcatLine, LogcatQuery } from '../../../../server/contract/mobile';
import { useSession } from '../../api';
import { describeError } from '../../components/describe-error';

/** Lines kept on screen. */
const KEEP = 300;
const LEVELS = ['V', 'D', 'I', 'W', 'E', 'F'] as const;

export function LogcatPanel({ sessionId }: { sessionId: string }) {
  const { client } = useSession();
  const [level, setLevel] = useState<NonNullable<LogcatQuery['level']>>('I');
  const [tags, setTags] = useState('');
  const [applied, setApplied] = useState('');
  const [lines, setLines] = useState<LogcatLine[]>([]);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    const stop = new AbortController();
    setLines([]);
    setError(undefined);
    void (async () => {
      const body = await sseBody(await client.sessionLogcat(sessionId, { level, ...(applied ? { tag: applied } : {}) }, stop.signal));
      for await (const f of sseFrames(body)) if (f.event === 'line') setLines((ls) => [...ls.slice(-(KEEP - 1)), JSON.parse(f.data) as LogcatLine]);
    })().catch((err) => !stop.signal.aborted && setError(err));
    return () => stop.abort();
  }, [client, sessionId, level, applied]);
  return (
    <div className="panel">
      <div className="panel-head">
        <h3>Logcat</h3>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(tags.trim());
          }}
        >
          <select aria-label="Least log level" value={level} onChange={(e) => setLevel(e.target.value as typeof level)}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l} and above
              </option>
            ))}
          </select>
          <input aria-label="Log tags" placeholder="tags, comma-separated" value={tags} onChange={(e) => setTags(e.target.value)} />
          <button type="submit">Filter</button>
        </form>
      </div>
      {error !== undefined && <p className="error-text">{describeError(error)}</p>}
      <pre className="logcat" aria-label="Logcat lines">
        {lines.map((l, i) => (
          <div key={i} className={`log-${l.level}`}>
            {l.time} {l.level} {l.tag}: {l.message}
          </div>
        ))}
      </pre>
    </div>
  );
}
