/**
 * Sending a file the server itself chose (an artifact, the console's page) rather than a path from
 * the request. Such a file may well live under a dot-folder (`~/.pluck`, `~/.npm/_npx/…`), which
 * `res.sendFile` refuses by default, so dot-segments are allowed here and nowhere else.
 */
import type { Response } from 'express';
import { AppError } from '../contract/errors';
import { HANDLED } from './route';

/**
 * Streams `file` with `contentType`. Resolves once it is sent; rejects with 404 `not_found`
 * (`missing` as the message) when the file is gone by the time it is read, and with the original
 * error otherwise. The content type is set only once the file opens, so an error never goes out as
 * a PNG or HTML body.
 */
export function sendStoredFile(res: Response, file: string, contentType: string, missing: string): Promise<typeof HANDLED> {
  return new Promise((resolve, reject) => {
    res.sendFile(file, { dotfiles: 'allow', headers: { 'Content-Type': contentType } }, (err?: Error & { code?: string; status?: number }) => {
      if (!err) resolve(HANDLED);
      else if (res.headersSent) reject(err);
      else if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.status === 404) reject(new AppError('not_found', missing));
      else reject(err);
    });
  });
}
