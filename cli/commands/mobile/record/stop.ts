import { Args } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { summary } from '../../../output';

/** `pluck mobile record stop SESSION`. */
export default class MobileRecordStop extends ApiCommand {
  static override summary = 'Stop Android screen recording on a session.';
  static override description = 'POST /v1/mobile/sessions/{id}/recording/stop. Then download it with "pluck mobile recordings download".';
  static override examples = ['<%= config.bin %> mobile record stop ses_3k9'];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(MobileRecordStop);
    const r = await this.client.stopRecording(args.session);
    this.emit(r, () =>
      summary([
        ['Recording', r.recording_id],
        ['Status', r.status],
        ['Bytes', r.bytes],
      ]),
    );
  }
}
