/**
 * The audio module: captures, their transcriptions and the routes over both, from the capturer and
 * transcriber factory start/ wires.
 */
import type { ModuleContext, ServerModule } from '../module-context';
import { audioRoutes } from './audio.routes';
import { createCapturesService, type CapturesDeps } from './captures.service';
import { createTranscriptionsService, type TranscriptionsDeps } from './transcriptions.service';

/** What start/ wires for the module. */
export type AudioPorts = Pick<CapturesDeps, 'capturer'> & Pick<TranscriptionsDeps, 'factory'>;

/** Builds the audio module: its routes, what it recovers at start, and its stop. */
export function createAudioModule(ctx: ModuleContext, ports: AudioPorts): ServerModule {
  const { redis, log } = ctx;
  const store = ctx.stores.audio;
  const unavailableReason = () => ctx.providers.availability('audio_capture').reason;
  const captures = createCapturesService({
    store,
    capturer: ports.capturer,
    unavailableReason,
    resolveFile: (rel) => ctx.artifacts.resolve(rel),
    index: ctx.stores.artifacts,
    checkUrl: ctx.checkUrl,
    log,
  });
  const fanout: TranscriptionsDeps['fanout'] = redis && {
    publish: (captureId, message) => redis.bus.publish(`transcript:${captureId}`, JSON.stringify(message)),
    subscribe: (captureId, listener) => redis.bus.subscribe(`transcript:${captureId}`, (raw) => listener(JSON.parse(raw))),
  };
  const transcriptions = createTranscriptionsService({ store, captures, factory: ports.factory, fanout, log });
  return {
    routes: audioRoutes({ captures, transcriptions, audioUnavailable: unavailableReason }),
    async start() {
      // Only a lone process can tell a dead one's captures from a live one's.
      if (ctx.options.role !== 'all') return;
      await captures.recover();
      await transcriptions.recover();
    },
    async stop() {
      // Sessions end before their captures, so a stopping server leaves them `interrupted`, not `completed`.
      await transcriptions.close();
      await captures.close();
    },
  };
}
