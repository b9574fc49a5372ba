/**
 * The OpenAPI document, generated from the same route declarations and schemas that validate requests.
 */
import { ErrorBodySchema, KEY_PROTOCOL_PREFIX, SOCKET_PROTOCOL } from '../contract/common';
import type { RouteDef } from './route';

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

/** Builds the OpenAPI 3.1 document for a set of routes. */
export function buildOpenApi(routes: readonly RouteDef[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const p = toOpenApiPath(r.path);
    const params = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = r.query as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    for (const [name, schema] of Object.entries(query?.properties ?? {})) {
      params.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema: schema as never });
    }
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      parameters: params,
      responses: {
        '200': { description: 'OK', content: r.response ? { 'application/json': { schema: r.response } } : undefined },
        default: { description: 'Error', content: { 'application/json': { schema: r.errorSchema ?? ErrorBodySchema } } },
      },
    };
    if (r.auth === 'bearer') op.security = [{ bearer: [] }];
    if (r.auth === 'worker') op.security = [{ workerToken: [] }];
    if (r.scope) op['x-required-scope'] = r.scope;
    if (r.operator) op['x-operator-only'] = true;
    if (r.body) op.requestBody = { required: true, content: { 'application/json': { schema: r.body } } };
    if (r.upload)
      op.requestBody = { required: true, content: { [r.upload.mediaType]: { schema: { type: 'string', format: 'binary', maxLength: r.upload.maxBytes } } } };
    // A WebSocket: the GET is an upgrade, and a browser may send its key as a subprotocol.
    if (r.socket) op['x-websocket'] = { subprotocol: SOCKET_PROTOCOL, key_subprotocol: `${KEY_PROTOCOL_PREFIX}<API_KEY>` };
    (paths[p] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Pluck extraction API', version },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        workerToken: { type: 'apiKey', in: 'header', name: 'X-Service-Worker-Token' },
      },
    },
    paths,
  };
}
