import { Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderMonitorList } from '../../render-monitors';

/** `pluck monitors list`. */
export default class MonitorsList extends ApiCommand {
  static override summary = 'List monitors with their next run and last status.';
  static override description = 'GET /v1/monitors for the key’s tenant, newest first.';
  static override examples = ['<%= config.bin %> monitors list', '<%= config.bin %> monitors list --json | jq -r ".items[].id"'];
  static override flags = { limit: Flags.integer({ description: 'Monitors to show (1-500).', min: 1, max: 500 }) };

  async run(): Promise<void> {
    const { flags } = await this.parse(MonitorsList);
    const list = await this.client.monitors({ limit: flags.limit });
    this.emit(list, () => renderMonitorList(list.items));
  }
}
