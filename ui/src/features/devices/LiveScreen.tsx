/**
 * A leased device's live screen (the session's WebSocket): frames drawn scaled to fit the viewer,
 * turned as the device turns; for the holder, a click is a tap, a held click a long press, a drag a
 * swipe, each sent as fractions of the screen as shown, with Back/Home/Recents and a text box.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { InputRequest, ScreenInfo } from '../../../../server/contract/mobile';
import { useSession } from '../../api';

/** A press held at least this long is a long press (Android's own timeout is 500 ms). */
const LONG_PRESS_MS = 500;
/** A pointer that moved less than this share of the screen tapped rather than swiped. */
const TAP_SLOP = 0.02;

type SocketState = { status: 'connecting' | 'live' | 'ended'; role?: 'holder' | 'watcher'; reason?: string };

/** The screen socket of a session: the latest frame, the screen's size, and a send for inputs. */
function useScreenSocket(sessionId: string) {
  const { client } = useSession();
  const [frame, setFrame] = useState<string>();
  const [screen, setScreen] = useState<ScreenInfo>();
  const [state, setState] = useState<SocketState>({ status: 'connecting' });
  const [error, setError] = useState<string>();
  const [frames, setFrames] = useState(0);
  const ws = useRef<WebSocket>(undefined);
  useEffect(() => {
    const { url, protocols } = client.screenSocket(sessionId);
    const socket = new WebSocket(url, protocols);
    socket.binaryType = 'blob';
    ws.current = socket;
    let shown: string | undefined;
    socket.onmessage = (m) => {
      if (m.data instanceof Blob) {
        const next = URL.createObjectURL(m.data);
        if (shown) URL.revokeObjectURL(shown);
        shown = next;
        setFrame(next);
        setFrames((n) => n + 1);
        return;
      }
      const msg = JSON.parse(m.data as string);
      if (msg.type === 'hello') setState({ status: 'live', role: msg.role });
      else if (msg.type === 'screen') setScreen({ width: msg.width, height: msg.height, rotation: msg.rotation });
      else if (msg.type === 'error') setError(msg.error);
      else if (msg.type === 'input') setError(undefined);
    };
    socket.onclose = (e) => setState((s) => ({ ...s, status: 'ended', reason: e.reason || 'the connection closed' }));
    return () => {
      socket.close();
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [client, sessionId]);
  const send = (req: InputRequest) => ws.current?.readyState === WebSocket.OPEN && ws.current.send(JSON.stringify({ type: 'input', ...req }));
  return { frame, screen, state, error, frames, send };
}

/** The live screen and its controls. */
export function LiveScreen({ sessionId }: { sessionId: string }) {
  const { frame, screen, state, error, frames, send } = useScreenSocket(sessionId);
  const [text, setText] = useState('');
  const down = useRef<{ x: number; y: number; at: number }>(undefined);
  const holder = state.role === 'holder';
  const at = (e: PointerEvent<HTMLImageElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const onDown = (e: PointerEvent<HTMLImageElement>) => {
    e.preventDefault();
    down.current = { ...at(e), at: performance.now() };
  };
  const onUp = (e: PointerEvent<HTMLImageElement>) => {
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
        {screen && ` · ${screen.width}×${screen.height}${screen.rotation ? ' (landscape)' : ''} · ${frames} frames`}
      </p>
      <div className={`device-frame${screen?.rotation ? ' landscape' : ''}`}>
        {frame ? (
          <img src={frame} alt="Device screen" draggable={false} className={holder ? 'controllable' : undefined} onPointerDown={onDown} onPointerUp={onUp} />
        ) : (
          <div className="device-placeholder">No frame yet</div>
        )}
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
