/**
 * Ids derived from a monitor's id and run number, so a run repeated after a crash reuses its
 * task and its webhook event instead of doubling them.
 */

/** The task id of run `run`. */
export const runTaskId = (monitorId: string, run: number): string => `tsk_${monitorId.slice(4)}_${run}`;

/** The webhook event id of run `run`. */
export const runEventId = (monitorId: string, run: number): string => `evt_${monitorId.slice(4)}_${run}`;

/** The task kind of a monitor run in the one queue. */
export const MONITOR_RUN_KIND = 'monitor_run';

/** What a monitor-run task carries. */
export interface MonitorRunPayload {
  monitor_id: string;
  run: number;
}
