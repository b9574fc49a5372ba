import { Args, Flags } from '@oclif/core';
import { TRANSCRIPTION_PROVIDERS, type TranscriptionProvider } from '../../../server/contract/audio';
import { AppError } from '../../../server/client/index';
import { followTranscript } from '../../../server/client/follow-transcript';
import { ApiCommand } from '../../base-command';

/** `pluck audio transcribe ID [--follow]`. */
export default class AudioTranscribe extends ApiCommand {
  static override summary = 'Transcribe an active capture; --follow prints the transcript live until it ends.';
  static override description =
    'POST /v1/audio/captures/{id}/transcription/start, then with --follow the SSE stream: one line per utterance, ' +
    'reconnecting and resuming after the last line by itself. On a capture already being transcribed, --follow just follows.';
  static override examples = ['<%= config.bin %> audio transcribe cap_3k9… --follow', '<%= config.bin %> audio transcribe cap_3k9… --provider openai'];
  static override args = { id: Args.string({ description: 'Capture id (cap_…).', required: true, ignoreStdin: true }) };
  static override flags = {
    follow: Flags.boolean({ char: 'f', description: 'Print the transcript live until the session ends.' }),
    provider: Flags.string({ description: 'Transcription provider (the server’s default otherwise).', options: [...TRANSCRIPTION_PROVIDERS] }),
    language: Flags.string({ description: 'Language hint, e.g. en.' }),
    since: Flags.integer({ description: 'With --follow: resume after this event id.', min: 0, default: 0 }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(AudioTranscribe);
    try {
      const ses = await this.client.startTranscription(args.id, { provider: flags.provider as TranscriptionProvider | undefined, language: flags.language });
      if (!flags.follow) return this.emit(ses, () => `${args.id}  transcribing with ${ses.provider}`);
    } catch (err) {
      // Following a session that is already running (or over) is what --follow is for.
      if (!(flags.follow && err instanceof AppError && err.code === 'conflict')) throw err;
    }
    await followTranscript({
      open: (since, signal) => this.client.transcriptStream(args.id, since, signal),
      since: flags.since,
      onEvent: (e) => process.stdout.write(this.jsonMode ? `${JSON.stringify(e)}\n` : `${e.text}\n`),
      onReconnect: (err, since) => this.note(`Connection lost (${(err as Error).message}); resuming after event ${since}…`),
    });
  }
}
