/**
 * The filter bar of the history page.
 */
import { FAILURE_FAMILIES, RETRY_CLASSES } from '../../../../server/contract/values';
import { MODE_OPTIONS, SINCE_OPTIONS, STATUS_OPTIONS, type HistoryFilter } from './history-filters';

function Select(props: { label: string; name: keyof HistoryFilter; options: [string, string][]; filter: HistoryFilter; onChange(f: HistoryFilter): void }) {
  const { label, name, options, filter, onChange } = props;
  return (
    <label>
      {label}
      <select aria-label={label} value={filter[name] ?? ''} onChange={(e) => onChange({ ...filter, [name]: e.target.value || undefined })}>
        <option value="">Any</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}

const pairs = (xs: readonly string[]): [string, string][] => xs.map((x) => [x, x.replace(/_/g, ' ')]);

/** Every filter of GET /v1/extractions. */
export function HistoryFilters({ filter, onChange }: { filter: HistoryFilter; onChange(f: HistoryFilter): void }) {
  return (
    <form className="filters" role="search" aria-label="History filters" onSubmit={(e) => e.preventDefault()}>
      <Select label="Status" name="status" options={STATUS_OPTIONS} filter={filter} onChange={onChange} />
      <Select label="Mode" name="mode" options={MODE_OPTIONS} filter={filter} onChange={onChange} />
      <Select label="Failure family" name="failure_family" options={pairs(FAILURE_FAMILIES)} filter={filter} onChange={onChange} />
      <Select label="Retry class" name="retry_class" options={pairs(RETRY_CLASSES)} filter={filter} onChange={onChange} />
      <Select label="Since" name="since_hours" options={SINCE_OPTIONS} filter={filter} onChange={onChange} />
      <label>
        Monitor
        <input
          type="text"
          placeholder="mon_…"
          defaultValue={filter.monitor_id ?? ''}
          key={filter.monitor_id ?? ''}
          onBlur={(e) => onChange({ ...filter, monitor_id: e.target.value.trim() || undefined })}
          onKeyDown={(e) => e.key === 'Enter' && onChange({ ...filter, monitor_id: e.currentTarget.value.trim() || undefined })}
        />
      </label>
      {Object.keys(filter).length > 0 && (
        <button type="button" className="link" onClick={() => onChange({})}>
          Clear filters
        </button>
      )}
    </form>
  );
}
