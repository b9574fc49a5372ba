import { Flags } from '@oclif/core';
import { displayTime } from '../../../../server/client/display-time';
import { ApiCommand } from '../../../base-command';
import { table } from '../../../output';

/** `pluck mobile shell log [--session ID]`. */
export default class MobileShellLog extends ApiCommand {
  static override summary = 'List the shell commands run on the tenant’s devices: who ran what, where, and how it ended.';
  static override description = 'GET /v1/mobile/shell-commands (an admin key), newest first.';
  static override examples = ['<%= config.bin %> mobile shell log', '<%= config.bin %> mobile shell log --session ses_3k9 --limit 20'];
  static override flags = {
    session: Flags.string({ description: 'Only this session’s commands.' }),
    limit: Flags.integer({ description: 'How many.', min: 1, max: 200, default: 50 }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(MobileShellLog);
    const list = await this.client.shellCommands({ ...(flags.session ? { session_id: flags.session } : {}), limit: flags.limit });
    this.emit(list, () =>
      table(list.items, [
        { header: 'started', value: (c) => displayTime(c.started_at) },
        { header: 'session', value: (c) => c.session_id },
        { header: 'device', value: (c) => c.device_id },
        { header: 'key', value: (c) => c.key_id },
        { header: 'status', value: (c) => (c.timed_out ? 'timed out' : c.error ? 'failed' : c.exit_code) },
        { header: 'command', value: (c) => c.command, max: 60 },
      ]),
    );
  }
}
