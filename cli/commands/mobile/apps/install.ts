import fs from 'node:fs';
import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck mobile apps install SESSION FILE.apk`. */
export default class MobileAppsInstall extends ApiCommand {
  static override summary = 'Install an APK on a leased Android device (the session’s holder only).';
  static override description = 'POST /v1/mobile/sessions/{id}/apps with the APK as the body; prints the packages that appeared.';
  static override examples = ['<%= config.bin %> mobile apps install ses_3k9 app-debug.apk'];
  static override args = {
    session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }),
    file: Args.string({ description: 'The APK file.', required: true, ignoreStdin: true }),
  };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileAppsInstall);
    let apk: Buffer;
    try {
      apk = fs.readFileSync(args.file);
    } catch (err) {
      this.usageError(`Cannot read ${args.file}: ${(err as Error).message}`);
    }
    const r = await this.client.installApp(args.session, apk);
    this.emit(r, () => (r.installed.length ? `Installed ${r.installed.join(', ')}.` : 'Installed (an update of a package already on the device).'));
  }
}
