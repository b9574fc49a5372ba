import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';

/** `pluck monitors rm ID`. */
export default class MonitorsRm extends ApiCommand {
  static override summary = 'Delete a monitor: no more runs, pending webhooks are dropped.';
  static override description = 'DELETE /v1/monitors/{id}. Its past runs stay in the history (pluck extractions list).';
  static override examples = ['<%= config.bin %> monitors rm mon_3b9d0a'];
  static override args = { id: Args.string({ description: 'Monitor id (mon_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(MonitorsRm);
    await this.client.deleteMonitor(args.id);
    this.emit({ id: args.id, deleted: true }, () => `Monitor ${args.id} is deleted.`);
  }
}
