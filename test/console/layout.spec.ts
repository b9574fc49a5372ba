/**
 * Layout details a reader notices: a page's section headings stand clear of the table above them,
 * and a long URL breaks only after a separator, never in the middle of a word.
 */
import type { Locator } from '@playwright/test';
import { expect, shot, signIn, startConsoleServer, test } from './fixtures';

/** The character before each line break inside `el`'s text. */
function charsBeforeBreaks(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    const out: string[] = [];
    let lastTop: number | undefined;
    let last = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        const top = r.getBoundingClientRect().top;
        if (lastTop !== undefined && top > lastTop + 2) out.push(last);
        lastTop = top;
        last = text[i];
      }
    }
    return out;
  });
}

test('Logins: each section heading has room above it', async ({ signedIn: page }, info) => {
  await page.getByRole('link', { name: 'Logins' }).click();
  for (const name of ['Saved sessions', 'Login traces']) {
    const heading = page.getByRole('heading', { name, exact: true });
    await expect(heading).toBeVisible();
    const gap = await heading.evaluate((h) => h.getBoundingClientRect().top - h.previousElementSibling!.getBoundingClientRect().bottom);
    expect(gap).toBeGreaterThanOrEqual(16);
  }
  await shot(page, info, 'logins-empty');
});

test('a long monitored URL breaks after its separators, not inside a word', async ({ page }, info) => {
  const server = await startConsoleServer({ monitorMinIntervalSeconds: 1 });
  try {
    const url = `${server.url}/health?campaign=spring-clearance-newsletter-subscribers&utm_source=weekly-digest-email&ref=homepage-banner`;
    await server.admin.createMonitor({ url, prompt: 'status', interval_seconds: 3600 });
    await page.setViewportSize({ width: 800, height: 700 });
    await signIn(page, server);
    await page.getByRole('link', { name: 'Monitors' }).click();
    const cell = page.getByRole('table').getByTestId('url-text').filter({ hasText: 'campaign=' });
    await expect(cell).toBeVisible();
    await shot(page, info, 'monitors-800');
    const breaks = await charsBeforeBreaks(cell);
    expect(breaks.length).toBeGreaterThan(0);
    // After a separator or a word's hyphen: never inside a word.
    for (const c of breaks) expect('/?&#-').toContain(c);
  } finally {
    await server.close();
  }
});
