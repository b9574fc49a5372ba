import { ApiCommand } from '../../base-command';
import { table, when } from '../../output';
import { pageFlags } from '../../page-flags';

/** `pluck keys list`. */
export default class KeysList extends ApiCommand {
  static override summary = 'List API keys and their scopes (admin).';
  static override description = 'GET /v1/keys. Secrets are never shown again after creation; the prefix identifies a key.';
  static override examples = ['<%= config.bin %> keys list', '<%= config.bin %> keys list --json | jq -r ".items[].id"'];
  static override flags = {
    ...pageFlags('Keys'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(KeysList);
    const list = await this.client.listKeys({ limit: flags.limit, cursor: flags.cursor });
    this.emitPage(list, 'keys', () =>
      table(list.items, [
        { header: 'Id', value: (k) => k.id },
        { header: 'Name', value: (k) => k.name, max: 30 },
        { header: 'Tenant', value: (k) => k.tenant },
        { header: 'Scopes', value: (k) => (k.legacy ? 'all (legacy)' : k.scopes) },
        { header: 'Prefix', value: (k) => k.prefix },
        { header: 'Created', value: (k) => when(k.created_at) },
        { header: 'Last used', value: (k) => when(k.last_used_at) },
        { header: 'Revoked', value: (k) => when(k.revoked_at) },
      ]),
    );
  }
}
