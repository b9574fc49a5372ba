import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderTask } from '../../render-results';

/** `pluck tasks get ID`. */
export default class TasksGet extends ApiCommand {
  static override summary = 'Show an async task: its state, and its result once it has one.';
  static override description = 'GET /v1/tasks/{id}. Exits 0 whatever the task’s status; "tasks wait" exits 1 for failed tasks.';
  static override examples = ['<%= config.bin %> tasks get tsk_8f2c1e', '<%= config.bin %> tasks get tsk_8f2c1e --json | jq .status'];
  static override args = { id: Args.string({ description: 'Task id (tsk_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(TasksGet);
    const task = await this.client.task(args.id);
    this.emit(task, () => renderTask(task));
  }
}
