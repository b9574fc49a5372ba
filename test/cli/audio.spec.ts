/**
 * `pluck audio …` against a real server with PulseAudio, Chromium and pocketsphinx: start a
 * capture of a speaking page, follow its transcript live until the capture stops, download the
 * audio, list and read transcripts; unknown ids exit 3.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startSpeechSite, type SpeechSite } from '../support/speech-site';
import { expect, tempDir, test } from '../support/server';
import { runAgainst, spawnCli } from './run-cli';

let site: SpeechSite;
test.beforeAll(async () => {
  site = await startSpeechSite('hello world one two three four five');
});
test.afterAll(async () => {
  await site.close();
});

test('capture start, transcribe --follow, capture stop, download, transcripts list and get', async ({ server }) => {
  test.setTimeout(90_000);
  // The phrase repeats: however long the CLI takes to start following, it hears it.
  const started = await runAgainst(server, server.adminKey, ['audio', 'capture', 'start', '--url', site.speechUrl(1000, true), '--format', 'wav', '--json']);
  expect(started.code, started.stderr).toBe(0);
  const id = (started.json() as { id: string }).id;
  expect(id).toMatch(/^cap_/);

  const follow = spawnCli(['audio', 'transcribe', id, '--follow', '--server', server.url, '--key', server.adminKey]);
  // Listened for from the start: --follow may exit while the stop command below is still running.
  const exited = new Promise<number | null>((r) => follow.once('close', r));
  let out = '';
  follow.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    follow.stdout.on('data', (d: string) => {
      out += d;
      if (/three|five|world/.test(out)) resolve();
    });
    void exited.then((code) => reject(new Error(`follow exited ${code} early: ${out}`)));
    setTimeout(() => reject(new Error(`nothing heard in 45 s; --follow printed: ${out}`)), 45_000).unref();
  });
  const stopped = await runAgainst(server, server.adminKey, ['audio', 'capture', 'stop', id]);
  expect(stopped.stdout).toContain('completed');
  // The session completes with the capture: --follow gets `done` and exits 0.
  expect(await exited).toBe(0);

  const file = path.join(tempDir(), 'call.wav');
  const dl = await runAgainst(server, server.adminKey, ['audio', 'capture', 'download', id, '-o', file]);
  expect(dl.code, dl.stderr).toBe(0);
  expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('RIFF');

  // Search for a word the transcript is known to hold (pocketsphinx does not hear every word every time).
  const heard = (/three|five|world/.exec(out) as RegExpExecArray)[0];
  const list = await runAgainst(server, server.adminKey, ['audio', 'transcripts', 'list', '--q', heard, '--status', 'completed']);
  expect(list.stdout).toContain(id);
  const get = await runAgainst(server, server.adminKey, ['audio', 'transcripts', 'get', id]);
  expect(get.stdout.trim()).toBe((await server.admin.transcript(id)).text);
  const caps = await runAgainst(server, server.adminKey, ['audio', 'capture', 'list']);
  expect(caps.stdout).toMatch(new RegExp(`${id}\\s+completed`));

  const unknown = await runAgainst(server, server.adminKey, ['audio', 'capture', 'stop', 'cap_nope']);
  expect(unknown.code).toBe(3);
  const bad = await runAgainst(server, server.adminKey, ['audio', 'capture', 'start', '--rate', '96000']);
  expect(bad.code).toBe(2);
});
