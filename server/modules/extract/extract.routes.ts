import { BatchRequest, BatchResponse, ExtractRequest, ExtractResult } from '../../contract/extract';
import { reply, route, type RouteDef } from '../../http/route';
import type { TasksService } from '../tasks/tasks.service';
import type { ExtractService } from './extract.service';

/** POST /v1/extract (sync, or 202 with a task) and POST /v1/batch (202 with one task per URL). */
export function extractRoutes(extract: ExtractService, tasks: TasksService): RouteDef[] {
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
      handler: async ({ caller, body, signal }) => {
        if (body.async) return reply(202, await tasks.acceptOne(caller.tenantId, body));
        return extract.extractSync(caller.tenantId, body, signal);
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
      response: BatchResponse,
      handler: async ({ caller, body }) => reply(202, await tasks.acceptBatch(caller.tenantId, body)),
    }),
  ];
}
