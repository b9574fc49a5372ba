/**
 * The file `pluck login` writes: server URL and API key, in the user's config folder, mode 0600
 * because it holds a secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the config file holds. */
export interface CliConfig {
  url?: string;
  key?: string;
}

/** The config folder: PLUCK_CONFIG_DIR, else $XDG_CONFIG_HOME/pluck, else ~/.config/pluck. */
export function configDir(env: NodeJS.ProcessEnv): string {
  if (env.PLUCK_CONFIG_DIR) return env.PLUCK_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'pluck');
}

/** Path of the config file. */
export function configPath(env: NodeJS.ProcessEnv): string {
  return path.join(configDir(env), 'config.json');
}

/** Reads the config file; a missing file is an empty config, a corrupt one an error naming the file. */
export function readConfig(file: string): CliConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  try {
    const parsed = JSON.parse(text) as CliConfig;
    return { url: typeof parsed.url === 'string' ? parsed.url : undefined, key: typeof parsed.key === 'string' ? parsed.key : undefined };
  } catch {
    throw new Error(`The config file ${file} is not valid JSON; fix it or run "pluck login" again`);
  }
}

/** Writes the config file with mode 0600 (and its folder 0700), replacing it atomically. */
export function writeConfig(file: string, config: CliConfig): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  // Created 0600 from the start so the secret is never readable by others, even briefly.
  fs.writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

/** Removes the config file; true when there was one. */
export function removeConfig(file: string): boolean {
  try {
    fs.unlinkSync(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
