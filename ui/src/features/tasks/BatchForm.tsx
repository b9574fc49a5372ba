/**
 * Queue a batch: up to 100 URLs with one prompt or schema.
 */
import { useState, type FormEvent } from 'react';
import { useAction } from '../../api';
import { FormSubmit } from '../../components/FormFoot';
import { checkSchema } from '../playground/schema-check';

const MAX_URLS = 100;

/** The batch form; calls onQueued once the batch is accepted. */
export function BatchForm({ onQueued }: { onQueued(): void }) {
  const [urls, setUrls] = useState('');
  const [instruction, setInstruction] = useState('');
  const [problem, setProblem] = useState<string>();
  const queue = useAction((c, req: Parameters<typeof c.batch>[0]) => c.batch(req));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const list = urls
      .split('\n')
      .map((u) => u.trim())
      .filter(Boolean);
    if (list.length === 0) return setProblem('Enter at least one URL, one per line.');
    if (list.length > MAX_URLS) return setProblem(`A batch takes at most ${MAX_URLS} URLs; this has ${list.length}.`);
    if (!instruction.trim()) return setProblem('Enter a prompt, or a JSON Schema starting with {.');
    // Text starting with "{" is a schema; anything else is a prompt.
    const asSchema = instruction.trim().startsWith('{') ? checkSchema(instruction) : undefined;
    if (asSchema && !asSchema.ok) return setProblem(asSchema.problem);
    setProblem(undefined);
    const res = await queue.run({ urls: list, ...(asSchema?.ok ? { schema: asSchema.schema } : { prompt: instruction.trim() }) });
    if (!res) return;
    onQueued();
    setUrls('');
  };

  return (
    <form className="panel" onSubmit={submit} aria-label="Queue a batch">
      <h2>Queue a batch</h2>
      <label>
        URLs, one per line (at most {MAX_URLS})
        <textarea rows={4} value={urls} onChange={(e) => setUrls(e.target.value)} spellCheck={false} />
      </label>
      <label>
        Prompt or JSON Schema
        <textarea rows={3} value={instruction} onChange={(e) => setInstruction(e.target.value)} spellCheck={false} />
      </label>
      <FormSubmit action={queue} label="Queue batch" busyLabel="Queueing…" problem={problem} />
    </form>
  );
}
