/**
 * The one query layer every store is written against: SQL text with `?` and `@name` placeholders,
 * run by `one`/`all`/`run`, and transactions. SQLite (`db/sqlite/`) and PostgreSQL (`db/postgres/`)
 * each implement it; what truly differs between them is a fragment of their `Dialect`, named here once
 * (docs/storage.md).
 */

/** Parameters: positional for `?`, by name for `@name`. An array value is a list (see `Dialect.inList`). */
export type Params = readonly unknown[] | Record<string, unknown>;

/** What a store runs statements with: the database, or one transaction's connection. */
export interface Sql {
  /** The first row, if any. */
  one<T>(sql: string, params?: Params): Promise<T | undefined>;
  all<T>(sql: string, params?: Params): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: Params): Promise<number>;
  /** Runs statements without parameters, several at once (migrations). */
  exec(sql: string): Promise<void>;
}

/** The SQL that is not the same in both databases: one fragment each. */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /** `expr` is one of the list parameter `param` (bound as an array). */
  inList(expr: string, param: string): string;
  /** The elements of the JSON array of strings in column `column`, as a one-column SELECT. */
  jsonStrings(column: string): string;
  /** The text at key `key` of the JSON object in column `column`. */
  jsonText(column: string, key: string): string;
  /** Locks the rows a SELECT reads until the transaction ends (a no-op where a transaction holds the whole database). */
  readonly forUpdate: string;
  /** As forUpdate, passing over rows another transaction holds: concurrent claims take different rows. */
  readonly skipLocked: string;
  /** Serializes the transactions of all processes that take `key`, until this transaction ends. */
  lock(q: Sql, key: string): Promise<void>;
  /** A migration's text in this database's column types (migrations are written once, in `db/migrations.ts`). */
  migration(sql: string): string;
}

/** The database handle stores receive. */
export interface Database extends Sql {
  readonly dialect: Dialect;
  /** Runs fn in one transaction; rolls back when it throws. Statements inside go through `q`, never the database. */
  tx<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  /** Why the database cannot serve right now (damaged, unreachable); undefined when it can. For /health. */
  probe(): Promise<string | undefined>;
  /** Releases the connection; idempotent. */
  close(): Promise<void>;
}

/**
 * Rewrites `?` and `@name` outside string literals with `placeholder` (given the 1-based number of the
 * value), returning the SQL and its values in order; undefined values are null. `reuse`: a name given
 * twice is one value (`$n`), or each occurrence is its own (`?`). Texts are rewritten once, then cached.
 */
export function placeholders(placeholder: (n: number) => string, reuse: boolean) {
  // Per SQL text: the driver's text, and per placeholder in order the positional index or the name that fills it.
  const cache = new Map<string, { text: string; slots: (number | string)[] }>();
  const rewrite = (sql: string) => {
    const slots: (number | string)[] = [];
    const named = new Map<string, number>();
    let positional = 0;
    const text = sql.replace(/'(?:[^']|'')*'|\?|@([A-Za-z_]\w*)/g, (match, name: string | undefined) => {
      if (match.startsWith("'")) return match;
      if (name !== undefined && reuse && named.has(name)) return placeholder(named.get(name)!);
      slots.push(name ?? positional++);
      if (name !== undefined) named.set(name, slots.length);
      return placeholder(slots.length);
    });
    return { text, slots };
  };
  return (sql: string, params: Params = []): { text: string; values: unknown[] } => {
    let r = cache.get(sql);
    if (!r) cache.set(sql, (r = rewrite(sql)));
    const values = r.slots.map((slot) => (params as Record<string | number, unknown>)[slot] ?? null);
    return { text: r.text, values };
  };
}

/** Ends a write whose caller wants no answer (`q.run(…).then(nothing)`): the stores' writes resolve to nothing. */
export const nothing = (): void => undefined;

/** Rows after the cursor of a newest-first list (`ORDER BY created_at DESC, id DESC`); parameters from `cursorParams`. */
export const AFTER_CURSOR = '(created_at, id) < (@cursorAt, @cursorId)';

/** The parameters of AFTER_CURSOR. */
export function cursorParams(before: { created_at: string; id: string } | undefined): { cursorAt?: string; cursorId?: string } {
  return { cursorAt: before?.created_at, cursorId: before?.id };
}

/** The LIKE pattern (with `ESCAPE '\'`) of text holding `words` as typed: `%` and `_` in them are not wildcards. */
export function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Inserts `row` into `table`, its keys naming the columns; `tail` follows (an ON CONFLICT clause). Rows changed. */
export function insert(q: Sql, table: string, row: object, tail = ''): Promise<number> {
  const columns = Object.keys(row);
  return q.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')}) ${tail}`, row as Record<string, unknown>);
}

/** The ON CONFLICT clause of an insert that, on a row with the same `key`, sets `columns` to what the insert brought. */
export function upsert(key: string, columns: readonly string[]): string {
  return `ON CONFLICT (${key}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`;
}
