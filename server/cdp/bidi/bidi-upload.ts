/**
 * DOM.setFileInputFiles over BiDi's input.setFiles. Chrome takes any path and gives the page a File of
 * that name, one that fails to read when nothing is there; Firefox refuses a path it cannot open. With a
 * browser on this machine (one the proxy launched), a missing file is given as a stand-in of the same
 * name, removed once set: the page sees the name, and reading the file fails, as in Chrome.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BidiClient } from './bidi-client';
import { evalError } from './bidi-errors';

/**
 * A file of size 0 that exists and that nobody, root included, can read: a write-only kernel setting.
 * Firefox fires the input's events before input.setFiles answers, so a page can read the File before
 * the stand-in is removed; pointing the stand-in here makes that read fail too (NotFoundError, as Chrome's).
 */
const UNREADABLE = '/proc/sys/vm/drop_caches';

/** Sets the files of the file input with this sharedId in `frameId`; `local` when Firefox runs on this machine. */
export async function setInputFiles(bidi: BidiClient, frameId: string, sharedId: string, files: string[], local: boolean): Promise<void> {
  const standIns: string[] = [];
  try {
    const paths = await Promise.all(
      files.map(async (file) => {
        if (!local || existsSync(file)) return file;
        const dir = await mkdtemp(join(tmpdir(), 'pluck-missing-upload-'));
        standIns.push(dir);
        const path = join(dir, basename(file));
        // Elsewhere than Linux an empty file: reading it fails only once it is removed.
        await (existsSync(UNREADABLE) ? symlink(UNREADABLE, path) : writeFile(path, ''));
        return path;
      }),
    );
    await bidi.send('input.setFiles', { context: frameId, element: { sharedId }, files: paths }).catch((err) => Promise.reject(evalError(err)));
  } finally {
    await Promise.all(standIns.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
