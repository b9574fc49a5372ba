/**
 * The settings a server runs with, as the start banner lists them: each environment variable with
 * the value in effect (default or set), secrets masked, so an operator sees what a restart picked up.
 */
import { ENV_NAMES, type ServerOptions } from './options';

/** Options that hold secrets: the banner shows only their last characters. */
const SECRETS = new Set<keyof ServerOptions>(['adminKey', 'workerToken', 'openaiApiKey', 'anthropicApiKey', 'secretKey']);

/** A secret as the banner shows it: enough of its end to tell keys apart, never the key. */
export function maskSecret(secret: string): string {
  return secret.length >= 16 ? `****${secret.slice(-4)}` : '****';
}

/** Options that are URLs which may carry a password: the banner shows them with the password masked. */
const URLS = new Set<keyof ServerOptions>(['databaseUrl', 'redisUrl']);

function maskUrlPassword(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '****';
    return url.toString();
  } catch {
    return maskSecret(raw);
  }
}

/** `NAME  value` lines of every setting, secrets masked and unset ones shown as "-". */
export function settingsBanner(options: ServerOptions): string {
  const rows = (Object.entries(ENV_NAMES) as [keyof typeof ENV_NAMES, string][]).map(([key, env]) => {
    // Lists (PLUCK_ALLOW_NETWORKS) show as the variable is written; an empty one as unset.
    const raw = options[key];
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    const shown = value === undefined || value === '' ? '-' : SECRETS.has(key)
          ? maskSecret(String(value))
          : URLS.has(key)
            ? maskUrlPassword(String(value))
            : String(value);
    return [env, shown] as const;
  });
  const width = Math.max(...rows.map(([env]) => env.length));
  return ['Settings (environment variable, value in effect):', ...rows.map(([env, shown]) => `  ${env.padEnd(width)}  ${shown}`)].join('\n');
}
