/**
 * The live screen as video (issue 36), against the adb stand-in whose `screenrecord` encodes its
 * Chromium phone live (test/support/fake-screenrecord.ts): a viewer asking for `format=h264` gets the
 * device's H.264 stream cut into decodable frames, shared, restarted when the device turns and
 * stopped when nobody looks; a device that records no video gives that viewer PNG frames.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { MobileSession } from '../../server/contract/mobile';
import { useFakeAndroidLab } from '../support/fake-android';
import { pngSize, ScreenViewer } from '../support/screen-viewer';
import { test, expect, tempDir } from '../support/server';

test.describe.configure({ mode: 'serial' });

const env = useFakeAndroidLab();

test.afterEach(async () => {
  for (const s of (await env.server.admin.mobileSessions()).items) if (s.status === 'attached') await env.server.admin.releaseMobileSession(s.id);
  await env.lab.screen.rotate(false);
  await env.lab.screen.show('home');
});

const lease = (): Promise<MobileSession> => env.server.admin.createMobileSession({ platform: 'android' });

/** Whether an H.264 access unit holds an IDR slice (NAL type 5): a keyframe a decoder may start at. */
const isKeyframe = (au: Buffer) => {
  for (let i = 0; i + 3 < au.length; i++) if (au[i] === 0 && au[i + 1] === 0 && au[i + 2] === 1 && (au[i + 3] & 0x1f) === 5) return true;
  return false;
};

/** What ffmpeg decodes from a viewer's units, in order: frames decoded, and their size. */
function decoded(units: Buffer[]): { frames: number; width: number; height: number } {
  const file = path.join(tempDir('pluck-h264-'), 'screen.h264');
  fs.writeFileSync(file, Buffer.concat(units));
  const probe = execFileSync('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=nb_read_frames,width,height',
    '-of',
    'json',
    file,
  ]);
  const st = JSON.parse(probe.toString()).streams[0];
  return { frames: Number(st.nb_read_frames), width: st.width, height: st.height };
}

test('the live screen as H.264: the device’s screenrecord relayed as decodable frames, sent when the screen changes, one stream for two viewers, restarted when the device turns, stopped when nobody looks', async () => {
  const s = await lease();
  await env.lab.screen.show('product');
  const records = () => env.lab.adb.shellLog.filter((c) => c.startsWith('screenrecord')).length;
  const records0 = records();
  const a = new ScreenViewer(env.server.admin, s.id, true, { format: 'h264' });
  await expect.poll(() => a.frames().length).toBeGreaterThanOrEqual(1);
  expect(a.messages[0]).toEqual({ type: 'hello', session_id: s.id, role: 'holder' });
  expect(a.messages[1]).toEqual({
    type: 'screen',
    width: 1080,
    height: 2400,
    rotation: 0,
    format: 'h264',
    codec: expect.stringMatching(/^avc1\.[0-9a-f]{6}$/),
  });
  expect(isKeyframe(a.frames()[0])).toBe(true);
  expect(env.lab.adb.shellLog.at(-1)).toBe('screenrecord --output-format=h264 --bit-rate 8000000 -');

  // Each item added to the cart changes the screen, and the change comes as new frames.
  for (let i = 0; i < 3; i++) {
    const before = a.frames().length;
    await env.lab.screen.page.evaluate('add()');
    await expect.poll(() => a.frames().length).toBeGreaterThan(before);
  }
  await expect.poll(() => env.lab.screen.page.$eval('#cart', (e) => e.textContent)).toBe('Cart: 3');

  // A second viewer joins mid-stream: it starts at a keyframe, from the same device stream.
  const b = new ScreenViewer(env.server.admin, s.id, false, { format: 'h264' });
  await expect.poll(() => b.frames().length).toBeGreaterThanOrEqual(1);
  expect(b.json('screen')[0]).toMatchObject({ width: 1080, height: 2400, format: 'h264' });
  expect(isKeyframe(b.frames()[0])).toBe(true);
  const b0 = b.frames().length;
  await env.lab.screen.page.evaluate('add()');
  await expect.poll(() => b.frames().length).toBeGreaterThan(b0);
  expect(records() - records0).toBe(1);
  expect(env.lab.adb.liveScreenrecords()).toBe(1);

  // Every unit is one frame of the device's size.
  await expect.poll(() => decoded(a.frames())).toEqual({ frames: a.frames().length, width: 1080, height: 2400 });
  expect(decoded(b.frames())).toEqual({ frames: b.frames().length, width: 1080, height: 2400 });

  // screenrecord stops when the device turns: the next run comes with the new size, from a keyframe.
  await env.lab.screen.rotate(true);
  await expect.poll(() => b.json('screen').at(-1)).toMatchObject({ width: 2400, height: 1080, rotation: 90, format: 'h264' });
  const turned = b.messages.indexOf(b.json('screen').at(-1)!);
  await expect.poll(() => b.messages.length).toBeGreaterThan(turned + 1);
  expect(decoded(b.messages.slice(turned + 1).filter((m): m is Buffer => Buffer.isBuffer(m)))).toMatchObject({ width: 2400, height: 1080 });
  expect(records() - records0).toBe(2);

  await a.close();
  await b.close();
  await expect.poll(() => env.lab.adb.liveScreenrecords()).toBe(0);
});

test('a viewer asking for H.264 of a device that records no video gets PNG frames', async () => {
  env.lab.adb.setScreenrecordEnd('empty');
  try {
    const s = await lease();
    const v = new ScreenViewer(env.server.admin, s.id, false, { format: 'h264' });
    await expect.poll(() => v.frames().length).toBeGreaterThanOrEqual(2);
    expect(v.json('screen')).toEqual([{ type: 'screen', width: 1080, height: 2400, rotation: 0, format: 'png' }]);
    expect(v.frames().map((f) => pngSize(f))).toContainEqual({ png: 'PNG', width: 1080, height: 2400 });
    await v.close();
  } finally {
    env.lab.adb.setScreenrecordEnd('limit');
  }
});
