/**
 * A list page for a capability that may not be configured (mobile, audio): the list when the API
 * has it, the API's own "not configured" answer when it does not — never invented rows.
 */
import type { ReactNode } from 'react';
import type { List } from '../../../server/contract/common';
import { useQuery } from '../api';
import { NavTable, type Column } from './NavTable';
import { Empty, ErrorNotice, Loading } from './States';
import { Unavailable, isUnavailable } from './Unavailable';

/** A row as these routes return it: fields beyond the spec's are not fixed, so rows stay loose. */
export type LooseRow = Record<string, unknown>;

/** Renders a loose field for a cell. */
export function cellText(v: unknown): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The list at `path`, or why there is none. */
export function CapabilityList(props: {
  title: string;
  path: string;
  what: string;
  /** How to turn the capability on, shown when the server says it is not configured. */
  setup: ReactNode;
  empty: string;
  columns: Column<LooseRow>[];
  rowKey(r: LooseRow): string;
}) {
  const list = useQuery((c) => c.call<List<LooseRow>>('GET', props.path), [props.path], 5000);
  let body;
  if (isUnavailable(list.error)) body = <Unavailable what={props.what} error={list.error} setup={props.setup} />;
  else if (list.error !== undefined && !list.data) body = <ErrorNotice error={list.error} onRetry={list.reload} />;
  else if (!list.data) body = <Loading what={props.title.toLowerCase()} />;
  else if (list.data.items.length === 0) body = <Empty>{props.empty}</Empty>;
  else body = <NavTable label={props.title} columns={props.columns} rows={list.data.items} rowKey={props.rowKey} />;
  return (
    <section>
      <header className="page-head">
        <h1>{props.title}</h1>
      </header>
      {body}
    </section>
  );
}
