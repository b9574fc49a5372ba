/**
 * The mobile lab (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { AFTER_CURSOR, cursorParams, insert, nothing, upsert, type Database, type Sql } from '../sql';
import type { DeviceRow, MobileStore, RecordingRow, SessionRow, ShellCommandRow, WorkerRow } from '../../modules/mobile/mobile.store';

type Seen = { platform: string; id: string; model: string | null; state: string };

async function syncDevices(q: Sql, source: string, workerId: string | null, seen: Seen[], at: string): Promise<void> {
  await q.run('UPDATE mobile_devices SET present = 0 WHERE source = ? AND worker_id IS NOT DISTINCT FROM ? AND present = 1', [source, workerId]);
  for (const d of seen) {
    const device = { platform: d.platform, id: d.id, model: d.model, state: d.state, source, worker_id: workerId, present: 1, last_seen_at: at };
    // A device that stops giving its model keeps the one it gave.
    await insert(
      q,
      'mobile_devices',
      device,
      `${upsert('platform, id', ['state', 'source', 'worker_id', 'present', 'last_seen_at'])}, model = COALESCE(excluded.model, mobile_devices.model)`,
    );
  }
}

/** Creates the mobile store over the database. */
export function createMobileStore(db: Database): MobileStore {
  return {
    async recordHeartbeat(w, devices) {
      await db.tx(async (q) => {
        const { id: _id, ...state } = w;
        await insert(q, 'mobile_workers', { ...w, created_at: w.last_heartbeat_at }, upsert('id', Object.keys(state)));
        await syncDevices(q, 'worker', w.id, devices, w.last_heartbeat_at);
      });
    },
    getWorker: (id) => db.one<WorkerRow>('SELECT * FROM mobile_workers WHERE id = ?', [id]),
    listWorkers: () => db.all<WorkerRow>('SELECT * FROM mobile_workers ORDER BY id'),
    async setWorkerMaintenance(id, on, reason) {
      return (await db.run('UPDATE mobile_workers SET maintenance = ?, maintenance_reason = ? WHERE id = ?', [on ? 1 : 0, on ? reason : null, id])) > 0;
    },
    async pruneWorkers(before) {
      return db.tx(async (q) => {
        const ids = (await q.all<{ id: string }>('DELETE FROM mobile_workers WHERE last_heartbeat_at < ? RETURNING id', [before])).map((r) => r.id);
        if (ids.length) await q.run(`DELETE FROM mobile_devices WHERE source = 'worker' AND ${db.dialect.inList('worker_id', '?')}`, [ids]);
        return ids;
      });
    },
    syncDevices: (source, workerId, seen, at) => db.tx((q) => syncDevices(q, source, workerId, seen, at)),
    getDevice: (platform, id) => db.one<DeviceRow>('SELECT * FROM mobile_devices WHERE platform = ? AND id = ?', [platform, id]),
    findDevices: (id) => db.all<DeviceRow>('SELECT * FROM mobile_devices WHERE id = ? ORDER BY present DESC, platform', [id]),
    listDevices: () => db.all<DeviceRow>('SELECT * FROM mobile_devices ORDER BY platform, id'),
    async setDeviceMaintenance(platform, id, on, reason) {
      // Clearing maintenance is the operator's word that the device is fixed: the drain ends with it.
      const sql = on
        ? 'UPDATE mobile_devices SET maintenance = 1, maintenance_reason = ? WHERE platform = ? AND id = ?'
        : 'UPDATE mobile_devices SET maintenance = 0, maintenance_reason = ?, draining = 0, failure_streak = 0 WHERE platform = ? AND id = ?';
      return (await db.run(sql, [on ? reason : null, platform, id])) > 0;
    },
    recordDeviceFailure: (platform, id, drainAfter) =>
      db.one<DeviceRow>(
        `UPDATE mobile_devices SET failure_streak = failure_streak + 1, failed_uses = failed_uses + 1,
           draining = CASE WHEN failure_streak + 1 >= ? THEN 1 ELSE draining END
         WHERE platform = ? AND id = ? RETURNING *`,
        [drainAfter, platform, id],
      ),
    recordDeviceSuccess: (platform, id) =>
      db.run('UPDATE mobile_devices SET failure_streak = 0 WHERE platform = ? AND id = ? AND failure_streak > 0', [platform, id]).then(nothing),
    insertSession: (s) => insert(db, 'mobile_sessions', s).then(nothing),
    getSession: (tenantId, id) => db.one<SessionRow>('SELECT * FROM mobile_sessions WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    async listSessions(tenantId, limit, before) {
      const after = before ? `AND ${AFTER_CURSOR}` : '';
      const sql = `SELECT * FROM mobile_sessions WHERE tenant_id = @tenantId ${after} ORDER BY created_at DESC, id DESC LIMIT @limit`;
      return db.all<SessionRow>(sql, { tenantId, limit, ...cursorParams(before) });
    },
    attachedSessions: () => db.all<SessionRow>("SELECT * FROM mobile_sessions WHERE status = 'attached'"),
    async stickyDevice(tenantId, stickyKey) {
      const sql = 'SELECT platform, device_id FROM mobile_sessions WHERE tenant_id = ? AND sticky_key = ? ORDER BY created_at DESC LIMIT 1';
      return db.one<{ platform: string; device_id: string }>(sql, [tenantId, stickyKey]);
    },
    renewSession: (id, expiresAt, at) =>
      db.run("UPDATE mobile_sessions SET expires_at = ?, updated_at = ? WHERE id = ? AND status = 'attached'", [expiresAt, at, id]).then(nothing),
    async endSession(id, status, reason, at) {
      const released = status === 'released' ? at : null;
      const sql =
        "UPDATE mobile_sessions SET status = ?, end_reason = ?, updated_at = ?, released_at = COALESCE(?, released_at) WHERE id = ? AND status = 'attached'";
      return (await db.run(sql, [status, reason, at, released, id])) > 0;
    },
    insertRecording: (r) => insert(db, 'mobile_recordings', r).then(nothing),
    getRecording: (tenantId, id) => db.one<RecordingRow>('SELECT * FROM mobile_recordings WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    activeRecording: (sessionId) => db.one<RecordingRow>("SELECT * FROM mobile_recordings WHERE session_id = ? AND status = 'recording'", [sessionId]),
    latestRecording: (sessionId) => db.one<RecordingRow>('SELECT * FROM mobile_recordings WHERE session_id = ? ORDER BY created_at DESC LIMIT 1', [sessionId]),
    completeRecording: (id, status, path, bytes, at) =>
      db.run('UPDATE mobile_recordings SET status = ?, path = ?, bytes = ?, completed_at = ? WHERE id = ?', [status, path, bytes, at, id]).then(nothing),
    recordingsOfSession: (sessionId) => db.all<RecordingRow>('SELECT * FROM mobile_recordings WHERE session_id = ?', [sessionId]),
    recordingsBefore: (before) => db.all<RecordingRow>("SELECT * FROM mobile_recordings WHERE status != 'recording' AND completed_at < ?", [before]),
    deleteRecording: (id) => db.run('DELETE FROM mobile_recordings WHERE id = ?', [id]).then(nothing),
    insertShellCommand: (row) => insert(db, 'mobile_shell_commands', row).then(nothing),
    async finishShellCommand(id, end) {
      const sql =
        'UPDATE mobile_shell_commands SET exit_code = @exit_code, output_bytes = @output_bytes, timed_out = @timed_out, error = @error, finished_at = @finished_at WHERE id = @id';
      await db.run(sql, { ...end, id });
    },
    async shellCommands(tenantId, sessionId, limit, before) {
      const where = ['tenant_id = @tenantId'];
      if (sessionId) where.push('session_id = @sessionId');
      if (before) where.push('(started_at, id) < (@cursorAt, @cursorId)');
      const sql = `SELECT * FROM mobile_shell_commands WHERE ${where.join(' AND ')} ORDER BY started_at DESC, id DESC LIMIT @limit`;
      return db.all<ShellCommandRow>(sql, { tenantId, sessionId, limit, ...cursorParams(before) });
    },
  };
}
