import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck mobile apps launch SESSION PACKAGE`. */
export default class MobileAppsLaunch extends ApiCommand {
  static override summary = 'Start an app on a leased Android device (the session’s holder only).';
  static override description = 'POST /v1/mobile/sessions/{id}/apps/{package}/launch: its launcher activity.';
  static override examples = ['<%= config.bin %> mobile apps launch ses_3k9 com.example.shop'];
  static override args = {
    session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }),
    package: Args.string({ description: 'Package name.', required: true, ignoreStdin: true }),
  };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileAppsLaunch);
    const r = await this.client.launchApp(args.session, args.package);
    this.emit(r, () => `Launched ${r.launched}.`);
  }
}
