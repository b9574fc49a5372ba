import { Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { renderSession } from '../../../render-mobile';

/** `pluck mobile sessions create`. */
export default class MobileSessionsCreate extends ApiCommand {
  static override summary = 'Lease a device: by --device, or any free one of --platform.';
  static override description = 'POST /v1/mobile/sessions. Prints the session and, on Android, its cdp_url for puppeteer or Playwright.';
  static override examples = [
    '<%= config.bin %> mobile sessions create --platform android',
    '<%= config.bin %> mobile sessions create --device emulator-5554 --lease 600 --json | jq -r .cdp_url',
  ];
  static override flags = {
    platform: Flags.string({ description: 'Any free device of this platform.', options: ['android', 'ios'], exclusive: ['device'] }),
    device: Flags.string({ description: 'This device id.', exclusive: ['platform'] }),
    sticky: Flags.string({ description: 'Sticky key: repeated jobs prefer the same healthy device.' }),
    lease: Flags.integer({ description: 'Lease, seconds (10-86400) [default: the server’s].' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(MobileSessionsCreate);
    if (!flags.platform && !flags.device) this.usageError('Give --platform or --device.');
    const s = await this.client.createMobileSession({
      platform: flags.platform as 'android' | 'ios' | undefined,
      device_id: flags.device,
      sticky_key: flags.sticky,
      lease_seconds: flags.lease,
    });
    this.emit(s, () => renderSession(s));
  }
}
