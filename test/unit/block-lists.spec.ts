/**
 * The ad/tracker block lists of the browser path: Debian's EasyList + EasyPrivacy by default,
 * other files or none by setting, and the parsed lists cached in the data folder.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEBIAN_LISTS_DIR, loadBlockLists, resolveBlockLists } from '../../server/providers/browser/block-lists';
import { extractionBlocker } from '../../server/providers/browser/request-policy';
import { tempDir } from '../support/server';

const SHOP = 'https://shop.example/p/trail-jacket';

test('auto reads Debian’s EasyList and EasyPrivacy: ad and analytics requests are skipped, the shop’s own are not', async () => {
  const files = resolveBlockLists(['auto']);
  expect(files).toEqual([path.join(DEBIAN_LISTS_DIR, 'easylist.txt'), path.join(DEBIAN_LISTS_DIR, 'easyprivacy.txt')]);
  const block = extractionBlocker(await loadBlockLists(files));
  const skipped = (url: string, type = 'script') => block({ url, type, pageUrl: SHOP });
  expect(skipped('https://www.google-analytics.com/analytics.js')).toBe(true);
  expect(skipped('https://securepubads.g.doubleclick.net/tag/js/gpt.js')).toBe(true);
  expect(skipped('https://connect.facebook.net/en_US/fbevents.js')).toBe(true);
  expect(skipped('https://www.googletagmanager.com/gtm.js?id=GTM-X1')).toBe(true);
  expect(skipped('https://shop.example/assets/app.js')).toBe(false);
  expect(skipped('https://shop.example/api/product/42', 'fetch')).toBe(false);
  expect(skipped('https://cdn.jsdelivr.net/npm/alpinejs@3/dist/cdn.min.js')).toBe(false);
  // Heavy types go whatever their host; an ad frame goes with its host.
  expect(skipped('https://shop.example/img/jacket.jpg', 'image')).toBe(true);
  expect(skipped('https://securepubads.g.doubleclick.net/pagead/ads?iu=/1/shop', 'document')).toBe(true);
  expect(skipped('https://www.youtube.com/embed/abc123', 'document')).toBe(false);
});

test('none blocks no host; named files are used as given, and one that does not exist is refused by name', async () => {
  expect(resolveBlockLists(['none'])).toEqual([]);
  expect(extractionBlocker(undefined)({ url: 'https://www.google-analytics.com/analytics.js', type: 'script', pageUrl: SHOP })).toBe(false);
  expect(() => resolveBlockLists(['/nowhere/list.txt'])).toThrow('PLUCK_BLOCK_LISTS names /nowhere/list.txt, which does not exist');
  expect(() => resolveBlockLists(['auto', '/nowhere/list.txt'])).toThrow('"auto", "none" or filter-list files');
  const dir = tempDir('pluck-lists-');
  const list = path.join(dir, 'own.txt');
  writeFileSync(list, '! a list of our own\n||beacons.example^\n/pixel.gif$image,third-party\n');
  expect(resolveBlockLists([list])).toEqual([list]);
  const cache = path.join(dir, 'cache');
  const lists = await loadBlockLists([list], cache);
  expect(lists.blocks({ url: 'https://beacons.example/b.js', type: 'script', pageUrl: SHOP })).toBe(true);
  expect(lists.blocks({ url: 'https://www.google-analytics.com/analytics.js', type: 'script', pageUrl: SHOP })).toBe(false);
  // The parsed lists are kept for the next process, named by the files' path, size and time.
  expect(readdirSync(cache)).toEqual([expect.stringMatching(/^block-lists-[0-9a-f]{24}\.bin$/)]);
});
