import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck mobile apps uninstall SESSION PACKAGE`. */
export default class MobileAppsUninstall extends ApiCommand {
  static override summary = 'Uninstall an app from a leased Android device (the session’s holder only).';
  static override description = 'DELETE /v1/mobile/sessions/{id}/apps/{package}.';
  static override examples = ['<%= config.bin %> mobile apps uninstall ses_3k9 com.example.notes'];
  static override args = {
    session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }),
    package: Args.string({ description: 'Package name.', required: true, ignoreStdin: true }),
  };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileAppsUninstall);
    const r = await this.client.uninstallApp(args.session, args.package);
    this.emit(r, () => `Uninstalled ${r.uninstalled}.`);
  }
}
