import { ApiCommand } from '../../../base-command';
import { renderSessions } from '../../../render-mobile';
import { pageFlags } from '../../../page-flags';

/** `pluck mobile sessions`. */
export default class MobileSessions extends ApiCommand {
  static override summary = 'List your attached and recently finished device sessions.';
  static override description = 'GET /v1/mobile/sessions, newest first.';
  static override examples = ['<%= config.bin %> mobile sessions'];
  static override flags = {
    ...pageFlags('Sessions'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(MobileSessions);
    const list = await this.client.mobileSessions({ limit: flags.limit, cursor: flags.cursor });
    this.emitPage(list, 'sessions', () => renderSessions(list.items));
  }
}
