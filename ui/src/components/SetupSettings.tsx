/**
 * What an operator sets to turn a capability on, and what tunes it: names an operator can copy,
 * each with what it does and its default.
 */
import type { ReactNode } from 'react';

/** One setting (an environment variable) or package. */
export interface Setting {
  name: string;
  what: ReactNode;
}

function SettingList({ title, settings }: { title: string; settings: Setting[] }) {
  return (
    <>
      <h3 className="setup-title">{title}</h3>
      <dl className="setup-list">
        {settings.map((s) => (
          <div key={s.name}>
            <dt>
              <code>{s.name}</code>
            </dt>
            <dd>{s.what}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The settings that turn a capability on, then the optional ones that tune it. */
export function SetupSettings({ enable, tune }: { enable: Setting[]; tune?: Setting[] }) {
  return (
    <div className="setup" data-testid="setup-settings">
      <SettingList title="To turn it on" settings={enable} />
      {tune && tune.length > 0 && <SettingList title="To tune it (optional)" settings={tune} />}
      <p className="muted">Settings are environment variables of the server: set them, then restart it.</p>
    </div>
  );
}
