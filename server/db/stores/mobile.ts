/**
 * The mobile lab (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import type { Database, Sql } from '../sql';
import type { DeviceRow, MobileStore, RecordingRow, SessionRow, WorkerRow } from '../../modules/mobile/mobile.store';

type Seen = { platform: string; id: string; model: string | null; state: string };

async function syncDevices(q: Sql, source: string, workerId: string | null, seen: Seen[], at: string): Promise<void> {
  await q.run('UPDATE mobile_devices SET present = 0 WHERE source = ? AND worker_id IS NOT DISTINCT FROM ? AND present = 1', [source, workerId]);
  for (const d of seen) {
    await q.run(
      `INSERT INTO mobile_devices (platform, id, model, state, source, worker_id, present, last_seen_at)
       VALUES (@platform, @id, @model, @state, @source, @worker_id, 1, @at)
       ON CONFLICT(platform, id) DO UPDATE SET model = COALESCE(excluded.model, mobile_devices.model), state = excluded.state,
         source = excluded.source, worker_id = excluded.worker_id, present = 1, last_seen_at = excluded.last_seen_at`,
      { ...d, source, worker_id: workerId, at },
    );
  }
}

/** Creates the mobile store over the database. */
export function createMobileStore(db: Database): MobileStore {
  const params = (row: object) => row as Record<string, unknown>;
  return {
    async recordHeartbeat(w, devices) {
      await db.tx(async (q) => {
        await q.run(
          `INSERT INTO mobile_workers (id, host, addr, max_sessions, active_sessions, queue_depth, failure_rate, last_error, last_heartbeat_at, created_at)
           VALUES (@id, @host, @addr, @max_sessions, @active_sessions, @queue_depth, @failure_rate, @last_error, @last_heartbeat_at, @last_heartbeat_at)
           ON CONFLICT(id) DO UPDATE SET host = excluded.host, addr = excluded.addr, max_sessions = excluded.max_sessions,
             active_sessions = excluded.active_sessions, queue_depth = excluded.queue_depth, failure_rate = excluded.failure_rate,
             last_error = excluded.last_error, last_heartbeat_at = excluded.last_heartbeat_at`,
          params(w),
        );
        await syncDevices(q, 'worker', w.id, devices, w.last_heartbeat_at);
      });
    },
    async getWorker(id) {
      return db.one<WorkerRow>('SELECT * FROM mobile_workers WHERE id = ?', [id]);
    },
    async listWorkers() {
      return db.all<WorkerRow>('SELECT * FROM mobile_workers ORDER BY id');
    },
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
    async syncDevices(source, workerId, seen, at) {
      await db.tx((q) => syncDevices(q, source, workerId, seen, at));
    },
    async getDevice(platform, id) {
      return db.one<DeviceRow>('SELECT * FROM mobile_devices WHERE platform = ? AND id = ?', [platform, id]);
    },
    async findDevices(id) {
      return db.all<DeviceRow>('SELECT * FROM mobile_devices WHERE id = ? ORDER BY present DESC, platform', [id]);
    },
    async listDevices() {
      return db.all<DeviceRow>('SELECT * FROM mobile_devices ORDER BY platform, id');
    },
    async setDeviceMaintenance(platform, id, on, reason) {
      // Clearing maintenance is the operator's word that the device is fixed: the drain ends with it.
      const sql = on
        ? 'UPDATE mobile_devices SET maintenance = 1, maintenance_reason = ? WHERE platform = ? AND id = ?'
        : 'UPDATE mobile_devices SET maintenance = 0, maintenance_reason = ?, draining = 0, failure_streak = 0 WHERE platform = ? AND id = ?';
      return (await db.run(sql, [on ? reason : null, platform, id])) > 0;
    },
    async recordDeviceFailure(platform, id, drainAfter) {
      return db.one<DeviceRow>(
        `UPDATE mobile_devices SET failure_streak = failure_streak + 1, failed_uses = failed_uses + 1,
           draining = CASE WHEN failure_streak + 1 >= ? THEN 1 ELSE draining END
         WHERE platform = ? AND id = ? RETURNING *`,
        [drainAfter, platform, id],
      );
    },
    async recordDeviceSuccess(platform, id) {
      await db.run('UPDATE mobile_devices SET failure_streak = 0 WHERE platform = ? AND id = ? AND failure_streak > 0', [platform, id]);
    },
    async insertSession(s) {
      await db.run(
        `INSERT INTO mobile_sessions (id, tenant_id, platform, device_id, worker_id, transport, status, sticky_key, lease_seconds, expires_at, cdp_url, webkit_url, forward_port, end_reason, created_at, updated_at, released_at)
         VALUES (@id, @tenant_id, @platform, @device_id, @worker_id, @transport, @status, @sticky_key, @lease_seconds, @expires_at, @cdp_url, @webkit_url, @forward_port, @end_reason, @created_at, @updated_at, @released_at)`,
        params(s),
      );
    },
    async getSession(tenantId, id) {
      return db.one<SessionRow>('SELECT * FROM mobile_sessions WHERE id = ? AND tenant_id = ?', [id, tenantId]);
    },
    async listSessions(tenantId, limit, before) {
      if (before) {
        return db.all<SessionRow>(
          'SELECT * FROM mobile_sessions WHERE tenant_id = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?',
          [tenantId, before.created_at, before.created_at, before.id, limit],
        );
      }
      return db.all<SessionRow>('SELECT * FROM mobile_sessions WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?', [tenantId, limit]);
    },
    async attachedSessions() {
      return db.all<SessionRow>("SELECT * FROM mobile_sessions WHERE status = 'attached'");
    },
    async stickyDevice(tenantId, stickyKey) {
      return db.one<{ platform: string; device_id: string }>(
        'SELECT platform, device_id FROM mobile_sessions WHERE tenant_id = ? AND sticky_key = ? ORDER BY created_at DESC LIMIT 1',
        [tenantId, stickyKey],
      );
    },
    async renewSession(id, expiresAt, at) {
      await db.run("UPDATE mobile_sessions SET expires_at = ?, updated_at = ? WHERE id = ? AND status = 'attached'", [expiresAt, at, id]);
    },
    async endSession(id, status, reason, at) {
      const released = status === 'released' ? at : null;
      return (
        (await db.run("UPDATE mobile_sessions SET status = ?, end_reason = ?, updated_at = ?, released_at = COALESCE(?, released_at) WHERE id = ? AND status = 'attached'", [
          status,
          reason,
          at,
          released,
          id,
        ])) > 0
      );
    },
    async insertRecording(r) {
      await db.run(
        'INSERT INTO mobile_recordings (id, tenant_id, session_id, status, path, bytes, remote_id, created_at, completed_at) VALUES (@id, @tenant_id, @session_id, @status, @path, @bytes, @remote_id, @created_at, @completed_at)',
        params(r),
      );
    },
    async getRecording(tenantId, id) {
      return db.one<RecordingRow>('SELECT * FROM mobile_recordings WHERE id = ? AND tenant_id = ?', [id, tenantId]);
    },
    async activeRecording(sessionId) {
      return db.one<RecordingRow>("SELECT * FROM mobile_recordings WHERE session_id = ? AND status = 'recording'", [sessionId]);
    },
    async latestRecording(sessionId) {
      return db.one<RecordingRow>('SELECT * FROM mobile_recordings WHERE session_id = ? ORDER BY created_at DESC LIMIT 1', [sessionId]);
    },
    async completeRecording(id, status, path, bytes, at) {
      await db.run('UPDATE mobile_recordings SET status = ?, path = ?, bytes = ?, completed_at = ? WHERE id = ?', [status, path, bytes, at, id]);
    },
    async recordingsOfSession(sessionId) {
      return db.all<RecordingRow>('SELECT * FROM mobile_recordings WHERE session_id = ?', [sessionId]);
    },
    async recordingsBefore(before) {
      return db.all<RecordingRow>("SELECT * FROM mobile_recordings WHERE status != 'recording' AND completed_at < ?", [before]);
    },
    async deleteRecording(id) {
      await db.run('DELETE FROM mobile_recordings WHERE id = ?', [id]);
    },
  };
}
