/**
 * The monitors module: monitors and their runs, a task kind on the shared queue, and the scheduler
 * that queues a run at each slot.
 */
import type { ModuleContext, ServerModule } from '../module-context';
import { MONITOR_RUN_KIND } from './monitor-ids';
import { createMonitorRunner, failOrphanedRuns } from './monitor-runner';
import { createMonitorScheduler } from './monitor-scheduler';
import { monitorsRoutes } from './monitors.routes';
import { createMonitorsService } from './monitors.service';

export function createMonitorsModule(ctx: ModuleContext): ServerModule {
  const { stores, tasks, options } = ctx;
  const runner = createMonitorRunner({ ...ctx, monitors: stores.monitors, deliveries: stores.deliveries, onDelivery: () => ctx.webhooks.wake() });
  tasks.register(MONITOR_RUN_KIND, runner, (orphans) => failOrphanedRuns(stores.monitors, orphans));
  const scheduler = createMonitorScheduler({
    monitors: stores.monitors,
    dispatch: ctx.dispatch,
    tasks: stores.tasks,
    extractions: ctx.extractions,
    onQueued: () => tasks.wake(),
    leader: ctx.redis?.schedulerLeader,
    log: ctx.log,
  });
  const monitors = createMonitorsService({
    monitors: stores.monitors,
    deliveries: stores.deliveries,
    tasks: stores.tasks,
    extract: ctx.extract,
    extractions: ctx.extractions,
    secrets: ctx.webhookSecrets,
    minIntervalSeconds: options.monitorMinIntervalSeconds,
    checkUrl: ctx.checkUrl,
    onCreated: () => (ctx.runsWork ? void scheduler.tick() : undefined),
  });
  return {
    routes: monitorsRoutes(monitors),
    async start() {
      if (!ctx.runsWork) return;
      // Runs whose slot a crash took without queueing them.
      await scheduler.recover();
      scheduler.start();
    },
    // Stopped before the queue's workers (listed earlier): no tick queues runs while running tasks are put back.
    stop: () => scheduler.stop(),
  };
}
