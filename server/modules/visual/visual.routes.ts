import { AppError } from '../../contract/errors';
import { VisualRequest } from '../../contract/features';
import { route, type RouteDef } from '../../http/route';

/** POST /v1/visual. */
export function visualRoutes(): RouteDef[] {
  return [
    route({
      method: 'post',
      path: '/v1/visual',
      auth: 'bearer',
      scope: 'write',
      tag: 'visual',
      summary: 'Visual extraction: labeled screenshot data and element metadata',
      body: VisualRequest,
      handler: () => {
        throw new AppError('not_implemented', 'Visual extraction is not available in this build yet');
      },
    }),
  ];
}
