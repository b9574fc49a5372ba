/**
 * The history list's query, the same in SQLite and PostgreSQL but for how a key of the JSON
 * `failure` column is read, which each dialect passes in.
 */
import type { CursorKey } from './cursor';
import type { HistoryFilter } from '../modules/extractions/extractions.store';

/** SELECT of a tenant's rows matching `f`, newest first, `limit` of them, after the cursor `before`. */
export function historyQuery(
  tenantId: string,
  f: HistoryFilter,
  limit: number,
  before: CursorKey | undefined,
  failureKey: (key: 'family' | 'retry_class') => string,
): { sql: string; params: Record<string, unknown> } {
  const where = ['tenant_id = @tenant'];
  const params: Record<string, unknown> = { tenant: tenantId, limit };
  const conditions: [keyof HistoryFilter, string][] = [
    ['status', 'status = @status'],
    ['mode', 'mode = @mode'],
    ['monitor_id', 'monitor_id = @monitor_id'],
    ['failure_family', `${failureKey('family')} = @failure_family`],
    ['retry_class', `${failureKey('retry_class')} = @retry_class`],
    ['since', 'created_at >= @since'],
  ];
  for (const [key, sql] of conditions) {
    if (f[key] === undefined) continue;
    where.push(sql);
    params[key] = f[key];
  }
  if (before) {
    where.push('(created_at < @bc OR (created_at = @bc AND id < @bid))');
    params.bc = before.created_at;
    params.bid = before.id;
  }
  return { sql: `SELECT * FROM extractions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @limit`, params };
}
