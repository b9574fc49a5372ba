import { Args, Flags } from '@oclif/core';
import { sseBody, sseFrames } from '../../../server/client/follow-transcript';
import type { LogcatLine, LogcatQuery } from '../../../server/contract/mobile';
import { ApiCommand } from '../../base-command';

/** `pluck mobile logcat SESSION [--level W] [--tag T,…] [--lines N]`. */
export default class MobileLogcat extends ApiCommand {
  static override summary = 'Print a leased Android device’s logcat live, filtered by level and tag.';
  static override description = 'GET /v1/mobile/sessions/{id}/logcat (server-sent events) until Ctrl-C or --lines. --json prints one JSON line per log line.';
  static override examples = [
    '<%= config.bin %> mobile logcat ses_3k9 --level W',
    '<%= config.bin %> mobile logcat ses_3k9 --tag ActivityManager,MyApp --lines 50',
  ];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };
  static override flags = {
    level: Flags.string({ description: 'Least level shown.', options: ['V', 'D', 'I', 'W', 'E', 'F'] }),
    tag: Flags.string({ description: 'Only these tags (comma-separated).' }),
    lines: Flags.integer({ char: 'n', description: 'Stop after this many lines.', min: 1 }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileLogcat);
    const stop = new AbortController();
    const q: LogcatQuery = { ...(flags.level ? { level: flags.level as LogcatQuery['level'] } : {}), ...(flags.tag ? { tag: flags.tag } : {}) };
    const body = await sseBody(await this.client.sessionLogcat(args.session, q, stop.signal));
    let count = 0;
    for await (const f of sseFrames(body)) {
      if (f.event !== 'line') continue;
      const l = JSON.parse(f.data) as LogcatLine;
      process.stdout.write(
        this.jsonMode ? `${f.data}\n` : `${l.time} ${String(l.pid).padStart(5)} ${String(l.tid).padStart(5)} ${l.level} ${l.tag}: ${l.message}\n`,
      );
      if (flags.lines && ++count >= flags.lines) break;
    }
    stop.abort();
  }
}
