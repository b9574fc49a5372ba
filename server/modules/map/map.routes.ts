import { MapRequest, MapResult } from '../../contract/map';
import { route, type RouteDef } from '../../http/route';
import type { MapService } from './map.service';

/** POST /v1/map. */
export function mapRoutes(map: MapService): RouteDef[] {
  return [
    route<MapRequest>({
      method: 'post',
      path: '/v1/map',
      auth: 'bearer',
      scope: 'write',
      tag: 'map',
      summary: "A site's URLs from its sitemaps (robots.txt, /sitemap.xml, index files, gzip) and its start page's links, normalised and de-duplicated",
      body: MapRequest,
      response: MapResult,
      handler: ({ body, signal }) => map.map(body, signal),
    }),
  ];
}
