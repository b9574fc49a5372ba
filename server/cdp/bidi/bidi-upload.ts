/**
 * DOM.setFileInputFiles over BiDi's input.setFiles. Chrome takes any path and gives the page a File of
 * that name, one that fails to read when nothing is there; Firefox refuses a path it cannot open. With a
 * browser on this machine (one the proxy launched), a missing file is given as an empty file of the
 * same name, removed once set: the page sees the name, and reading the file fails, as in Chrome.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BidiClient } from './bidi-client';
import { evalError } from './bidi-errors';

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
        await writeFile(path, '');
        return path;
      }),
    );
    await bidi.send('input.setFiles', { context: frameId, element: { sharedId }, files: paths }).catch((err) => Promise.reject(evalError(err)));
  } finally {
    await Promise.all(standIns.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
