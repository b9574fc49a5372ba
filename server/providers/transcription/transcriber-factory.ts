/**
 * The transcription providers of this deployment: pocketsphinx when Debian's engine and model are
 * installed (the default), `openai` when PLUCK_TRANSCRIBE_URL names an endpoint.
 */
import type { TranscriptionProvider } from '../../contract/audio';
import type { TranscriberFactory } from '../../engine/audio/audio-ports';
import type { ProviderRegistry } from '../../engine/provider-registry';
import { createOpenAiTranscriber, type OpenAiTranscribeSettings } from './openai-transcriber';
import { createPocketsphinxTranscriber, pocketsphinxMissing } from './pocketsphinx';

/** What the factory is configured with. */
export interface TranscribeSettings {
  /** OpenAI-compatible endpoint; unset turns the `openai` provider off. */
  transcribeUrl?: string;
  transcribeApiKey?: string;
  transcribeModel: string;
  transcribeSegmentSeconds: number;
}

/** Builds the factory and registers both providers with why they are (un)available. */
export function createTranscriberFactory(s: TranscribeSettings, registry: ProviderRegistry): TranscriberFactory {
  const reasons: Record<TranscriptionProvider, string | undefined> = {
    pocketsphinx: pocketsphinxMissing(),
    openai: s.transcribeUrl ? undefined : 'PLUCK_TRANSCRIBE_URL is unset (an OpenAI-compatible /v1/audio/transcriptions endpoint)',
  };
  const available = (['pocketsphinx', 'openai'] as const).filter((p) => !reasons[p]);
  registry.register({
    kind: 'transcription',
    id: 'pocketsphinx',
    name: 'pocketsphinx (offline, en-us)',
    available: !reasons.pocketsphinx,
    default: available[0] === 'pocketsphinx',
    ...(reasons.pocketsphinx ? { reason: reasons.pocketsphinx } : {}),
  });
  registry.register({
    kind: 'transcription',
    id: 'openai',
    name: 'OpenAI-compatible /v1/audio/transcriptions',
    available: !reasons.openai,
    default: available[0] === 'openai',
    ...(reasons.openai ? { reason: reasons.openai } : {}),
  });
  const openai = (): OpenAiTranscribeSettings => ({
    url: s.transcribeUrl!,
    apiKey: s.transcribeApiKey,
    model: s.transcribeModel,
    segmentSeconds: s.transcribeSegmentSeconds,
  });
  return {
    available: () => available,
    whyNot: (p) => reasons[p],
    create: (p, spec) => (p === 'openai' ? createOpenAiTranscriber(openai(), spec) : createPocketsphinxTranscriber(spec)),
  };
}
