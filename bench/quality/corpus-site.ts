/**
 * A loopback static server for saved pages: each page answers at its original URL's path and query
 * (so what a URL says — /dp/<ASIN>, ?childSku= — reaches the extractor as it would on the shop),
 * everything else (the pages' scripts, images, styles) is a 404 at once. It runs in a worker thread
 * (corpus-site-worker.ts).
 */
import { once } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** A page to serve: its original URL and its file (gzipped when it ends in .gz). */
export interface SavedPage {
  url: string;
  file: string;
}

/** A running site: the loopback URL of each saved page, by its original URL. */
export interface CorpusSite {
  urlOf(original: string): string;
  close(): Promise<void>;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Serves `pages` on 127.0.0.1; paths must be distinct. */
export async function startCorpusSite(pages: SavedPage[]): Promise<CorpusSite> {
  const worker = new Worker(join(__dirname, 'corpus-site-worker.js'), { workerData: { pages: pages.map((p) => [pathOf(p.url), p.file]) } });
  const [port] = (await once(worker, 'message')) as [number];
  const base = `http://127.0.0.1:${port}`;
  return {
    urlOf: (original) => {
      const u = new URL(original);
      return `${base}${u.pathname}${u.search}${u.hash}`;
    },
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'message');
      await worker.terminate();
    },
  };
}
