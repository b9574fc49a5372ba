/**
 * Create a monitor: page, prompt, interval, optional run cap and webhook. The webhook secret is
 * shown once, with a copy button.
 */
import { useState, type FormEvent } from 'react';
import type { MonitorCreateRequest } from '../../../../server/contract/monitors';
import { useAction } from '../../api';
import { FormSubmit, SecretOnce } from '../../components/FormFoot';
import { UNITS } from './interval';

/** The create form and the once-only webhook secret. */
export function CreateMonitorForm({ onCreated }: { onCreated(): void }) {
  const [url, setUrl] = useState('');
  const [prompt, setPrompt] = useState('');
  const [every, setEvery] = useState('1');
  const [unit, setUnit] = useState<keyof typeof UNITS>('hours');
  const [maxRuns, setMaxRuns] = useState('');
  const [webhook, setWebhook] = useState('');
  const create = useAction((c, req: MonitorCreateRequest) => c.createMonitor(req));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const created = await create.run({
      url: url.trim(),
      prompt: prompt.trim(),
      interval_seconds: Math.round(Number(every) * UNITS[unit]),
      ...(maxRuns.trim() ? { max_runs: Number(maxRuns) } : {}),
      ...(webhook.trim() ? { webhook_url: webhook.trim() } : {}),
    });
    if (created) {
      setUrl('');
      setPrompt('');
      onCreated();
    }
  };

  return (
    <form className="panel" onSubmit={submit} aria-label="Create a monitor">
      <h2>Watch a page</h2>
      <div className="row wrap">
        <label>
          Page URL
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://shop.example/widget" />
        </label>
        <label>
          What to extract
          <input type="text" required value={prompt} onChange={(e) => setPrompt(e.target.value)} placeholder="the price and stock" />
        </label>
      </div>
      <div className="row wrap">
        <label>
          Every
          <span className="row" style={{ flexWrap: 'nowrap' }}>
            <input type="number" min={1} required value={every} onChange={(e) => setEvery(e.target.value)} aria-label="Interval" style={{ width: 90 }} />
            <select value={unit} onChange={(e) => setUnit(e.target.value as keyof typeof UNITS)} aria-label="Interval unit" style={{ width: 'auto' }}>
              {Object.keys(UNITS).map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          </span>
        </label>
        <label>
          Max runs (optional)
          <input type="number" min={1} value={maxRuns} onChange={(e) => setMaxRuns(e.target.value)} placeholder="unlimited" />
        </label>
        <label>
          Webhook URL (optional)
          <input type="url" value={webhook} onChange={(e) => setWebhook(e.target.value)} placeholder="https://hooks.example/pluck" />
        </label>
      </div>
      <FormSubmit action={create} label="Create monitor" busyLabel="Creating…" />
      {create.result?.webhook_secret && (
        <SecretOnce
          title="Monitor created."
          what="webhook signing secret"
          secret={create.result.webhook_secret}
          testId="webhook-secret"
          onDone={create.reset}
        />
      )}
    </form>
  );
}
