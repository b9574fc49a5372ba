/**
 * The `options` of POST /v1/extract as form fields; empty fields are left out of the request.
 */
import type { ExtractOptions } from '../../../../server/contract/extract';
import { useQuery } from '../../api';

/** The options form state: strings as typed. */
export interface OptionsState {
  paginate: boolean;
  max_pages: string;
  model: string;
  timeout: string;
  waitFor: string;
  proxy: string;
  screenshot: boolean;
}

/** Nothing set. */
export const NO_OPTIONS: OptionsState = { paginate: false, max_pages: '', model: '', timeout: '', waitFor: '', proxy: '', screenshot: false };

/** The request's options from the form; undefined when none is set. */
export function toOptions(s: OptionsState): ExtractOptions | undefined {
  const o: ExtractOptions = {};
  if (s.paginate) o.paginate = true;
  if (s.max_pages) o.max_pages = Number(s.max_pages);
  if (s.model) o.model = s.model;
  if (s.timeout) o.timeout = Number(s.timeout);
  if (s.waitFor.trim()) o.waitFor = s.waitFor.trim();
  if (s.proxy.trim()) o.proxy = s.proxy.trim();
  if (s.screenshot) o.screenshot = true;
  return Object.keys(o).length ? o : undefined;
}

/** The options fieldset. */
export function OptionsFields({ value, onChange }: { value: OptionsState; onChange(v: OptionsState): void }) {
  const providers = useQuery((c) => c.providers(), []);
  const models = (providers.data?.providers ?? []).filter((p) => p.available).flatMap((p) => p.models.map((m) => ({ provider: p.name, id: m.id })));
  const set = (patch: Partial<OptionsState>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="options">
      <legend>Options</legend>
      <label className="inline">
        <input type="checkbox" checked={value.paginate} onChange={(e) => set({ paginate: e.target.checked })} /> Follow pages
      </label>
      <label>
        Max pages
        <input type="number" min={1} max={5} value={value.max_pages} placeholder="5" onChange={(e) => set({ max_pages: e.target.value })} />
      </label>
      <label>
        Model
        <select aria-label="Model" value={value.model} onChange={(e) => set({ model: e.target.value })}>
          <option value="">Server default{providers.data ? ` (${providers.data.default_model})` : ''}</option>
          {models.map((m) => (
            <option key={`${m.provider}/${m.id}`} value={m.id}>
              {m.provider}: {m.id}
            </option>
          ))}
        </select>
      </label>
      <label>
        Timeout (s)
        <input type="number" min={1} value={value.timeout} placeholder="60" onChange={(e) => set({ timeout: e.target.value })} />
      </label>
      <label>
        Wait for
        <input type="text" value={value.waitFor} placeholder="load, networkIdle or a CSS selector" onChange={(e) => set({ waitFor: e.target.value })} />
      </label>
      <label>
        HTTP proxy
        <input type="url" value={value.proxy} placeholder="http://proxy:3128" onChange={(e) => set({ proxy: e.target.value })} />
      </label>
      <label className="inline">
        <input type="checkbox" checked={value.screenshot} onChange={(e) => set({ screenshot: e.target.checked })} /> Keep a screenshot
      </label>
    </fieldset>
  );
}
