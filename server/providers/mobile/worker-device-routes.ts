/**
 * The device part of a hosted worker's control API (docs/mobile.md): the screen,
 * input, window hierarchy, logcat and packages of a device on the worker's adb, for the server's
 * live screen, control, apps and extraction of `worker_control` sessions (worker-client.ts is the
 * other side). Errors are `{"error"}` with 400 for bad input and 502 for what the device said.
 */
import type http from 'node:http';
import type { DeviceControl } from '../../engine/mobile/device-backend';
import { MAX_APK_BYTES } from '../../contract/mobile';

/** An error with the HTTP status the worker answers it with. */
export class WorkerHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function bytesOf(req: http.IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req as AsyncIterable<Buffer>) {
    size += c.length;
    if (size > max) throw new WorkerHttpError(413, `the body is larger than ${max} bytes`);
    chunks.push(c);
  }
  return Buffer.concat(chunks);
}

/** Runs a device tool; its failure is the device's (502). */
async function onDevice<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new WorkerHttpError(502, (err as Error).message);
  }
}

/**
 * Serves `/devices/{id}/{rest…}`. Resolves with a JSON body, or undefined when it wrote the answer
 * itself (a PNG, a log stream).
 */
export async function deviceRoute(
  control: DeviceControl,
  deviceId: string,
  method: string,
  rest: string[],
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<unknown> {
  const [what, pkg, action] = rest;
  if (what === 'screen' && method === 'GET') {
    const png = await onDevice(() => control.screencap(deviceId));
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(png.length) }).end(png);
    return undefined;
  }
  if (what === 'input' && method === 'POST') {
    const body = JSON.parse((await bytesOf(req, 64 * 1024)).toString('utf8') || '{}') as { args?: unknown };
    if (!Array.isArray(body.args) || !body.args.every((a) => typeof a === 'string')) throw new WorkerHttpError(400, 'args (an array of strings) is required');
    await onDevice(() => control.input(deviceId, body.args as string[]));
    return {};
  }
  if (what === 'shell' && method === 'POST') {
    const body = JSON.parse((await bytesOf(req, 64 * 1024)).toString('utf8') || '{}') as { command?: unknown; timeout_ms?: unknown };
    if (typeof body.command !== 'string' || !body.command) throw new WorkerHttpError(400, 'command (a string) is required');
    const ms = typeof body.timeout_ms === 'number' && body.timeout_ms > 0 ? Math.min(body.timeout_ms, 300_000) : 30_000;
    const command = body.command;
    return onDevice(() => control.shell(deviceId, command, ms));
  }
  if (what === 'ui' && method === 'GET') return { xml: await onDevice(() => control.uiDump(deviceId)) };
  if (what === 'logcat' && method === 'GET') {
    const log = await onDevice(() => control.logcat(deviceId, url.searchParams.getAll('spec'), (line) => res.write(`${line}\n`)));
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.flushHeaders();
    res.on('close', () => log.stop());
    await log.ended;
    res.end();
    return undefined;
  }
  if (what === 'packages' && !pkg && method === 'GET') return { items: await onDevice(() => control.packages(deviceId)) };
  if (what === 'packages' && !pkg && method === 'POST') {
    const apk = await bytesOf(req, MAX_APK_BYTES);
    await onDevice(() => control.install(deviceId, apk));
    return {};
  }
  if (what === 'packages' && pkg && !action && method === 'DELETE') {
    await onDevice(() => control.uninstall(deviceId, pkg));
    return {};
  }
  if (what === 'packages' && pkg && action === 'launch' && method === 'POST') {
    await onDevice(() => control.launch(deviceId, pkg));
    return {};
  }
  throw new WorkerHttpError(404, `no route ${method} ${url.pathname}`);
}
