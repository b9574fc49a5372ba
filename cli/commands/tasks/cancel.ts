import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';

/** `pluck tasks cancel ID`. */
export default class TasksCancel extends ApiCommand {
  static override summary = 'Cancel a pending or running task.';
  static override description = 'POST /v1/tasks/{id}/cancel; prints the task as it stands after the cancel.';
  static override examples = ['<%= config.bin %> tasks cancel tsk_8f2c1e'];
  static override args = { id: Args.string({ description: 'Task id (tsk_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(TasksCancel);
    const task = await this.client.cancelTask(args.id);
    this.emit(task, () => `Task ${task.id} is ${task.status}.`);
  }
}
