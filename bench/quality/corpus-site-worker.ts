/**
 * The corpus site's server, in a worker thread of its own: a page's own requests (its scripts,
 * styles, images, answered 404) then never wait on the bench process's event loop, busy with the
 * Pluck server's extractions — as a shop's server does not.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';

const files = new Map<string, string>(workerData.pages as [string, string][]);
const server = http.createServer((req, res) => {
  const file = files.get(req.url ?? '');
  if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  const bytes = readFileSync(file);
  // No charset: the page's own <meta charset> says it, as the shop's server may not.
  res.writeHead(200, { 'content-type': 'text/html' }).end(file.endsWith('.gz') ? gunzipSync(bytes) : bytes);
});
server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.address() as AddressInfo).port));
parentPort!.on('message', () => server.close(() => parentPort!.postMessage('closed')));
