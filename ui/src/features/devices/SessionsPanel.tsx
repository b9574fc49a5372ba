/**
 * The operator's sessions: lease a free device, watch leases count down, release, record and
 * download recordings.
 */
import { useEffect, useState } from 'react';
import type { MobileDevice, MobileSession } from '../../../../server/contract/mobile';
import type { PluckClient } from '../../../../server/client/index';
import { useAction, useQuery } from '../../api';
import { describeError } from '../../components/describe-error';
import { saveFile } from '../../components/save-file';
import { NavTable, type Column } from '../../components/NavTable';
import { Empty } from '../../components/States';
import { StatusBadge } from '../../components/StatusBadge';
import { UrlText } from '../../components/UrlText';
import { href } from '../../router';

/** Seconds left until `iso`, ticking each second. */
function Countdown({ iso }: { iso: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.round((Date.parse(iso) - now) / 1000));
  return <span data-testid="lease-left">{left >= 60 ? `${Math.floor(left / 60)} min ${left % 60} s` : `${left} s`}</span>;
}

async function download(c: PluckClient, recordingId: string): Promise<void> {
  const bytes = await c.recordingContent(recordingId);
  saveFile(`${recordingId}.mp4`, new Blob([bytes as BlobPart], { type: 'video/mp4' }));
}

function Actions({ s, onChange }: { s: MobileSession; onChange(): void }) {
  const act = useAction(async (c, what: 'release' | 'start' | 'stop' | 'download' | 'renew') => {
    if (what === 'release') await c.releaseMobileSession(s.id);
    else if (what === 'renew') await c.renewMobileSession(s.id);
    else if (what === 'start') await c.startRecording(s.id);
    else if (what === 'stop') await c.stopRecording(s.id);
    else if (s.recording) await download(c, s.recording.id);
    return true;
  });
  const go = (what: Parameters<typeof act.run>[0]) => void act.run(what).then((ok) => ok && onChange());
  const recording = s.recording?.status === 'recording';
  return (
    <span className="row-actions">
      {s.status === 'attached' && (
        <>
          {s.capabilities.screen && (
            <a className="button-like" href={href(`/devices/${s.id}`)}>
              Screen
            </a>
          )}
          <button type="button" disabled={act.running} onClick={() => go('renew')}>
            Renew
          </button>
          {s.capabilities.recording && (
            <button type="button" disabled={act.running} onClick={() => go(recording ? 'stop' : 'start')}>
              {recording ? 'Stop recording' : 'Record'}
            </button>
          )}
          {s.recording?.status === 'completed' && (
            <button type="button" disabled={act.running} onClick={() => go('download')}>
              Download recording
            </button>
          )}
          <button type="button" disabled={act.running} onClick={() => go('release')}>
            Release
          </button>
        </>
      )}
      {act.error !== undefined && <span className="error-text">{describeError(act.error)}</span>}
    </span>
  );
}

/** Sessions of the signed-in tenant, and a form to lease a device. */
export function SessionsPanel({ devices, onChange }: { devices: MobileDevice[]; onChange(): void }) {
  const sessions = useQuery((c) => c.mobileSessions({ limit: 20 }), [], 2000);
  const [device, setDevice] = useState('');
  const lease = useAction((c, deviceId: string) =>
    c.createMobileSession(deviceId.startsWith('platform:') ? { platform: deviceId.slice(9) as 'android' | 'ios' } : { device_id: deviceId }),
  );
  const changed = () => {
    sessions.reload();
    onChange();
  };
  const columns: Column<MobileSession>[] = [
    { header: 'Session', cell: (s) => s.id },
    { header: 'Device', cell: (s) => `${s.platform}/${s.device_id}`, className: 'grow' },
    { header: 'Transport', cell: (s) => s.transport },
    { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
    { header: 'Lease', cell: (s) => (s.status === 'attached' ? <Countdown iso={s.expires_at} /> : '—'), className: 'nowrap' },
    { header: 'Endpoint', cell: (s) => ((s.cdp_url ?? s.webkit_url) ? <UrlText url={(s.cdp_url ?? s.webkit_url)!} /> : '—') },
    { header: '', cell: (s) => <Actions s={s} onChange={changed} /> },
  ];
  return (
    <>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void lease.run(device || 'platform:android').then((s) => s && changed());
        }}
      >
        <select aria-label="Device to lease" value={device} onChange={(e) => setDevice(e.target.value)}>
          <option value="">any free Android device</option>
          <option value="platform:ios">any free iOS device</option>
          {devices.map((d) => (
            <option key={`${d.platform}/${d.id}`} value={d.id}>
              {d.platform}/{d.id}
            </option>
          ))}
        </select>
        <button type="submit" disabled={lease.running}>
          Lease
        </button>
        {lease.error !== undefined && <span className="error-text">{describeError(lease.error)}</span>}
      </form>
      {sessions.data && sessions.data.items.length ? (
        <NavTable label="Sessions" columns={columns} rows={sessions.data.items} rowKey={(s) => s.id} />
      ) : (
        <Empty>No session yet.</Empty>
      )}
    </>
  );
}
