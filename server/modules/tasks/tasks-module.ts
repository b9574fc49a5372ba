/**
 * The tasks module: the routes over the queue, and this process's background work — the queue's
 * workers and webhook deliveries — where work runs.
 */
import { TASK_CANCELLED_CHANNEL, TASKS_QUEUED_CHANNEL } from '../../queue/queued-signal';
import type { ModuleContext, ServerModule } from '../module-context';
import { tasksRoutes } from './tasks.routes';

export function createTasksModule(ctx: ModuleContext): ServerModule {
  const { tasks, redis } = ctx;
  const unsubscribe: (() => Promise<void> | void)[] = [];
  return {
    routes: tasksRoutes(tasks),
    async start() {
      if (!ctx.runsWork) return;
      // Before listening: reconciling history with the queue must not see a request's row before its task.
      await tasks.start();
      ctx.webhooks.start();
      if (redis) {
        unsubscribe.push(redis.bus.subscribe(TASKS_QUEUED_CHANNEL, () => tasks.wake()));
        unsubscribe.push(redis.bus.subscribe(TASK_CANCELLED_CHANNEL, (taskId) => void tasks.abortRun(taskId)));
      }
    },
    async stop() {
      for (const u of unsubscribe) await u();
      // Running tasks are put back while the database is open (the core closes it after every module).
      await tasks.stop();
    },
  };
}
