/**
 * Ad and tracker block lists for the browser path (PLUCK_BLOCK_LISTS): EasyList-syntax filter files,
 * matched per request by Ghostery's adblocker engine. `auto` takes EasyList and EasyPrivacy from
 * Debian's uBlock Origin package, which Debian keeps current with the extension; their data is
 * GPL-3+ / CC-BY-SA, read where the system installed it and never shipped with Pluck.
 * Parsing the lists takes about a second, so the parsed engine is cached in the data folder,
 * keyed by each file's path, size and modification time.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FiltersEngine, Request, type RequestType } from '@ghostery/adblocker';

/** Where Debian's `webext-ublock-origin-chromium` puts the lists uBlock Origin ships with. */
export const DEBIAN_LISTS_DIR = '/usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist';
const DEBIAN_LISTS = ['easylist.txt', 'easyprivacy.txt'].map((f) => path.join(DEBIAN_LISTS_DIR, f));

/** Decides whether one sub-request of a page is an ad or tracker. */
export interface BlockListMatcher {
  blocks(req: { url: string; type: string; pageUrl: string }): boolean;
}

/**
 * The filter files a setting names: `auto` → Debian's EasyList + EasyPrivacy when installed (none
 * otherwise), `none` → no list, else the paths given. A named file that does not exist is an error.
 */
export function resolveBlockLists(setting: readonly string[]): string[] {
  if (setting.length === 1 && setting[0] === 'none') return [];
  if (setting.length === 1 && setting[0] === 'auto') return DEBIAN_LISTS.filter((f) => existsSync(f));
  for (const f of setting) {
    if (f === 'auto' || f === 'none') throw new Error(`PLUCK_BLOCK_LISTS takes "auto", "none" or filter-list files, not "${f}" among files`);
    if (!existsSync(f)) throw new Error(`PLUCK_BLOCK_LISTS names ${f}, which does not exist`);
  }
  return [...setting];
}

// One parsed engine per set of files per process: every pool and test in it shares the work.
const loaded = new Map<string, Promise<BlockListMatcher>>();

function cacheKey(files: readonly string[]): string {
  const h = createHash('sha256');
  for (const f of files) {
    const st = statSync(f);
    h.update(`${path.resolve(f)}\0${st.size}\0${st.mtimeMs}\0`);
  }
  return h.digest('hex').slice(0, 24);
}

async function parseOrReadCache(files: readonly string[], key: string, cacheDir: string | undefined): Promise<FiltersEngine> {
  const cached = cacheDir && path.join(cacheDir, `block-lists-${key}.bin`);
  if (cached && existsSync(cached)) {
    try {
      return FiltersEngine.deserialize(new Uint8Array(await readFile(cached)));
    } catch {
      // A cache from another adblocker version is rebuilt below.
    }
  }
  const text = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
  const engine = FiltersEngine.parse(text, { loadCosmeticFilters: false, loadNetworkFilters: true });
  if (cached && cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed: a process reading the cache never sees half a file.
    const tmp = `${cached}.${process.pid}.tmp`;
    await writeFile(tmp, engine.serialize());
    await rename(tmp, cached);
  }
  return engine;
}

/** Loads (or reuses) the matcher for `files`; the parsed lists are cached under `cacheDir` when given. */
export function loadBlockLists(files: readonly string[], cacheDir?: string): Promise<BlockListMatcher> {
  const key = cacheKey(files);
  let matcher = loaded.get(key);
  if (!matcher) {
    matcher = parseOrReadCache(files, key, cacheDir).then((engine) => ({
      blocks: ({ url, type, pageUrl }) => {
        try {
          // Puppeteer calls every frame's document "document"; the page's own never comes here (browser-fetch), so it is a sub-frame.
          const t = (type === 'document' ? 'sub_frame' : type) as RequestType;
          return engine.match(Request.fromRawDetails({ url, type: t, sourceUrl: pageUrl })).match;
        } catch {
          return false;
        }
      },
    }));
    loaded.set(key, matcher);
  }
  return matcher;
}
