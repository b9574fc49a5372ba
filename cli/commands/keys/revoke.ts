import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';

/** `pluck keys revoke ID`. */
export default class KeysRevoke extends ApiCommand {
  static override summary = 'Revoke an API key (admin); it is refused (401) from its next request on.';
  static override description =
    'DELETE /v1/keys/{id}. The key stays in "keys list" with its revoked time. The last admin key of a tenant ' +
    'cannot be revoked (exit 1, conflict): create another admin key first. A revoked PLUCK_ADMIN_KEY stays ' +
    'revoked when the server restarts.';
  static override examples = ['<%= config.bin %> keys revoke key_8f2c1e'];
  static override args = { id: Args.string({ description: 'Key id (key_…), as "keys list" shows it.', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(KeysRevoke);
    await this.client.revokeKey(args.id);
    this.emit({ id: args.id, revoked: true }, () => `Key ${args.id} is revoked.`);
  }
}
