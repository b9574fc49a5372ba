/**
 * The Audio routes of the spec (docs/decisions.md#audio-capture-and-transcription). Without an audio-capture provider every route
 * answers 503 `audio_unavailable` with the reason; transcription start answers 503
 * `transcription_unavailable` when no transcription provider can run.
 */
import * as A from '../../contract/audio';
import { AppError } from '../../contract/errors';
import { sendStoredFile } from '../../http/send-file';
import { resumePoint, streamEvents } from '../../http/sse';
import { HANDLED, reply, route, type RouteDef } from '../../http/route';
import type { CapturesService } from './captures.service';
import type { TranscriptionsService } from './transcriptions.service';

/** What the routes need. */
export interface AudioRouteDeps {
  captures: CapturesService;
  transcriptions: TranscriptionsService;
  /** Why audio capture is not available here (undefined when it is). */
  audioUnavailable: () => string | undefined;
}

/** The Audio routes. */
export function audioRoutes({ captures, transcriptions, audioUnavailable }: AudioRouteDeps): RouteDef[] {
  const available = () => {
    const reason = audioUnavailable();
    if (reason)
      throw new AppError('audio_unavailable', 'Audio capture needs an audio-capture provider, which this deployment does not have', { details: { reason } });
  };
  const common = { auth: 'bearer' as const, scope: 'audio' as const, tag: 'audio' };
  return [
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures',
      summary: 'List recent capture sessions',
      query: A.CapturesQuery,
      handler: ({ caller, query }) => (available(), captures.list(caller.tenantId, query)),
    }),
    route({
      ...common,
      method: 'post',
      path: '/v1/audio/captures',
      summary: 'Start audio capture',
      body: A.CaptureStartRequest,
      handler: async ({ caller, body }) => (available(), reply(201, await captures.start(caller.tenantId, body))),
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id',
      summary: 'One capture session',
      handler: ({ caller, params }) => (available(), captures.get(caller.tenantId, params.id)),
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id/chunk',
      summary: 'Read a base64-encoded chunk',
      query: A.ChunkQuery,
      handler: ({ caller, params, query }) => (available(), captures.chunk(caller.tenantId, params.id, query)),
    }),
    route({
      ...common,
      method: 'post',
      path: '/v1/audio/captures/:id/stop',
      summary: 'Stop capture',
      handler: ({ caller, params }) => (available(), captures.stop(caller.tenantId, params.id)),
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id/content',
      summary: 'Download retained raw audio',
      handler: async ({ caller, params, res }) => {
        available();
        const { file, contentType } = await captures.content(caller.tenantId, params.id);
        res.setHeader('Content-Disposition', `attachment; filename="${params.id}.${contentType === 'audio/wav' ? 'wav' : 'pcm'}"`);
        return sendStoredFile(res, file, contentType, `The audio of capture ${params.id} is no longer retained`);
      },
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/transcriptions',
      summary: 'List persisted transcription sessions',
      query: A.TranscriptionsQuery,
      handler: ({ caller, query }) => (available(), transcriptions.list(caller.tenantId, query)),
    }),
    route({
      ...common,
      method: 'post',
      path: '/v1/audio/captures/:id/transcription/start',
      summary: 'Start transcription of an active capture',
      body: A.TranscriptionStartRequest,
      handler: async ({ caller, params, body }) => (available(), reply(201, await transcriptions.start(caller.tenantId, params.id, body ?? {}))),
    }),
    route({
      ...common,
      method: 'post',
      path: '/v1/audio/captures/:id/transcription/stop',
      summary: 'Stop transcription',
      handler: ({ caller, params }) => (available(), transcriptions.stop(caller.tenantId, params.id)),
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id/transcription/events',
      summary: 'List transcript events',
      query: A.TranscriptEventsQuery,
      handler: ({ caller, params, query }) => (available(), transcriptions.events(caller.tenantId, params.id, query)),
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id/transcription/content',
      summary: 'Merged transcript text or JSON',
      query: A.TranscriptContentQuery,
      handler: async ({ caller, params, query, res }) => {
        available();
        const doc = await transcriptions.content(caller.tenantId, params.id);
        if (query.format === 'json') return doc;
        res.type('text/plain; charset=utf-8').send(doc.text);
        return HANDLED;
      },
    }),
    route({
      ...common,
      method: 'get',
      path: '/v1/audio/captures/:id/transcription/stream',
      summary: 'Live transcript updates over SSE',
      query: A.TranscriptStreamQuery,
      handler: async ({ caller, params, query, req, res }) => {
        available();
        const after = resumePoint(req, query.since);
        await streamEvents(res, await transcriptions.source(caller.tenantId, params.id), after);
        return HANDLED;
      },
    }),
  ];
}
