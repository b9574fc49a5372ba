import { Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { table, when } from '../../../output';
import { pageFlags } from '../../../page-flags';

/** `pluck auth sessions list`. */
export default class SessionsList extends ApiCommand {
  static override summary = 'List saved login sessions with age, expiry and cookie count (never a cookie value).';
  static override description = 'GET /v1/auth/sessions. Sessions live AUTH_SESSION_TTL seconds from their login.';
  static override examples = ['<%= config.bin %> auth sessions list', '<%= config.bin %> auth sessions list --q shop --expired'];
  static override flags = {
    q: Flags.string({ description: 'Only sessions whose name or origin contains this text.' }),
    expired: Flags.boolean({ description: 'Only expired sessions (--no-expired: only live ones).', allowNo: true }),
    ...pageFlags('Sessions'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(SessionsList);
    const list = await this.client.authSessions({ q: flags.q, expired: flags.expired, limit: flags.limit, cursor: flags.cursor });
    this.emitPage(list, 'sessions', () =>
      table(list.items, [
        { header: 'Name', value: (s) => s.name, max: 30 },
        { header: 'Origin', value: (s) => s.origin, max: 40 },
        { header: 'Cookies', value: (s) => s.cookie_count },
        { header: 'Age', value: (s) => `${Math.round(s.age_seconds / 60)} min` },
        { header: 'Expires', value: (s) => (s.expired ? `expired ${when(s.expires_at)}` : when(s.expires_at)) },
        { header: 'Last used', value: (s) => when(s.last_used_at) },
      ]),
    );
  }
}
