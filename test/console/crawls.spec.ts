/**
 * The Crawls page: start a crawl from the form, its progress in the list, each page's status
 * (read, skipped by robots.txt) and the markdown of a page.
 */
import { startCrawlSite, type CrawlSite } from '../support/crawl-site';
import { expect, shot, test } from './fixtures';

let site: CrawlSite;
test.beforeAll(async () => (site = await startCrawlSite()));
test.afterAll(() => site?.close());

test('start a crawl, follow its progress, read the markdown of a page', async ({ signedIn: page, server }, info) => {
  await page.getByRole('link', { name: 'Crawls' }).click();
  await expect(page.getByText('No crawls yet')).toBeVisible();
  const form = page.getByRole('form', { name: 'Start a crawl' });
  await form.getByLabel('Start URL').fill(`${site.url}/`);
  await form.getByLabel('Page limit').fill('50');
  await form.getByRole('button', { name: 'Start crawl' }).click();

  await expect(page.getByRole('heading', { name: /^Crawl crw_/ })).toBeVisible();
  await expect(page.locator('.facts')).toContainText('completed', { timeout: 30_000 });
  await expect(page.locator('.facts')).toContainText('7 / 7 pages');
  const pages = page.getByTestId('crawl-pages-table');
  await expect(pages.locator('tbody tr')).toHaveCount(7);
  await pages.locator('tbody tr', { hasText: `${new URL(site.url).host}/about` }).click();
  await expect(page.getByLabel('Markdown of the page')).toContainText('The About page of the crawl site');
  await shot(page, info, 'crawl-detail');

  // A crawl that ignores robots.txt also takes the private section; the list shows both crawls.
  await server.admin.crawl({ url: site.url, respect_robots: false, sitemap: 'skip', max_depth: 1 });
  await page.getByRole('link', { name: 'Crawls' }).click();
  const table = page.getByTestId('crawls-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').first()).toContainText('completed', { timeout: 30_000 });
  await expect(table.locator('tbody tr').nth(1)).toContainText('7 / 7 pages');
  await shot(page, info, 'crawls-list');
});
