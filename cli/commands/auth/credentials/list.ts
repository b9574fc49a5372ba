import { ApiCommand } from '../../../base-command';
import { table, when } from '../../../output';
import { pageFlags } from '../../../page-flags';

/** `pluck auth credentials list`. */
export default class CredentialsList extends ApiCommand {
  static override summary = 'List stored credentials (never a password or TOTP secret).';
  static override description = 'GET /v1/auth/credentials.';
  static override examples = ['<%= config.bin %> auth credentials list', '<%= config.bin %> auth credentials list --json'];
  static override flags = {
    ...pageFlags('Credentials'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(CredentialsList);
    const list = await this.client.credentials({ limit: flags.limit, cursor: flags.cursor });
    this.emitPage(list, 'credentials', () =>
      table(list.items, [
        { header: 'Name', value: (c) => c.name, max: 30 },
        { header: 'Id', value: (c) => c.id },
        { header: 'Username', value: (c) => c.username, max: 30 },
        { header: 'Login URL', value: (c) => c.login_url, max: 50 },
        { header: 'TOTP', value: (c) => (c.has_totp ? 'yes' : 'no') },
        { header: 'Created', value: (c) => when(c.created_at) },
      ]),
    );
  }
}
