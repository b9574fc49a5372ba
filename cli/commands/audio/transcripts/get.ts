import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';

/** `pluck audio transcripts get ID [--json]`. */
export default class AudioTranscriptsGet extends ApiCommand {
  static override summary = 'Print the merged transcript of a capture (--json: the session with its events).';
  static override description = 'GET /v1/audio/captures/{id}/transcription/content.';
  static override examples = [
    '<%= config.bin %> audio transcripts get cap_3k9…',
    '<%= config.bin %> audio transcripts get cap_3k9… --json | jq ".events[].text"',
  ];
  static override args = { id: Args.string({ description: 'Capture id (cap_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(AudioTranscriptsGet);
    const doc = await this.client.transcript(args.id);
    this.emit(doc, () => doc.text || `(no speech transcribed yet; the session is ${doc.session.status})`);
  }
}
