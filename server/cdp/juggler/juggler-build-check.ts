/**
 * Tells a Juggler build (Playwright's patched Firefox) from stock Firefox before launching it:
 * stock Firefox ignores -juggler-pipe and would just sit there, so fail fast and say why.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Juggler ships as chrome/juggler/… entries; zip entry names are stored uncompressed. */
const JUGGLER_ENTRY = /juggler\/(content|protocol)\/|\/Juggler\.js/;

/** 'stock' when the install's omni.ja files exist and hold no Juggler; 'unknown' when there is nothing to inspect. */
export function jugglerBuildKind(binary: string): 'juggler' | 'stock' | 'unknown' {
  let dir: string;
  try {
    dir = dirname(realpathSync(binary));
  } catch {
    return 'unknown';
  }
  const archives = [join(dir, 'omni.ja'), join(dir, 'browser', 'omni.ja')].filter((p) => existsSync(p));
  if (!archives.length) return 'unknown';
  return archives.some((p) => JUGGLER_ENTRY.test(readFileSync(p).toString('latin1'))) ? 'juggler' : 'stock';
}
