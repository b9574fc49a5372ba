import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { renderSession } from '../../../render-mobile';

/** `pluck mobile sessions release ID`. */
export default class MobileSessionsRelease extends ApiCommand {
  static override summary = 'Release a session (its local recordings are removed).';
  static override description = 'DELETE /v1/mobile/sessions/{id}. Download recordings first.';
  static override examples = ['<%= config.bin %> mobile sessions release ses_3k9'];
  static override args = { id: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileSessionsRelease);
    const s = await this.client.releaseMobileSession(args.id);
    this.emit(s, () => renderSession(s));
  }
}
