/**
 * A leased device's live screen (the session's WebSocket): the device's H.264 video decoded with
 * WebCodecs where this browser can, PNG frames otherwise (and after a decoding failure), drawn on a
 * canvas scaled to fit the viewer and turned as the device turns; for the holder, a click is a tap,
 * a held click a long press, a drag a swipe, each sent as fractions of the screen as shown, with
 * Back/Home/Recents and a text box.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { InputRequest, ScreenMessage } from '../../../../server/contract/mobile';
import { useSession } from '../../api';

/** A press held at least this long is a long press (Android's own timeout is 500 ms). */
const LONG_PRESS_MS = 500;
/** A pointer that moved less than this share of the screen tapped rather than swiped. */
const TAP_SLOP = 0.02;
/** The profile asked about: Constrained Baseline, what every Android encoder gives. */
const PROBE_CODEC = 'avc1.42E01E';

type SocketState = { status: 'connecting' | 'live' | 'ended'; role?: 'holder' | 'watcher'; reason?: string };
type Format = ScreenMessage['format'];

/** Whether this browser decodes H.264 (WebCodecs exists only in secure contexts, and not in every build). */
async function decodesH264(): Promise<boolean> {
  if (typeof VideoDecoder === 'undefined') return false;
  try {
    return (await VideoDecoder.isConfigSupported({ codec: PROBE_CODEC })).supported === true;
  } catch {
    return false;
  }
}

/** Draws the newest of PNG frames that may come faster than they decode. */
function pngPainter(paint: (image: ImageBitmap) => void) {
  let next: ArrayBuffer | undefined;
  let busy = false;
  return async (png: ArrayBuffer) => {
    next = png;
    if (busy) return;
    busy = true;
    while (next) {
      const data = next;
      next = undefined;
      const image = await createImageBitmap(new Blob([data], { type: 'image/png' })).catch(() => undefined);
      if (image) paint(image);
      image?.close();
    }
    busy = false;
  };
}

/** The screen socket of a session, drawn on `canvas`: the screen's size, how frames come, and a send for inputs. */
function useScreenSocket(sessionId: string, canvas: React.RefObject<HTMLCanvasElement | null>) {
  const { client } = useSession();
  const [format, setFormat] = useState<Format>();
  const [screen, setScreen] = useState<ScreenMessage>();
  const [state, setState] = useState<SocketState>({ status: 'connecting' });
  const [error, setError] = useState<string>();
  const [frames, setFrames] = useState(0);
  const ws = useRef<WebSocket>(undefined);
  useEffect(() => {
    let live = true;
    void decodesH264().then((yes) => live && setFormat((f) => f ?? (yes ? 'h264' : 'png')));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!format) return;
    const { url, protocols } = client.screenSocket(sessionId, format === 'h264' ? { format } : {});
    const socket = new WebSocket(url, protocols);
    socket.binaryType = 'arraybuffer';
    ws.current = socket;
    const paint = (image: CanvasImageSource & { width?: number; height?: number; displayWidth?: number; displayHeight?: number }) => {
      const c = canvas.current;
      if (!c) return;
      const [w, h] = [image.displayWidth ?? image.width ?? 0, image.displayHeight ?? image.height ?? 0];
      if (c.width !== w || c.height !== h) [c.width, c.height] = [w, h];
      c.getContext('2d')?.drawImage(image, 0, 0);
      setFrames((n) => n + 1);
    };
    const drawPng = pngPainter(paint);
    // The first unit after each h264 `screen` message is a keyframe with its configuration.
    let video: { decoder: VideoDecoder; key: boolean; at: number } | undefined;
    const decoder = () =>
      new VideoDecoder({
        output: (frame) => {
          paint(frame);
          frame.close();
        },
        // A stream this browser cannot decode after all: the same socket's PNG frames instead.
        error: () => setFormat('png'),
      });
    socket.onmessage = (m) => {
      if (m.data instanceof ArrayBuffer) {
        if (!video) return void drawPng(m.data);
        video.decoder.decode(new EncodedVideoChunk({ type: video.key ? 'key' : 'delta', timestamp: (video.at += 1000), data: m.data }));
        video.key = false;
        return;
      }
      const msg = JSON.parse(m.data as string);
      if (msg.type === 'hello') setState({ status: 'live', role: msg.role });
      else if (msg.type === 'screen') {
        const next = msg as ScreenMessage;
        setScreen(next);
        if (next.format === 'h264') {
          video ??= { decoder: decoder(), key: true, at: 0 };
          if (video.decoder.state === 'configured') video.decoder.reset();
          video.decoder.configure({ codec: next.codec, optimizeForLatency: true });
          video.key = true;
        } else if (video) {
          video.decoder.close();
          video = undefined;
        }
      } else if (msg.type === 'error') setError(msg.error);
      else if (msg.type === 'input') setError(undefined);
    };
    socket.onclose = (e) => setState((s) => ({ ...s, status: 'ended', reason: e.reason || 'the connection closed' }));
    return () => {
      socket.onclose = null;
      socket.close();
      if (video && video.decoder.state !== 'closed') video.decoder.close();
    };
  }, [client, sessionId, format, canvas]);
  const send = (req: InputRequest) => ws.current?.readyState === WebSocket.OPEN && ws.current.send(JSON.stringify({ type: 'input', ...req }));
  return { screen, state, error, frames, send };
}

/** The live screen and its controls. */
export function LiveScreen({ sessionId }: { sessionId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { screen, state, error, frames, send } = useScreenSocket(sessionId, canvas);
  const [text, setText] = useState('');
  const down = useRef<{ x: number; y: number; at: number }>(undefined);
  const holder = state.role === 'holder';
  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.preventDefault();
    down.current = { ...at(e), at: performance.now() };
  };
  const onUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const start = down.current;
    down.current = undefined;
    if (!start || !holder) return;
    const end = at(e);
    const held = Math.round(performance.now() - start.at);
    if (Math.hypot(end.x - start.x, end.y - start.y) < TAP_SLOP)
      send(held >= LONG_PRESS_MS ? { action: 'long_press', x: start.x, y: start.y, duration_ms: held } : { action: 'tap', x: start.x, y: start.y });
    else send({ action: 'swipe', x: start.x, y: start.y, to_x: end.x, to_y: end.y, duration_ms: Math.max(100, held) });
  };
  return (
    <div className="live-screen">
      <p className="muted" data-testid="screen-state">
        {state.status === 'connecting' && 'Connecting…'}
        {state.status === 'live' && (holder ? 'Live · you hold this session and control the device' : 'Live · watching (only the holder controls)')}
        {state.status === 'ended' && `Stream ended: ${state.reason}`}
        {screen &&
          ` · ${screen.width}×${screen.height}${screen.rotation ? ' (landscape)' : ''} · ${frames} frames (${screen.format === 'h264' ? 'H.264 video' : 'PNG'})`}
      </p>
      <div className={`device-frame${screen?.rotation ? ' landscape' : ''}`}>
        <canvas
          ref={canvas}
          role="img"
          aria-label="Device screen"
          style={frames ? undefined : { display: 'none' }}
          className={holder ? 'controllable' : undefined}
          onPointerDown={onDown}
          onPointerUp={onUp}
        />
        {!frames && <div className="device-placeholder">No frame yet</div>}
      </div>
      {holder && (
        <div className="inline-form device-keys">
          <button type="button" onClick={() => send({ action: 'key', key: 'back' })}>
            Back
          </button>
          <button type="button" onClick={() => send({ action: 'key', key: 'home' })}>
            Home
          </button>
          <button type="button" onClick={() => send({ action: 'key', key: 'recents' })}>
            Recents
          </button>
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!text) return;
              send({ action: 'text', text });
              setText('');
            }}
          >
            <input aria-label="Text to type on the device" value={text} onChange={(e) => setText(e.target.value)} placeholder="Type on the device" />
            <button type="submit">Type</button>
          </form>
        </div>
      )}
      {error && <p className="error-text">{error}</p>}
    </div>
  );
}
