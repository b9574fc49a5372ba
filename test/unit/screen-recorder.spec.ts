/**
 * The screen recorder's segment chain with a stand-in device stream: a stream that keeps ending
 * early leaves many segments, and they must still join into one video.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { test, expect } from '@playwright/test';
import { startScreenRecording } from '../../server/providers/mobile/screen-recorder';
import { makeScreenClip } from '../support/fake-android';
import { tempDir } from '../support/server';

test('hundreds of early-ended segments join into one MP4 (a concat list, not one argument per segment)', async () => {
  const clip = fs.readFileSync(makeScreenClip());
  // Long folder names make the segment paths together longer than one argument may be (128 KiB).
  const dir = path.join(tempDir('pluck-rec-'), 'a'.repeat(200), 'b'.repeat(200));
  let opened = 0;
  const rec = await startScreenRecording(
    dir,
    async () => {
      opened++;
      const s = new PassThrough();
      s.end(clip);
      return s;
    },
    'ffmpeg',
    { baseMs: 0, maxMs: 0, maxEmpty: 5 },
  );
  await expect.poll(() => opened, { timeout: 30_000 }).toBeGreaterThan(320);
  const file = path.join(tempDir('pluck-rec-out-'), 'out.mp4');
  const bytes = await rec.stop(file);
  expect(bytes).toBe(fs.statSync(file).size);
  const frames = Number(
    execFileSync('ffprobe', ['-v', 'error', '-count_packets', '-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim(),
  );
  expect(frames).toBeGreaterThan(320 * 18);
  expect(fs.existsSync(dir)).toBe(false);
});
