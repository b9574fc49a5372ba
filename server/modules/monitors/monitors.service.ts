/**
 * Monitor rules. Scheduling is not part of this build, so creation is refused with 501 rather than
 * answered with a monitor that never runs; listing and deleting work on what is stored.
 */
import { AppError } from '../../contract/errors';
import type { List } from '../../contract/common';
import type { MonitorRow, MonitorsStore } from './monitors.store';

/** Creates the monitors service. */
export function createMonitorsService(store: MonitorsStore) {
  return {
    /** POST /v1/monitor. */
    create(): never {
      throw new AppError('not_implemented', 'Monitors are not available in this build yet');
    },

    /** The tenant's monitors, newest first. */
    async list(tenantId: string, limit: number): Promise<List<MonitorRow>> {
      return { items: await store.list(tenantId, limit), next_cursor: null };
    },

    /** Deletes one of the tenant's monitors; 404 when it has none by that id. */
    async remove(tenantId: string, id: string): Promise<void> {
      if (!(await store.delete(tenantId, id))) throw new AppError('not_found', `Monitor ${id} not found`);
    },
  };
}

export type MonitorsService = ReturnType<typeof createMonitorsService>;
