/**
 * The Transcripts page with real audio: an operator starts a capture of a speaking page, watches
 * the transcript grow live, stops it and gets a player for the retained audio; the list shows the
 * session with its preview, search and status filter narrow it. Without audio the page says so.
 */
import { startSpeechSite, type SpeechSite } from '../support/speech-site';
import { expect, shot, signIn, startConsoleServer, test } from './fixtures';

let speech: SpeechSite;
test.beforeAll(async () => {
  speech = await startSpeechSite('hello world one two three four five');
});
test.afterAll(async () => {
  await speech.close();
});

test('capture a URL, watch the transcript grow live, stop, play, find it in the list', async ({ signedIn: page }, info) => {
  test.setTimeout(90_000);
  await page.getByRole('link', { name: 'Transcripts' }).click();
  await expect(page.getByText('No transcription session yet')).toBeVisible();
  await page.getByLabel('Page to capture').fill(speech.speechUrl(2000, true));
  await page.getByRole('button', { name: 'Capture and transcribe' }).click();
  await expect(page.getByRole('heading', { name: /Transcript cap_/ })).toBeVisible();
  const transcript = page.getByTestId('transcript');
  await expect(transcript).toContainText(/three|five|world/, { timeout: 30_000 });
  await shot(page, info, 'transcript-live');
  await page.getByRole('button', { name: 'Stop capture' }).click();
  // The player comes once the server has finished the retained audio file, which on a loaded machine (CI running the other
  // suites beside it) takes longer than the default wait.
  await expect(page.getByTestId('capture-audio')).toBeVisible({ timeout: 30_000 });
  await shot(page, info, 'transcript-stopped');

  await page.getByRole('link', { name: '← Transcripts' }).click();
  const table = page.getByTestId('transcripts-table');
  await expect(table).toContainText('completed');
  await expect(table).toContainText(/three|five|world/);
  await page.getByLabel('Search').fill('zebra');
  await page.getByLabel('Search').press('Enter');
  await expect(page.getByText('No transcript matches these filters.')).toBeVisible();
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Search').press('Enter');
  await page.getByLabel('Status').selectOption('completed');
  await expect(table).toContainText('completed');
  await shot(page, info, 'transcripts-list');
});

test('without audio the page says it is not configured and how to turn it on', async ({ page }) => {
  const server = await startConsoleServer({ audio: false });
  try {
    await signIn(page, server);
    await page.getByRole('link', { name: 'Transcripts' }).click();
    const panel = page.getByTestId('capability-unavailable');
    await expect(panel).toContainText('audio_unavailable');
    for (const s of ['PLUCK_AUDIO', 'PLUCK_TRANSCRIBE_URL', 'pulseaudio pulseaudio-utils', 'pocketsphinx pocketsphinx-en-us'])
      await expect(panel.locator('dt', { hasText: s })).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
  } finally {
    await server.close();
  }
});
