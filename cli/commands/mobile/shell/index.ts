import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { EXIT } from '../../../exit-codes';

/** `pluck mobile shell SESSION COMMAND…`. */
export default class MobileShell extends ApiCommand {
  static override summary = 'Run a command in a leased Android device’s shell (an admin key of the session’s holder; every command is recorded).';
  static override description =
    'POST /v1/mobile/sessions/{id}/shell. Prints what the command printed (stdout and stderr together). A command that exits with another status than 0 ' +
    'exits 1 with its status on stderr; one stopped at --timeout exits 6. `pluck mobile shell log` lists the recorded commands.';
  static override examples = [
    '<%= config.bin %> mobile shell ses_3k9 getprop ro.product.model',
    "<%= config.bin %> mobile shell ses_3k9 'ls /sdcard | head' --timeout 10",
  ];
  static override strict = false;
  static override args = {
    session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }),
    command: Args.string({ description: 'The command (the words after the session, joined by spaces).', required: true, ignoreStdin: true }),
  };
  static override flags = {
    timeout: Flags.integer({ description: 'Seconds before the command is stopped.', min: 1, max: 300 }),
  };

  async run(): Promise<void> {
    const { args, argv, flags } = await this.parse(MobileShell);
    const command = (argv as string[]).slice(1).join(' ') || args.command;
    const r = await this.client.deviceShell(args.session, { command, ...(flags.timeout ? { timeout_seconds: flags.timeout } : {}) });
    this.emit(r, () => r.output.replace(/\n$/, ''));
    if (r.truncated) process.stderr.write(`(output cut at ${r.output.length} characters)\n`);
    if (r.timed_out) {
      process.stderr.write(`stopped after ${flags.timeout ?? 30} s (--timeout)\n`);
      this.exit(EXIT.unavailable);
    }
    if (r.exit_code !== 0) {
      process.stderr.write(`exit status ${r.exit_code}\n`);
      this.exit(EXIT.other);
    }
  }
}
