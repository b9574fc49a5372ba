/**
 * What every entry in this folder is built from. It lives here, below both the entries and the list in
 * `db/migrations.ts`, so dependencies point one way: the list imports the entries, and both import this.
 */

/** One numbered migration. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** An entry, written `migration(version, name)` followed by its SQL as a template without placeholders. */
export const migration =
  (version: number, name: string) =>
  ([sql]: TemplateStringsArray): Migration => ({ version, name, sql });
