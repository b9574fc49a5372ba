import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderMonitor, renderRuns } from '../../render-monitors';

/** `pluck monitors get ID`. */
export default class MonitorsGet extends ApiCommand {
  static override summary = 'Show a monitor and its last runs with what changed, field by field.';
  static override description = 'GET /v1/monitors/{id} and /v1/monitors/{id}/runs. With --json: {monitor, runs}.';
  static override examples = ['<%= config.bin %> monitors get mon_3b9d0a', '<%= config.bin %> monitors get mon_3b9d0a --runs 20'];
  static override args = { id: Args.string({ description: 'Monitor id (mon_…).', required: true, ignoreStdin: true }) };
  static override flags = { runs: Flags.integer({ description: 'Runs to show (default 5).', min: 1, max: 500, default: 5 }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MonitorsGet);
    const monitor = await this.client.monitor(args.id);
    const runs = (await this.client.monitorRuns(args.id, { limit: flags.runs })).items;
    this.emit({ monitor, runs }, () => [renderMonitor(monitor), '', renderRuns(runs)].join('\n'));
  }
}
