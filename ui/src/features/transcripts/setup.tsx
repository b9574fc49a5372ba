/**
 * How to turn audio capture and transcription on (docs/decisions.md#audio-capture-and-transcription), shown when the server says they are absent.
 */
import type { Setting } from '../../components/SetupSettings';

export const AUDIO_SETUP: Setting[] = [
  {
    name: 'apt-get install pulseaudio pulseaudio-utils',
    what: 'Audio capture records through PulseAudio (parec); the server starts a user daemon when none runs.',
  },
  {
    name: 'PLUCK_AUDIO',
    what: (
      <>
        Audio capture is on when PulseAudio is present, unless this is <code>off</code>.
      </>
    ),
  },
  {
    name: 'apt-get install pocketsphinx pocketsphinx-en-us',
    what: 'Offline transcription, the default provider (pocketsphinx).',
  },
  {
    name: 'PLUCK_TRANSCRIBE_URL',
    what: (
      <>
        Or transcribe with provider <code>openai</code>: any OpenAI-compatible <code>/v1/audio/transcriptions</code> endpoint.
      </>
    ),
  },
];
