/**
 * The mobile lab in SQLite.
 */
import type { Database } from '../database';
import type { DeviceRow, MobileStore, RecordingRow, SessionRow, WorkerRow } from '../../modules/mobile/mobile.store';

/** Creates the mobile store over a SQLite database. */
export function createSqliteMobileStore(db: Database): MobileStore {
  const upsertWorker = db.prepare(`
    INSERT INTO mobile_workers (id, host, addr, max_sessions, active_sessions, queue_depth, failure_rate, last_error, last_heartbeat_at, created_at)
    VALUES (@id, @host, @addr, @max_sessions, @active_sessions, @queue_depth, @failure_rate, @last_error, @last_heartbeat_at, @last_heartbeat_at)
    ON CONFLICT(id) DO UPDATE SET host = excluded.host, addr = excluded.addr, max_sessions = excluded.max_sessions,
      active_sessions = excluded.active_sessions, queue_depth = excluded.queue_depth, failure_rate = excluded.failure_rate,
      last_error = excluded.last_error, last_heartbeat_at = excluded.last_heartbeat_at`);
  const upsertDevice = db.prepare(`
    INSERT INTO mobile_devices (platform, id, model, state, source, worker_id, present, last_seen_at)
    VALUES (@platform, @id, @model, @state, @source, @worker_id, 1, @at)
    ON CONFLICT(platform, id) DO UPDATE SET model = COALESCE(excluded.model, mobile_devices.model), state = excluded.state,
      source = excluded.source, worker_id = excluded.worker_id, present = 1, last_seen_at = excluded.last_seen_at`);
  const absentOfSource = db.prepare(`UPDATE mobile_devices SET present = 0 WHERE source = ? AND worker_id IS ? AND present = 1`);
  const syncDevices = (source: string, workerId: string | null, seen: { platform: string; id: string; model: string | null; state: string }[], at: string) => db.transaction(() => {
    absentOfSource.run(source, workerId);
    for (const d of seen) upsertDevice.run({ ...d, source, worker_id: workerId, at });
  });
  const pruneWorkers = (before: string) => db.transaction(() => {
    const ids = (db.prepare('SELECT id FROM mobile_workers WHERE last_heartbeat_at < ?').all(before) as { id: string }[]).map((r) => r.id);
    for (const id of ids) {
      db.prepare("DELETE FROM mobile_devices WHERE source = 'worker' AND worker_id = ?").run(id);
      db.prepare('DELETE FROM mobile_workers WHERE id = ?').run(id);
    }
    return ids;
  });
  const recordFailure = (platform: string, id: string, drainAfter: number) => db.transaction(() => {
    db.prepare(
      'UPDATE mobile_devices SET failure_streak = failure_streak + 1, failed_uses = failed_uses + 1, draining = CASE WHEN failure_streak + 1 >= ? THEN 1 ELSE draining END WHERE platform = ? AND id = ?',
    ).run(drainAfter, platform, id);
    return db.prepare('SELECT * FROM mobile_devices WHERE platform = ? AND id = ?').get(platform, id) as DeviceRow | undefined;
  });
  return {
    async recordHeartbeat(w, devices) {
      db.transaction(() => {
        upsertWorker.run(w);
        syncDevices('worker', w.id, devices, w.last_heartbeat_at);
      });
    },
    async getWorker(id) {
      return db.prepare('SELECT * FROM mobile_workers WHERE id = ?').get(id) as WorkerRow | undefined;
    },
    async listWorkers() {
      return db.prepare('SELECT * FROM mobile_workers ORDER BY id').all() as WorkerRow[];
    },
    async setWorkerMaintenance(id, on, reason) {
      return db.prepare('UPDATE mobile_workers SET maintenance = ?, maintenance_reason = ? WHERE id = ?').run(on ? 1 : 0, on ? reason : null, id).changes > 0;
    },
    async pruneWorkers(before) {
      return pruneWorkers(before);
    },
    async syncDevices(source, workerId, seen, at) {
      syncDevices(source, workerId, seen, at);
    },
    async getDevice(platform, id) {
      return db.prepare('SELECT * FROM mobile_devices WHERE platform = ? AND id = ?').get(platform, id) as DeviceRow | undefined;
    },
    async findDevices(id) {
      return db.prepare('SELECT * FROM mobile_devices WHERE id = ? ORDER BY present DESC, platform').all(id) as DeviceRow[];
    },
    async listDevices() {
      return db.prepare('SELECT * FROM mobile_devices ORDER BY platform, id').all() as DeviceRow[];
    },
    async setDeviceMaintenance(platform, id, on, reason) {
      // Clearing maintenance is the operator's word that the device is fixed: the drain ends with it.
      const sql = on
        ? 'UPDATE mobile_devices SET maintenance = 1, maintenance_reason = ? WHERE platform = ? AND id = ?'
        : 'UPDATE mobile_devices SET maintenance = 0, maintenance_reason = ?, draining = 0, failure_streak = 0 WHERE platform = ? AND id = ?';
      return db.prepare(sql).run(on ? reason : null, platform, id).changes > 0;
    },
    async recordDeviceFailure(platform, id, drainAfter) {
      return recordFailure(platform, id, drainAfter);
    },
    async recordDeviceSuccess(platform, id) {
      db.prepare('UPDATE mobile_devices SET failure_streak = 0 WHERE platform = ? AND id = ? AND failure_streak > 0').run(platform, id);
    },
    async insertSession(s) {
      db.prepare(
        `INSERT INTO mobile_sessions (id, tenant_id, platform, device_id, worker_id, transport, status, sticky_key, lease_seconds, expires_at, cdp_url, webkit_url, forward_port, end_reason, created_at, updated_at, released_at)
         VALUES (@id, @tenant_id, @platform, @device_id, @worker_id, @transport, @status, @sticky_key, @lease_seconds, @expires_at, @cdp_url, @webkit_url, @forward_port, @end_reason, @created_at, @updated_at, @released_at)`,
      ).run(s);
    },
    async getSession(tenantId, id) {
      return db.prepare('SELECT * FROM mobile_sessions WHERE id = ? AND tenant_id = ?').get(id, tenantId) as SessionRow | undefined;
    },
    async listSessions(tenantId, limit, before) {
      if (before) {
        return db
          .prepare('SELECT * FROM mobile_sessions WHERE tenant_id = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?')
          .all(tenantId, before.created_at, before.created_at, before.id, limit) as SessionRow[];
      }
      return db.prepare('SELECT * FROM mobile_sessions WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(tenantId, limit) as SessionRow[];
    },
    async attachedSessions() {
      return db.prepare("SELECT * FROM mobile_sessions WHERE status = 'attached'").all() as SessionRow[];
    },
    async stickyDevice(tenantId, stickyKey) {
      return db
        .prepare('SELECT platform, device_id FROM mobile_sessions WHERE tenant_id = ? AND sticky_key = ? ORDER BY created_at DESC LIMIT 1')
        .get(tenantId, stickyKey) as { platform: string; device_id: string } | undefined;
    },
    async renewSession(id, expiresAt, at) {
      db.prepare("UPDATE mobile_sessions SET expires_at = ?, updated_at = ? WHERE id = ? AND status = 'attached'").run(expiresAt, at, id);
    },
    async endSession(id, status, reason, at) {
      const released = status === 'released' ? at : null;
      return (
        db
          .prepare("UPDATE mobile_sessions SET status = ?, end_reason = ?, updated_at = ?, released_at = COALESCE(?, released_at) WHERE id = ? AND status = 'attached'")
          .run(status, reason, at, released, id).changes > 0
      );
    },
    async insertRecording(r) {
      db.prepare(
        'INSERT INTO mobile_recordings (id, tenant_id, session_id, status, path, bytes, remote_id, created_at, completed_at) VALUES (@id, @tenant_id, @session_id, @status, @path, @bytes, @remote_id, @created_at, @completed_at)',
      ).run(r);
    },
    async getRecording(tenantId, id) {
      return db.prepare('SELECT * FROM mobile_recordings WHERE id = ? AND tenant_id = ?').get(id, tenantId) as RecordingRow | undefined;
    },
    async activeRecording(sessionId) {
      return db.prepare("SELECT * FROM mobile_recordings WHERE session_id = ? AND status = 'recording'").get(sessionId) as RecordingRow | undefined;
    },
    async latestRecording(sessionId) {
      return db.prepare('SELECT * FROM mobile_recordings WHERE session_id = ? ORDER BY created_at DESC LIMIT 1').get(sessionId) as RecordingRow | undefined;
    },
    async completeRecording(id, status, path, bytes, at) {
      db.prepare('UPDATE mobile_recordings SET status = ?, path = ?, bytes = ?, completed_at = ? WHERE id = ?').run(status, path, bytes, at, id);
    },
    async recordingsOfSession(sessionId) {
      return db.prepare('SELECT * FROM mobile_recordings WHERE session_id = ?').all(sessionId) as RecordingRow[];
    },
    async recordingsBefore(before) {
      return db.prepare("SELECT * FROM mobile_recordings WHERE status != 'recording' AND completed_at < ?").all(before) as RecordingRow[];
    },
    async deleteRecording(id) {
      db.prepare('DELETE FROM mobile_recordings WHERE id = ?').run(id);
    },
  };
}
