/**
 * Finds a Firefox binary when --binary is not given: the current folder first (a portable build
 * unpacked beside the user), then common install paths, then PATH.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['firefox', 'firefox-esr', 'camoufox', 'firefox.exe', 'camoufox.exe'];
const FOLDERS = ['.', 'firefox', 'camoufox'];
const INSTALL_PATHS = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/usr/lib/firefox-esr/firefox-esr',
  '/usr/lib/firefox/firefox',
  '/opt/firefox/firefox',
  '/snap/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
  '/Applications/Camoufox.app/Contents/MacOS/camoufox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Candidate paths in detection order (exported so the order can be shown and tested). */
export function binaryCandidates(cwd: string, pathEnv: string): string[] {
  const local = FOLDERS.flatMap((folder) => NAMES.map((name) => join(cwd, folder, name)));
  const onPath = pathEnv
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => NAMES.map((name) => join(dir, name)));
  return [...local, ...INSTALL_PATHS, ...onPath];
}

/** The first executable candidate, or an error naming where it looked. PATH comes from the caller (config is read at the edge). */
export function detectBinary(cwd: string, pathEnv: string): string {
  const found = binaryCandidates(cwd, pathEnv).find(executable);
  if (!found) throw new Error('No Firefox binary found in the current folder, common install paths or PATH; pass --binary.');
  return found;
}
