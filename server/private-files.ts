/**
 * The data folder holds results, transcripts, screenshots, credentials and keys: it is the server
 * user's alone. The folder is created 0700 (and an existing one that others may read is tightened,
 * with a warning), files 0600.
 */
import fs from 'node:fs';
import type { Logger } from './logger';

/** Mode of private folders. */
export const FOLDER_MODE = 0o700;
/** Mode of private files. */
export const FILE_MODE = 0o600;

/** Creates the data folder 0700, or tightens an existing one other users may read (logged). */
export function preparePrivateFolder(dir: string, log?: Logger): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  } catch (err) {
    throw new Error(
      `Cannot create the data folder ${dir} (${(err as Error).message}): it must be a folder this user can write to. ` +
        `Fix its permissions, or set PLUCK_DATA_DIR to a writable folder.`,
    );
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    fs.chmodSync(dir, FOLDER_MODE);
    log?.warn({ dir, was: mode.toString(8) }, `the data folder was readable by other users (mode ${mode.toString(8)}); its mode is now 700`);
  } catch (err) {
    log?.warn({ dir, err }, `the data folder is readable by other users (mode ${mode.toString(8)}) and could not be changed: chmod 700 it`);
  }
}

/** Makes `file` exist with mode 0600 (created empty when missing), tightening it when it is more open. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', FILE_MODE));
  tightenFile(file);
}

/** Sets an existing file's mode to 0600 when other users may read it; a missing file is left alone. */
export function tightenFile(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
