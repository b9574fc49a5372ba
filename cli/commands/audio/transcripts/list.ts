import { Flags } from '@oclif/core';
import { TRANSCRIPTION_STATUSES, type TranscriptionStatus } from '../../../../server/contract/audio';
import { ApiCommand } from '../../../base-command';
import { table, when } from '../../../output';
import { limitFlag } from '../../../page-flags';

/** `pluck audio transcripts list [--q --status]`. */
export default class AudioTranscriptsList extends ApiCommand {
  static override summary = 'List transcription sessions with a preview of their text.';
  static override description = 'GET /v1/audio/transcriptions; --q searches the transcript text.';
  static override examples = ['<%= config.bin %> audio transcripts list --q invoice --status completed'];
  static override flags = {
    q: Flags.string({ description: 'Only sessions whose transcript contains this text.' }),
    status: Flags.string({ description: 'Only sessions with this status.', options: [...TRANSCRIPTION_STATUSES] }),
    limit: limitFlag('Sessions'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AudioTranscriptsList);
    const list = await this.client.transcriptions({ q: flags.q, status: flags.status as TranscriptionStatus | undefined, limit: flags.limit });
    this.emit(list, () =>
      table(
        list.items,
        [
          { header: 'Capture', value: (s) => s.capture_id },
          { header: 'Status', value: (s) => s.status },
          { header: 'Provider', value: (s) => s.provider },
          { header: 'Started', value: (s) => when(s.started_at) },
          { header: 'Preview', value: (s) => s.preview, max: 60 },
        ],
        'No transcripts match.',
      ),
    );
  }
}
