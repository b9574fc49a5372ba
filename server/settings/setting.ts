/**
 * The shape of one setting of the table (server/settings/table.ts), and the option types derived from a table.
 */
import type { Parser } from './parse';

/** Units the table's defaults are stated in. */
export const DAY = 24 * 3600;
export const MiB = 1024 * 1024;

/** How the start banner shows a setting's value: as it is, a secret's last characters only, or a URL without its password. */
export type BannerShow = 'value' | 'secret' | 'url';

/** One setting: its variable, how it is read, its default, what it means and how the start banner shows it. */
export interface Setting<T> {
  env: string;
  parse: Parser<T>;
  /** The value when the variable is unset or empty; a function when it depends on the machine (the home folder). */
  default?: NoInfer<T> | (() => NoInfer<T>);
  /** The default as the configuration reference words it, where the value alone would not say it (or there is none). */
  shownDefault?: string;
  /** What the setting does, in Markdown: the configuration reference's text. */
  description: string;
  banner: BannerShow;
}

/** A setting that always has a value. */
type Defaulted<T> = Setting<T> & { default: NoInfer<T> | (() => NoInfer<T>) };

/** Declares one setting; a default makes its option required in the derived types. */
export function setting<T>(s: Defaulted<T>): Defaulted<T>;
export function setting<T>(s: Setting<T>): Setting<T>;
export function setting<T>(s: Setting<T>): Setting<T> {
  return s;
}

type ValueOf<S> = S extends Setting<infer T> ? T : never;
type KeysWithDefault<Table> = { [K in keyof Table]: Table[K] extends { default: unknown } ? K : never }[keyof Table];

/** The options a table declares: required where the setting has a default, optional where it has none. */
export type OptionsOf<Table> = { [K in KeysWithDefault<Table>]: ValueOf<Table[K]> } & {
  [K in Exclude<keyof Table, KeysWithDefault<Table>>]?: ValueOf<Table[K]>;
};
