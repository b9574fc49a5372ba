import { Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { table, when } from '../../../output';

/** `pluck auth sessions list`. */
export default class SessionsList extends ApiCommand {
  static override summary = 'List saved login sessions with age, expiry and cookie count (never a cookie value).';
  static override description = 'GET /v1/auth/sessions. Sessions live AUTH_SESSION_TTL seconds from their login.';
  static override examples = ['<%= config.bin %> auth sessions list', '<%= config.bin %> auth sessions list --q shop --expired'];
  static override flags = {
    q: Flags.string({ description: 'Only sessions whose name or origin contains this text.' }),
    expired: Flags.boolean({ description: 'Only expired sessions (--no-expired: only live ones).', allowNo: true }),
    limit: Flags.integer({ description: 'Sessions per page (1-500).', min: 1, max: 500 }),
    cursor: Flags.string({ description: 'Continue from a previous page’s next_cursor.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(SessionsList);
    const list = await this.client.authSessions({ q: flags.q, expired: flags.expired, limit: flags.limit, cursor: flags.cursor });
    this.emit(list, () =>
      table(list.items, [
        { header: 'Name', value: (s) => s.name, max: 30 },
        { header: 'Origin', value: (s) => s.origin, max: 40 },
        { header: 'Cookies', value: (s) => s.cookie_count },
        { header: 'Age', value: (s) => `${Math.round(s.age_seconds / 60)} min` },
        { header: 'Expires', value: (s) => (s.expired ? `expired ${when(s.expires_at)}` : when(s.expires_at)) },
        { header: 'Last used', value: (s) => when(s.last_used_at) },
      ]),
    );
    if (!this.jsonMode && list.next_cursor) this.note(`More sessions: add --cursor ${list.next_cursor}.`);
  }
}
