import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck mobile apps SESSION`. */
export default class MobileApps extends ApiCommand {
  static override summary = 'List the packages installed on a leased Android device.';
  static override description = 'GET /v1/mobile/sessions/{id}/apps. Install, launch and uninstall with "pluck mobile apps install|launch|uninstall".';
  static override examples = ['<%= config.bin %> mobile apps ses_3k9'];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileApps);
    const list = await this.client.sessionApps(args.session);
    this.emit(list, () => (list.items.length ? list.items.map((a) => a.package).join('\n') : 'No packages.'));
  }
}
