import { Flags } from '@oclif/core';
import type { TaskQuery } from '../../../server/contract/extract';
import { ApiCommand } from '../../base-command';
import { table, when } from '../../output';
import { STATUSES } from '../../vocabulary';
import { pageFlags } from '../../page-flags';

/** `pluck tasks list`. */
export default class TasksList extends ApiCommand {
  static override summary = 'List async and batch tasks, newest first, with filters.';
  static override description =
    'GET /v1/tasks for the key’s tenant. HISTORY is the task’s history row: "pluck extractions get <id>" shows it, ' +
    '"pluck extractions result <id>" its data. --batch takes the batch_id that "pluck batch" prints.';
  static override examples = [
    '<%= config.bin %> tasks list --status failed',
    '<%= config.bin %> tasks list --batch bat_8f2c1e --json | jq -r ".items[].status"',
  ];
  static override flags = {
    status: Flags.string({ description: 'Only tasks with this status.', options: [...STATUSES] }),
    batch: Flags.string({ description: 'Only the tasks of this batch (bat_…).' }),
    'since-hours': Flags.string({ description: 'Only tasks from the last N hours (decimals allowed).' }),
    ...pageFlags('Tasks'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(TasksList);
    const since = flags['since-hours'] === undefined ? undefined : Number(flags['since-hours']);
    if (since !== undefined && !(since > 0)) this.usageError('--since-hours must be a number above 0');
    const list = await this.client.tasks({
      status: flags.status as TaskQuery['status'],
      batch: flags.batch,
      since_hours: since,
      limit: flags.limit,
      cursor: flags.cursor,
    });
    this.emitPage(list, 'tasks', () =>
      table(
        list.items,
        [
          { header: 'Task', value: (t) => t.id },
          { header: 'Status', value: (t) => t.status },
          { header: 'URL', value: (t) => t.url, max: 60 },
          { header: 'Batch', value: (t) => t.batch_id },
          { header: 'Created', value: (t) => when(t.created_at) },
          { header: 'History', value: (t) => t.extraction_id },
        ],
        'No tasks match.',
      ),
    );
  }
}
