/**
 * A table whose rows are keyboard-navigable: Tab reaches the table, arrows/Home/End move between
 * rows, Enter opens one. Rows that open are links in spirit, so a click opens them too.
 */
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { Query } from '../api';
import { Empty, ErrorNotice, Loading } from './States';

/** One column. */
export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Extra class on header and cells (e.g. 'num' right-aligns). */
  className?: string;
}

function moveFocus(e: KeyboardEvent<HTMLTableRowElement>, open: () => void): void {
  // Keys typed in a control inside the row (a button, a link) are that control's.
  if (e.target !== e.currentTarget) return;
  const row = e.currentTarget;
  const rows = Array.from(row.parentElement?.querySelectorAll<HTMLTableRowElement>('tr[tabindex]') ?? []);
  const i = rows.indexOf(row);
  const target = {
    ArrowDown: rows[i + 1],
    ArrowUp: rows[i - 1],
    Home: rows[0],
    End: rows[rows.length - 1],
  }[e.key];
  if (target) {
    e.preventDefault();
    target.focus();
  } else if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    open();
  }
}

interface RowProps<T> {
  row: T;
  id: string;
  columns: Column<T>[];
  onOpen?(row: T): void;
}

// Memoized so that appending older pages or a live refresh re-renders only rows that changed,
// not the thousand already on screen.
const Row = memo(function Row<T>({ row, id, columns, onOpen }: RowProps<T>) {
  return (
    <tr
      data-row-id={id}
      tabIndex={onOpen ? 0 : undefined}
      className={onOpen ? 'openable' : undefined}
      onClick={onOpen && (() => onOpen(row))}
      onKeyDown={onOpen && ((e) => moveFocus(e, () => onOpen(row)))}
    >
      {columns.map((c) => (
        <td key={c.header} className={c.className}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/** A NavTable's rows and how they show. */
export interface NavTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string;
  onOpen?(row: T): void;
  testId?: string;
  /** Narrowest width the columns stay readable at; a narrower page scrolls the table sideways. */
  minWidth?: number;
}

/** Rows of `T` in columns; `onOpen` makes rows focusable and openable. */
export function NavTable<T>(props: NavTableProps<T>) {
  const { columns, rows, rowKey, onOpen } = props;
  return (
    <div className="table-wrap">
      <table aria-label={props.label} data-testid={props.testId} style={props.minWidth ? { minWidth: props.minWidth } : undefined}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={c.className}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={rowKey(r)} id={rowKey(r)} row={r} columns={columns} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A list page's table as its query answers: the error with a retry, "Loading `what`" until a first answer, `empty`
 * when the list has no items, else the items' rows.
 */
export function QueryTable<T>({
  query,
  what,
  empty,
  ...table
}: Omit<NavTableProps<T>, 'rows'> & { query: Query<{ items: T[] }>; what: string; empty: ReactNode }) {
  return (
    <>
      {query.error !== undefined && <ErrorNotice error={query.error} onRetry={query.reload} />}
      {!query.data && query.error === undefined ? (
        <Loading what={what} />
      ) : query.data?.items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        query.data && <NavTable {...table} rows={query.data.items} />
      )}
    </>
  );
}
