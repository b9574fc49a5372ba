/**
 * Where the desktop app keeps its data (SQLite file, artifacts): the app's user-data folder, or
 * PLUCK_ELECTRON_DATA_DIR so tests and portable installs can point it elsewhere.
 */
import path from 'node:path';

/** The data folder; `userData` is Electron's app.getPath('userData'), asked only when needed. */
export function resolveDataDir(env: NodeJS.ProcessEnv, userData: () => string): string {
  const override = env.PLUCK_ELECTRON_DATA_DIR;
  return override ? path.resolve(override) : path.join(userData(), 'data');
}
