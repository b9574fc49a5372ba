/**
 * The audio-capture provider of this deployment: PulseAudio unless PLUCK_AUDIO=off or its
 * binaries are missing, registered with the reason when it cannot run.
 */
import type { AudioCapturer } from '../../engine/audio/audio-ports';
import type { ProviderRegistry } from '../../engine/provider-registry';
import { createPulseCapturer } from './pulse-capturer';
import { pulseMissing } from './pulse-daemon';

/** What audio capture is configured with. */
export interface AudioSettings {
  /** PLUCK_AUDIO: false turns capture off. */
  audio: boolean;
  /** Browser for captures with a URL. */
  browserPath?: string;
  /** Switches that send a capture browser's traffic through the egress proxy. */
  browserArgs?: () => Promise<string[]>;
}

/** Registers the PulseAudio entry and returns the capturer, or undefined with the entry unavailable. */
export function wireAudioCapture(s: AudioSettings, registry: ProviderRegistry): AudioCapturer | undefined {
  const reason = s.audio ? pulseMissing() : 'audio capture is turned off (PLUCK_AUDIO=off)';
  registry.register({
    kind: 'audio_capture',
    id: 'pulseaudio',
    name: 'PulseAudio capture (null sink per capture, parec)',
    available: !reason,
    ...(reason ? { reason } : {}),
  });
  return reason ? undefined : createPulseCapturer({ browserPath: s.browserPath, browserArgs: s.browserArgs });
}
