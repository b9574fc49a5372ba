import { ApiCommand } from '../../base-command';
import { renderDevices } from '../../render-mobile';

/** `pluck mobile devices`. */
export default class MobileDevices extends ApiCommand {
  static override summary = 'List the lab’s Android and iOS devices with health, drain and maintenance.';
  static override description = 'GET /v1/mobile/devices (the registry is reconciled first: stale workers show as stale).';
  static override examples = ['<%= config.bin %> mobile devices', '<%= config.bin %> mobile devices --json | jq ".items[] | select(.draining)"'];

  async run(): Promise<void> {
    await this.parse(MobileDevices);
    const list = await this.client.mobileDevices();
    this.emit(list, () => renderDevices(list.items));
  }
}
