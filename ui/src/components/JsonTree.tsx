/**
 * JSON as a collapsible tree. Native <details> makes every node keyboard-operable for free.
 */

function summary(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} item${value.length === 1 ? '' : 's'}]`;
  const n = Object.keys(value as object).length;
  return `{${n} key${n === 1 ? '' : 's'}}`;
}

function Leaf({ value }: { value: unknown }) {
  if (value === null) return <span className="j-null">null</span>;
  if (typeof value === 'string') return <span className="j-str">"{value}"</span>;
  if (typeof value === 'number') return <span className="j-num">{value}</span>;
  if (typeof value === 'boolean') return <span className="j-bool">{String(value)}</span>;
  if (Array.isArray(value)) return <span className="j-meta">[]</span>;
  if (typeof value === 'object') return <span className="j-meta">{'{}'}</span>;
  return <span>{String(value)}</span>;
}

function Node({ name, value, depth }: { name?: string; value: unknown; depth: number }) {
  const label = name !== undefined && <span className="j-key">{name}: </span>;
  // Empty objects and arrays have nothing to fold: they read as leaves.
  if (value === null || typeof value !== 'object' || Object.keys(value).length === 0) {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return (
    <li>
      <details open={depth < 3}>
        <summary>
          {label}
          <span className="j-meta">{summary(value)}</span>
        </summary>
        <ul>
          {entries.map(([k, v]) => (
            <Node key={k} name={k} value={v} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A JSON value as a tree; the top three levels start open. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="json-tree" aria-label={label}>
      <Node value={value} depth={0} />
    </ul>
  );
}
