/**
 * The apps on a leased device: launch or uninstall each, install an APK from this computer, and a
 * screenshot saved on demand. Changing the device is the holder's; a watcher sees the refusal.
 */
import type { PluckClient } from '../../../../server/client/index';
import { useAction, useQuery } from '../../api';
import { describeError } from '../../components/describe-error';
import { saveFile } from '../../components/save-file';

async function screenshot(c: PluckClient, sessionId: string): Promise<void> {
  const png = await c.sessionScreenshot(sessionId);
  saveFile(`${sessionId}-screenshot.png`, new Blob([png as BlobPart], { type: 'image/png' }));
}

export function AppsPanel({ sessionId }: { sessionId: string }) {
  const apps = useQuery((c) => c.sessionApps(sessionId), [sessionId]);
  const act = useAction(async (c, what: 'launch' | 'uninstall' | 'install' | 'screenshot', arg?: string | File) => {
    if (what === 'launch') return `Launched ${(await c.launchApp(sessionId, arg as string)).launched}`;
    if (what === 'uninstall') return `Uninstalled ${(await c.uninstallApp(sessionId, arg as string)).uninstalled}`;
    if (what === 'install') {
      const r = await c.installApp(sessionId, new Uint8Array(await (arg as File).arrayBuffer()));
      return r.installed.length ? `Installed ${r.installed.join(', ')}` : 'Installed (an update of a package already there)';
    }
    await screenshot(c, sessionId);
    return 'Screenshot saved';
  });
  const go = (what: Parameters<typeof act.run>[0], arg?: string | File) =>
    void act.run(what, arg).then((ok) => ok && what !== 'launch' && what !== 'screenshot' && apps.reload());
  return (
    <div className="panel">
      <div className="panel-head">
        <h3>Apps</h3>
        <span className="row-actions">
          <label className="button-like">
            Install APK
            <input
              type="file"
              accept=".apk,application/vnd.android.package-archive"
              aria-label="APK to install"
              hidden
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) go('install', f);
              }}
            />
          </label>
          <button type="button" disabled={act.running} onClick={() => go('screenshot')}>
            Screenshot
          </button>
        </span>
      </div>
      {act.result && (
        <p className="muted" role="status">
          {act.result}
        </p>
      )}
      {act.error !== undefined && <p className="error-text">{describeError(act.error)}</p>}
      {apps.error !== undefined && <p className="error-text">{describeError(apps.error)}</p>}
      <table aria-label="Apps">
        <tbody>
          {(apps.data?.items ?? []).map((a) => (
            <tr key={a.package}>
              <td className="grow">{a.package}</td>
              <td className="row-actions">
                <button type="button" disabled={act.running} onClick={() => go('launch', a.package)}>
                  Launch
                </button>
                <button type="button" disabled={act.running} onClick={() => go('uninstall', a.package)}>
                  Uninstall
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
