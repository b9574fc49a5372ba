/**
 * Cutting a live H.264 stream into access units (server/modules/mobile/annexb.ts): one unit per
 * frame however the stream is chunked, the configuration and codec of the SPS, and the last frame of
 * a change sent after the stream goes quiet rather than held for the next one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { createAccessUnitSplitter, type AccessUnit } from '../../server/modules/mobile/annexb';
import { makeScreenClip } from '../support/fake-android';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Feeds `stream` in chunks of `size` bytes, then waits for the quiet time to pass. */
async function split(stream: Buffer, size: number): Promise<AccessUnit[]> {
  const units: AccessUnit[] = [];
  const splitter = createAccessUnitSplitter((au) => units.push(au), 5);
  for (let i = 0; i < stream.length; i += size) splitter.push(stream.subarray(i, i + size));
  await sleep(50);
  splitter.close();
  return units;
}

test('a clip of 20 frames is 20 units, the first a keyframe with its SPS and PPS, however it is chunked', async () => {
  const clip = fs.readFileSync(makeScreenClip());
  for (const size of [clip.length, 4096, 7, 1]) {
    const units = await split(clip, size);
    expect(units).toHaveLength(20);
    expect(Buffer.concat(units.map((u) => u.data)).equals(clip)).toBe(true);
    expect(units[0]).toMatchObject({ key: true, codec: expect.stringMatching(/^avc1\.[0-9a-f]{6}$/) });
    // SPS (type 7) and PPS (type 8), each after a start code.
    expect([...units[0].config!].filter((_b, i, a) => i >= 3 && a[i - 1] === 1 && a[i - 2] === 0 && a[i - 3] === 0).map((b) => b & 0x1f)).toEqual([7, 8]);
    expect(units.slice(1).every((u) => !u.codec)).toBe(true);
  }
});

test('the codec string is the SPS’s profile and level as ffprobe reads them', async () => {
  const clip = fs.readFileSync(makeScreenClip());
  const probe = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=profile,level', '-of', 'json', '-f', 'h264', '-'], { input: clip }).toString(),
  ).streams[0];
  const [unit] = await split(clip, clip.length);
  const profiles: Record<string, number> = { 'Constrained Baseline': 66, Baseline: 66, Main: 77, High: 100 };
  expect(parseInt(unit.codec!.slice(5, 7), 16)).toBe(profiles[probe.profile]);
  expect(parseInt(unit.codec!.slice(-2), 16)).toBe(probe.level);
});

test('a frame is sent once the stream is quiet, not held for the next one; a tail after that is dropped', async () => {
  const clip = fs.readFileSync(makeScreenClip());
  const whole = await split(clip, clip.length);
  const units: AccessUnit[] = [];
  const splitter = createAccessUnitSplitter((au) => units.push(au), 5);
  // The first two frames, the second one's end withheld past the quiet time.
  const two = whole[0].data.length + whole[1].data.length;
  splitter.push(clip.subarray(0, two - 10));
  await sleep(30);
  expect(units.map((u) => u.data.length)).toEqual([whole[0].data.length, whole[1].data.length - 10]);
  splitter.push(clip.subarray(two - 10, two + whole[2].data.length));
  await sleep(30);
  splitter.close();
  expect(units[2].data.equals(whole[2].data)).toBe(true);
  expect(units).toHaveLength(3);
});
