import { Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { renderSessions } from '../../../render-mobile';

/** `pluck mobile sessions`. */
export default class MobileSessions extends ApiCommand {
  static override summary = 'List your attached and recently finished device sessions.';
  static override description = 'GET /v1/mobile/sessions, newest first.';
  static override examples = ['<%= config.bin %> mobile sessions'];
  static override flags = {
    limit: Flags.integer({ description: 'Sessions per page (1-500).', min: 1, max: 500 }),
    cursor: Flags.string({ description: 'Continue from a previous page’s next_cursor.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(MobileSessions);
    const list = await this.client.mobileSessions({ limit: flags.limit, cursor: flags.cursor });
    this.emit(list, () => renderSessions(list.items));
  }
}
