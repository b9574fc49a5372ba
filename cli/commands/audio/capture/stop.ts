import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck audio capture stop ID`. */
export default class AudioCaptureStop extends ApiCommand {
  static override summary = 'Stop a capture; its audio stays downloadable.';
  static override description = 'POST /v1/audio/captures/{id}/stop. A transcription of it completes with it.';
  static override examples = ['<%= config.bin %> audio capture stop cap_3k9…'];
  static override args = { id: Args.string({ description: 'Capture id (cap_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(AudioCaptureStop);
    const cap = await this.client.stopCapture(args.id);
    this.emit(cap, () => `${cap.id}  ${cap.status}, ${cap.bytes} bytes`);
  }
}
