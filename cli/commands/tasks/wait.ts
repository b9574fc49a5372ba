import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { createProgress } from '../../progress';
import { renderTask, renderTaskTable } from '../../render-results';
import { waitForTasks, waitTimeoutFlag } from '../../wait-tasks';

/** `pluck tasks wait ID…`. */
export default class TasksWait extends ApiCommand {
  static override summary = 'Wait for one or more tasks to finish, with progress on stderr.';
  static override description =
    'Polls GET /v1/tasks/{id} until every task is completed, partial, failed or cancelled. With one id --json ' +
    'prints that task as the API returns it; with several, {"tasks": [...]}. Exits 1 when any task failed or was cancelled, else 7 when any is partial, else 0.';
  static override examples = [
    '<%= config.bin %> tasks wait tsk_8f2c1e',
    `<%= config.bin %> batch --urls-file urls.txt --prompt "price" --json | jq -r '.tasks[].id' | xargs <%= config.bin %> tasks wait`,
  ];
  static override strict = false;
  static override args = { id: Args.string({ description: 'Task ids (tsk_…).', required: true, ignoreStdin: true }) };
  static override flags = { 'wait-timeout': waitTimeoutFlag };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(TasksWait);
    const ids = argv as string[];
    const progress = createProgress('tasks');
    const tasks = await waitForTasks(this.client, ids, {
      timeoutSeconds: flags['wait-timeout'],
      onProgress: (c) => progress.update(c),
    }).finally(() => progress.stop());
    if (tasks.length === 1) this.emit(tasks[0], () => renderTask(tasks[0]));
    else this.emit({ tasks }, () => renderTaskTable(tasks));
    this.exitFor(tasks.map((t) => t.status));
  }
}
