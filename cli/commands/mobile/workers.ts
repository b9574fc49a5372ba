import { ApiCommand } from '../../base-command';
import { renderWorkers } from '../../render-mobile';

/** `pluck mobile workers`. */
export default class MobileWorkers extends ApiCommand {
  static override summary = 'List hosted mobile workers with their load and staleness.';
  static override description = 'GET /v1/mobile/workers.';
  static override examples = ['<%= config.bin %> mobile workers'];

  async run(): Promise<void> {
    await this.parse(MobileWorkers);
    const list = await this.client.mobileWorkers();
    this.emit(list, () => renderWorkers(list.items));
  }
}
