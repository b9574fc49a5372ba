import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck auth credentials rm NAME`. */
export default class CredentialsRm extends ApiCommand {
  static override summary = 'Delete a stored credential and the sessions logged in with it.';
  static override description = 'DELETE /v1/auth/credentials/{id}; the name works as well as the id.';
  static override examples = ['<%= config.bin %> auth credentials rm shop'];
  static override args = { ref: Args.string({ description: 'Credential name or id.', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(CredentialsRm);
    await this.client.deleteCredential(args.ref);
    this.emit({ credential: args.ref, deleted: true }, () => `Credential ${args.ref} is deleted.`);
  }
}
