import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { summary } from '../../../output';

/** `pluck mobile record start SESSION`. */
export default class MobileRecordStart extends ApiCommand {
  static override summary = 'Start Android screen recording on a session.';
  static override description = 'POST /v1/mobile/sessions/{id}/recording/start.';
  static override examples = ['<%= config.bin %> mobile record start ses_3k9'];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileRecordStart);
    const r = await this.client.startRecording(args.session);
    this.emit(r, () =>
      summary([
        ['Recording', r.recording_id],
        ['Status', r.status],
        ['Bytes', r.bytes],
      ]),
    );
  }
}
