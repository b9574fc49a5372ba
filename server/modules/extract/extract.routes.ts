import { AppError } from '../../contract/errors';
import { BatchRequest, ExtractRequest, ExtractResult, TaskRef } from '../../contract/extract';
import { route, type RouteDef } from '../../http/route';
import type { ExtractService } from './extract.service';

/** POST /v1/extract and POST /v1/batch. */
export function extractRoutes(extract: ExtractService): RouteDef[] {
  return [
    route<ExtractRequest>({
      method: 'post',
      path: '/v1/extract',
      auth: 'bearer',
      scope: 'write',
      tag: 'extract',
      summary: 'Extract structured data from one URL (sync, or async with "async": true)',
      body: ExtractRequest,
      response: ExtractResult,
      handler: async ({ caller, body }) => {
        if (body.async) {
          throw new AppError('not_implemented', 'Async extraction is not available in this build yet');
        }
        return extract.extractSync(caller.tenantId, body);
      },
    }),
    route<BatchRequest>({
      method: 'post',
      path: '/v1/batch',
      auth: 'bearer',
      scope: 'write',
      tag: 'extract',
      summary: 'Queue one task per URL (at most 100); always asynchronous',
      body: BatchRequest,
      response: TaskRef,
      handler: () => {
        throw new AppError('not_implemented', 'Batch extraction is not available in this build yet');
      },
    }),
  ];
}
