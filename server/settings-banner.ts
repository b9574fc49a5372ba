/**
 * The settings a server runs with, as the start banner lists them: each environment variable with
 * the value in effect (default or set), secrets masked, so an operator sees what a restart picked up.
 */
import type { ServerOptions } from './options';
import type { BannerShow } from './settings/setting';
import { settingEntries } from './settings/table';

/** A secret as the banner shows it: enough of its end to tell keys apart, never the key. */
export function maskSecret(secret: string): string {
  return secret.length >= 16 ? `****${secret.slice(-4)}` : '****';
}

function maskUrlPassword(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '****';
    return url.toString();
  } catch {
    return maskSecret(raw);
  }
}

const SHOW: Record<BannerShow, (value: string) => string> = { value: (v) => v, secret: maskSecret, url: maskUrlPassword };

/** `NAME  value` lines of every setting, secrets masked and unset ones shown as "-". */
export function settingsBanner(options: ServerOptions): string {
  const rows = settingEntries().map(([key, { env, banner }]) => {
    // Lists (PLUCK_ALLOW_NETWORKS) show as the variable is written; an empty one as unset.
    const raw = options[key];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    return [env, value === undefined || value === '' ? '-' : SHOW[banner](String(value))] as const;
  });
  const width = Math.max(...rows.map(([env]) => env.length));
  return ['Settings (environment variable, value in effect):', ...rows.map(([env, shown]) => `  ${env.padEnd(width)}  ${shown}`)].join('\n');
}
