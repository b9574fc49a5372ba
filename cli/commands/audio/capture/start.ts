import { Flags } from '@oclif/core';
import { CAPTURE_FORMATS, MAX_CAPTURE_SECONDS, type CaptureFormat } from '../../../../server/contract/audio';
import { ApiCommand } from '../../../base-command';

/** `pluck audio capture start --url URL`. */
export default class AudioCaptureStart extends ApiCommand {
  static override summary = 'Start capturing the audio a page plays (or the host’s default output without --url).';
  static override description =
    'POST /v1/audio/captures. The server opens the page in its own browser, plays it into a PulseAudio sink of its own and records PCM. ' +
    'Prints the capture id; "pluck audio transcribe ID --follow" transcribes it live, "pluck audio capture stop ID" ends it.';
  static override examples = [
    '<%= config.bin %> audio capture start --url https://example.com/podcast',
    '<%= config.bin %> audio capture start --url https://example.com/call --format wav --rate 44100 --channels 2 --max-seconds 600',
  ];
  static override flags = {
    url: Flags.string({ description: 'Page to open and record.' }),
    format: Flags.string({ description: 'Audio format.', options: [...CAPTURE_FORMATS], default: 'wav' }),
    rate: Flags.integer({ description: 'Sample rate, Hz (8000-48000).', min: 8000, max: 48000, default: 16000 }),
    channels: Flags.integer({ description: 'Channels (1 or 2).', min: 1, max: 2, default: 1 }),
    'max-seconds': Flags.integer({ description: `Stop by itself after this long (1-${MAX_CAPTURE_SECONDS}).`, min: 1, max: MAX_CAPTURE_SECONDS }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(AudioCaptureStart);
    const cap = await this.client.startCapture({
      format: flags.format as CaptureFormat,
      sample_rate: flags.rate,
      channels: flags.channels,
      ...(flags.url ? { url: flags.url } : {}),
      ...(flags['max-seconds'] ? { max_seconds: flags['max-seconds'] } : {}),
    });
    this.emit(cap, () => `${cap.id}  capturing ${cap.url ?? 'the default output'} (${cap.format}, ${cap.sample_rate} Hz, ${cap.channels} ch)`);
  }
}
