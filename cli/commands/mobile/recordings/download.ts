import fs from 'node:fs';
import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck mobile recordings download ID -o FILE`. */
export default class MobileRecordingsDownload extends ApiCommand {
  static override summary = 'Download a completed recording as MP4.';
  static override description = 'GET /v1/mobile/recordings/{id}/content. --json prints {"id", "file", "bytes"}.';
  static override examples = ['<%= config.bin %> mobile recordings download rec_5x1 -o screen.mp4'];
  static override args = { id: Args.string({ description: 'Recording id (rec_…).', required: true, ignoreStdin: true }) };
  static override flags = { output: Flags.string({ char: 'o', description: 'File to write (- for stdout).', required: true }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileRecordingsDownload);
    const mp4 = await this.client.recordingContent(args.id);
    if (flags.output === '-') {
      process.stdout.write(mp4);
      return;
    }
    fs.writeFileSync(flags.output, mp4);
    this.emit({ id: args.id, file: flags.output, bytes: mp4.byteLength }, () => `Saved recording ${args.id} to ${flags.output} (${mp4.byteLength} bytes).`);
  }
}
