import { Type } from '@sinclair/typebox';
import { ListOf } from '../../contract/common';
import { AppError } from '../../contract/errors';
import { HistoryQuery, HistoryRow } from '../../contract/history';
import type { ArtifactFiles } from '../../artifacts/artifact-files';
import { route, type RouteDef } from '../../http/route';
import { sendStoredFile } from '../../http/send-file';
import type { ExtractionsService } from './extractions.service';

/** GET /v1/extractions, results and artifact downloads. */
export function extractionsRoutes(extractions: ExtractionsService, artifacts: ArtifactFiles): RouteDef[] {
  const artifact = (kind: 'screenshot' | 'visual-image') =>
    route({
      method: 'get',
      path: `/v1/extractions/:id/artifacts/${kind}`,
      auth: 'bearer',
      scope: 'read',
      tag: 'extractions',
      summary: kind === 'screenshot' ? 'Retained PNG evidence screenshot' : 'Retained annotated PNG of a visual extraction',
      handler: async ({ caller, params, res }) => {
        const row = await extractions.get(caller.tenantId, params.id);
        const rel = kind === 'screenshot' ? row.evidence_screenshot_path : row.visual_image_path;
        const file = rel ? artifacts.resolve(rel) : undefined;
        const missing = `Extraction ${params.id} has no retained ${kind}`;
        if (!file) throw new AppError('not_found', missing);
        return sendStoredFile(res, file, 'image/png', missing);
      },
    });
  return [
    route<unknown, HistoryQuery>({
      method: 'get',
      path: '/v1/extractions',
      auth: 'bearer',
      scope: 'read',
      tag: 'extractions',
      summary: 'The tenant’s extraction history, newest first, with filters',
      query: HistoryQuery,
      response: ListOf(HistoryRow),
      handler: ({ caller, query }) => extractions.list(caller.tenantId, query),
    }),
    route({
      method: 'get',
      path: '/v1/extractions/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'extractions',
      summary: 'One history row',
      response: HistoryRow,
      handler: ({ caller, params }) => extractions.row(caller.tenantId, params.id),
    }),
    route({
      method: 'get',
      path: '/v1/extractions/:id/result',
      auth: 'bearer',
      scope: 'read',
      tag: 'extractions',
      summary: 'Stored result payload of a completed or partial run',
      response: Type.Object({ status: Type.String(), data: Type.Unknown(), metadata: Type.Unknown() }),
      handler: ({ caller, params }) => extractions.result(caller.tenantId, params.id),
    }),
    artifact('screenshot'),
    artifact('visual-image'),
  ];
}
