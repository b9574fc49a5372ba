/**
 * The audio module assembled: captures, their transcriptions and the routes over both, from the
 * capturer and transcriber factory start.ts wires.
 */
import type { RouteDef } from '../../http/route';
import { audioRoutes } from './audio.routes';
import { createCapturesService, type CapturesDeps } from './captures.service';
import { createTranscriptionsService, type TranscriptionsDeps } from './transcriptions.service';

/** What the module is built from. */
export type AudioModuleDeps = CapturesDeps &
  Pick<TranscriptionsDeps, 'factory' | 'fanout'> & {
    /** Whether this process recovers captures a stopped server left: only a lone process can tell a dead one's from a live one's. */
    recovers: boolean;
  };

/** Builds the audio module: its routes, what it recovers at start, and its stop. */
export function createAudioModule(d: AudioModuleDeps): { routes: RouteDef[]; start(): Promise<void>; stop(): Promise<void> } {
  const captures = createCapturesService(d);
  const transcriptions = createTranscriptionsService({ store: d.store, captures, factory: d.factory, fanout: d.fanout, log: d.log });
  return {
    routes: audioRoutes({ captures, transcriptions, audioUnavailable: d.unavailableReason }),
    async start() {
      if (!d.recovers) return;
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
