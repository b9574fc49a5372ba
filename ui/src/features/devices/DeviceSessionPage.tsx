/**
 * One leased device, as the lab's operator works with it: the live screen with touch and keys, its
 * apps, extraction from what it shows, its logcat and its shell.
 */
import { href } from '../../router';
import { AppsPanel } from './AppsPanel';
import { LiveScreen } from './LiveScreen';
import { LogcatPanel } from './LogcatPanel';
import { ScreenExtractPanel } from './ScreenExtractPanel';
import { ShellPanel } from './ShellPanel';

export function DeviceSessionPage({ sessionId }: { sessionId: string }) {
  return (
    <section>
      <p>
        <a href={href('/devices')}>← Devices</a>
      </p>
      <header className="page-head">
        <h1>
          Device session <code>{sessionId}</code>
        </h1>
      </header>
      <div className="device-layout">
        <LiveScreen sessionId={sessionId} />
        <div>
          <AppsPanel sessionId={sessionId} />
          <ScreenExtractPanel sessionId={sessionId} />
          <LogcatPanel sessionId={sessionId} />
          <ShellPanel sessionId={sessionId} />
        </div>
      </div>
    </section>
  );
}
