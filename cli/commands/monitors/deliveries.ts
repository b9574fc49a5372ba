import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderAttempts } from '../../render-monitors';

/** `pluck monitors deliveries ID`. */
export default class MonitorsDeliveries extends ApiCommand {
  static override summary = 'Every webhook delivery attempt of a monitor: status code, error, next retry.';
  static override description =
    'GET /v1/monitors/{id}/deliveries, newest first. Failed attempts (non-2xx, timeouts) are retried with ' +
    'exponential backoff for about two hours; NEXT ATTEMPT says when.';
  static override examples = ['<%= config.bin %> monitors deliveries mon_3b9d0a'];
  static override args = { id: Args.string({ description: 'Monitor id (mon_…).', required: true, ignoreStdin: true }) };
  static override flags = { limit: Flags.integer({ description: 'Attempts to show (1-500).', min: 1, max: 500 }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MonitorsDeliveries);
    const list = await this.client.monitorDeliveries(args.id, { limit: flags.limit });
    this.emit(list, () => renderAttempts(list.items));
  }
}
