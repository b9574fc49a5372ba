import { Flags } from '@oclif/core';
import { CAPTURE_STATUSES, type CaptureStatus } from '../../../../server/contract/audio';
import { ApiCommand } from '../../../base-command';
import { table, when } from '../../../output';
import { limitFlag } from '../../../page-flags';

/** `pluck audio capture list`. */
export default class AudioCaptureList extends ApiCommand {
  static override summary = 'List captures, newest first, including completed and interrupted ones.';
  static override description = 'GET /v1/audio/captures.';
  static override examples = ['<%= config.bin %> audio capture list --status interrupted'];
  static override flags = {
    status: Flags.string({ description: 'Only captures with this status.', options: [...CAPTURE_STATUSES] }),
    limit: limitFlag('Captures'),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AudioCaptureList);
    const list = await this.client.captures({ status: flags.status as CaptureStatus | undefined, limit: flags.limit });
    this.emit(list, () =>
      table(
        list.items,
        [
          { header: 'Capture', value: (c) => c.id },
          { header: 'Status', value: (c) => c.status },
          { header: 'Format', value: (c) => `${c.format} ${c.sample_rate}/${c.channels}` },
          { header: 'Bytes', value: (c) => String(c.bytes) },
          { header: 'URL', value: (c) => c.url ?? '(default output)', max: 50 },
          { header: 'Started', value: (c) => when(c.started_at) },
        ],
        'No captures.',
      ),
    );
  }
}
