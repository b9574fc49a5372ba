/**
 * Server options and their defaults, produced from the table of settings (server/settings/table.ts;
 * reference: docs/configuration.md). `optionsFromEnv` is the only place the server reads the environment.
 */
import type { ExtractorId } from './engine/extract/extractor';
import type { OptionsOf } from './settings/setting';
import { settingEntries, type SETTINGS } from './settings/table';

export type { EngineMode } from './engine/engine-options';
export { SERVER_ROLES, type ServerRole } from './settings/table';

/** Which extraction provider is the default. */
export type LlmProviderName = ExtractorId;

/** The options the table of settings declares, one per environment variable. */
export type Settings = OptionsOf<typeof SETTINGS>;

/** Everything a running server can be told: the settings, plus what only a program passes. */
export interface ServerOptions extends Settings {
  /**
   * An operator token that lives only while this server runs and is never stored (the desktop
   * app's per-launch token), so a launch leaves no lasting key behind.
   */
  sessionToken?: string;
  /**
   * Issue a new generated operator key at start, printed once, and revoke the generated ones before it
   * (`--reset-admin-key`, for an operator who lost the key printed at first start). A flag, not a setting:
   * left in the environment it would replace the key at every start.
   */
  resetAdminKey?: boolean;
  /** DNS servers (`127.0.0.1:5353`) the egress guard resolves with instead of the system resolver (tests point it at a stand-in). */
  dnsServers?: string[];
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void };
}

/** Defaults for every option. */
export function defaultOptions(): ServerOptions {
  const defaults = settingEntries().flatMap(([key, { default: d }]) => {
    if (d === undefined) return [];
    const value = typeof d === 'function' ? d() : d;
    // A fresh list per call: a caller may push to its own options.
    return [[key, Array.isArray(value) ? [...value] : value]];
  });
  return Object.fromEntries(defaults) as ServerOptions;
}

/** Fills every unset option with its default. */
export function resolveOptions(partial: Partial<ServerOptions> = {}): ServerOptions {
  const defined = Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined));
  return { ...defaultOptions(), ...defined };
}

/** Reads the options from the environment (docs/configuration.md); unset or empty variables keep the defaults. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const read = settingEntries().map(([key, { env: name, parse }]) => {
    const raw = env[name];
    return [key, raw === undefined || raw === '' ? undefined : parse.read(raw, name)];
  });
  return resolveOptions(Object.fromEntries(read));
}
