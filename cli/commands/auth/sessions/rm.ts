import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck auth sessions rm NAME`. */
export default class SessionsRm extends ApiCommand {
  static override summary = 'Delete a saved session; the next authenticated extraction with it logs in again.';
  static override description = 'DELETE /v1/auth/sessions/{name}.';
  static override examples = ['<%= config.bin %> auth sessions rm shop-main'];
  static override args = { name: Args.string({ description: 'Session name.', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(SessionsRm);
    await this.client.deleteAuthSession(args.name);
    this.emit({ session: args.name, deleted: true }, () => `Session ${args.name} is deleted.`);
  }
}
