import { Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { table, when } from '../../output';

/** `pluck keys list`. */
export default class KeysList extends ApiCommand {
  static override summary = 'List API keys and their scopes (admin).';
  static override description = 'GET /v1/keys. Secrets are never shown again after creation; the prefix identifies a key.';
  static override examples = ['<%= config.bin %> keys list', '<%= config.bin %> keys list --json | jq -r ".items[].id"'];
  static override flags = {
    limit: Flags.integer({ description: 'Keys per page (1-500).', min: 1, max: 500 }),
    cursor: Flags.string({ description: 'Continue from a previous page’s next_cursor.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(KeysList);
    const list = await this.client.listKeys({ limit: flags.limit, cursor: flags.cursor });
    this.emit(list, () =>
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
    if (!this.jsonMode && list.next_cursor) this.note(`More keys: add --cursor ${list.next_cursor}.`);
  }
}
