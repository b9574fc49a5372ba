/**
 * An extraction thread (extraction-threads.ts): it builds the model of a page from its HTML and reads it, away from
 * the server's event loop. An element a value was read from goes back as its place in the page's element order, which
 * the server finds in its own model of the same HTML (page-model.ts builds both alike).
 */
import { parentPort } from 'node:worker_threads';
import { elementPlaces } from '../../page/dom';
import { buildPageModel } from '../../page/page-model';
import { readPage } from './read-page';
import type { ThreadAnswer, ThreadTask } from './extraction-threads';

function answer(task: ThreadTask): ThreadAnswer {
  const page = buildPageModel(task.html, task.url);
  // Placed before reading: a reader may take boxes out of the page, which would shift the places after them.
  const places = elementPlaces(page.$.root()[0]);
  const { data, notes, traces } = readPage(page, task);
  const placed: ThreadAnswer['traces'] = {};
  for (const [pointer, { el, ...rest }] of Object.entries(traces)) placed[pointer] = { ...rest, ...(el && places.has(el) ? { place: places.get(el) } : {}) };
  return { data, notes, traces: placed };
}

parentPort!.on('message', (task: ThreadTask) => {
  try {
    parentPort!.postMessage({ reading: answer(task) });
  } catch (err) {
    parentPort!.postMessage({ failure: String((err as Error)?.stack ?? err) });
  }
});
