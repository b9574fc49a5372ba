/**
 * The live screen socket of a session (GET /v1/mobile/sessions/{id}/screen, subprotocol pluck.v1).
 * Server → viewer: `{"type":"hello","session_id","role"}`, then for each frame a binary message (a PNG;
 * with `?format=h264` and a device that records, an H.264 access unit), preceded by
 * `{"type":"screen","width","height","rotation","format","codec"?}` whenever the size, rotation or
 * coding changed (the first unit after an h264 one is a keyframe); replies
 * `{"type":"input","action","command"}` or `{"type":"error","code","error"}` to inputs; a close with
 * the reason when the stream ends. Viewer → server: `{"type":"input", …InputRequest}` (holder only).
 */
import type WebSocket from 'ws';
import { AppError } from '../../contract/errors';
import { InputRequest, type ScreenQuery } from '../../contract/mobile';
import type { Caller } from '../../http/route';
import { validateBody } from '../../http/validate';
import type { DeviceAccess, DeviceService } from './device.service';

/** Close code of a stream the server ended (the session ended, the device failed). */
const ENDED = 4000;

function errorMessage(err: unknown) {
  const e = err instanceof AppError ? err : new AppError('internal', 'Internal error');
  return JSON.stringify({ type: 'error', ...e.toBody() });
}

/** Handles one message of a viewer. */
async function onMessage(
  device: DeviceService,
  a: DeviceAccess,
  ws: WebSocket,
  raw: WebSocket.RawData,
  binary: boolean,
  limit: () => Promise<void>,
): Promise<void> {
  try {
    // Each input is a request of the key, as POST …/input is.
    await limit();
    if (binary) throw new AppError('invalid_request', 'Send inputs as JSON text messages', { details: { field: 'message' } });
    let msg: unknown;
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      throw new AppError('invalid_request', 'A message must be JSON', { details: { field: 'message' } });
    }
    const { type, ...input } = msg as { type?: unknown };
    if (type !== 'input') throw new AppError('invalid_request', 'Unknown message type: send {"type":"input", ...}', { details: { field: 'type' } });
    validateBody(InputRequest, input);
    const done = await device.input(a, input as InputRequest);
    ws.send(JSON.stringify({ type: 'input', action: done.action, command: done.command }));
  } catch (err) {
    ws.send(errorMessage(err));
  }
}

/** Opens the screen socket of session `id` for `caller` (the checks run before the upgrade). */
export async function openScreenSocket(
  device: DeviceService,
  caller: Caller,
  id: string,
  query: ScreenQuery,
  limit: () => Promise<void>,
): Promise<(ws: WebSocket) => void> {
  const a = await device.access(caller, id);
  return (ws) => {
    ws.send(JSON.stringify({ type: 'hello', session_id: a.session.id, role: a.role }));
    const leave = device.watch(
      a,
      {
        frame(data, screen) {
          if (screen) ws.send(JSON.stringify({ type: 'screen', ...screen }));
          ws.send(data);
        },
        queued: () => ws.bufferedAmount,
        end(reason) {
          ws.close(ENDED, reason.slice(0, 120));
        },
      },
      query.format,
    );
    ws.on('message', (raw, binary) => void onMessage(device, a, ws, raw, binary, limit));
    ws.on('close', leave);
    ws.on('error', leave);
  };
}
