import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { renderSession } from '../../../render-mobile';

/** `pluck mobile sessions renew ID`. */
export default class MobileSessionsRenew extends ApiCommand {
  static override summary = 'Extend a session’s lease.';
  static override description = 'POST /v1/mobile/sessions/{id}/renew.';
  static override examples = ['<%= config.bin %> mobile sessions renew ses_3k9 --lease 600'];
  static override args = { id: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };
  static override flags = { lease: Flags.integer({ description: 'New lease from now, seconds [default: the session’s].' }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileSessionsRenew);
    const s = await this.client.renewMobileSession(args.id, flags.lease ? { lease_seconds: flags.lease } : {});
    this.emit(s, () => renderSession(s));
  }
}
