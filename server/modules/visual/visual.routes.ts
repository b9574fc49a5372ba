import { VisualRequest, VisualResponse } from '../../contract/features';
import { route, type RouteDef } from '../../http/route';
import type { VisualService } from './visual.service';

/** POST /v1/visual. */
export function visualRoutes(visual: VisualService): RouteDef[] {
  return [
    route<VisualRequest>({
      method: 'post',
      path: '/v1/visual',
      auth: 'bearer',
      scope: 'write',
      tag: 'visual',
      summary: 'Visual extraction: labeled screenshot data and element metadata; retains the annotated PNG',
      body: VisualRequest,
      response: VisualResponse,
      handler: ({ caller, body, signal }) => visual.run(caller.tenantId, body, signal),
    }),
  ];
}
