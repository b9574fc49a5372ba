import fs from 'node:fs';
import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck audio capture download ID -o FILE`. */
export default class AudioCaptureDownload extends ApiCommand {
  static override summary = 'Download the retained audio of a stopped or interrupted capture.';
  static override description = 'GET /v1/audio/captures/{id}/content: WAV for wav captures, raw PCM s16le for pcm ones. --json prints {"id", "file", "bytes"}.';
  static override examples = ['<%= config.bin %> audio capture download cap_3k9… -o call.wav'];
  static override args = { id: Args.string({ description: 'Capture id (cap_…).', required: true, ignoreStdin: true }) };
  static override flags = { output: Flags.string({ char: 'o', description: 'File to write (- for stdout).', required: true }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(AudioCaptureDownload);
    const audio = await this.client.captureContent(args.id);
    if (flags.output === '-') {
      process.stdout.write(audio);
      return;
    }
    fs.writeFileSync(flags.output, audio);
    this.emit(
      { id: args.id, file: flags.output, bytes: audio.byteLength },
      () => `Saved the audio of ${args.id} to ${flags.output} (${audio.byteLength} bytes).`,
    );
  }
}
