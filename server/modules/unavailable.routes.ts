/**
 * Spec routes whose provider is not part of this deployment: they authenticate and validate like
 * every route, then answer 503 `<feature>_unavailable` (DESIGN.md §2) — never a fake success.
 * Why the provider is absent comes from the provider registry (`details.reason`).
 */
import type { TSchema } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { PageQuery } from '../contract/common';
import { AppError, type ErrorCode } from '../contract/errors';
import * as F from '../contract/features';
import type { Scope } from '../contract/keys';
import { route, type RouteAuth, type RouteDef } from '../http/route';
import type { ProviderKind, ProviderRegistry } from '../providers/provider-registry';

type Spec = [method: RouteDef['method'], path: string, auth: RouteAuth, scope: Scope | undefined, summary: string, schema?: { body?: TSchema; query?: TSchema }];

const List = Type.Object(PageQuery, { additionalProperties: false });

/** Why none of the kinds a feature can use is available, from the registry. */
function whyUnavailable(registry: ProviderRegistry, kinds: ProviderKind[]): string | undefined {
  const reasons = kinds.map((k) => registry.availability(k)).filter((a) => !a.available && a.reason);
  return reasons.length ? reasons.map((a) => a.reason).join('; ') : undefined;
}

function unavailable(registry: ProviderRegistry, kinds: ProviderKind[], tag: string, code: ErrorCode, message: string, specs: Spec[]): RouteDef[] {
  return specs.map(([method, path, auth, scope, summary, schema]) =>
    route({
      method,
      path,
      auth,
      scope,
      tag,
      summary,
      body: schema?.body,
      query: schema?.query,
      handler: () => {
        const reason = whyUnavailable(registry, kinds);
        throw new AppError(code, message, reason ? { details: { reason } } : {});
      },
    }),
  );
}

/** Mobile device labs: need a mobile provider. */
export function mobileRoutes(registry: ProviderRegistry): RouteDef[] {
  return unavailable(registry, ['mobile_adb', 'mobile_ios', 'mobile_workers'], 'mobile', 'mobile_unavailable', 'Mobile device sessions need a mobile provider (adb, iOS proxy or workers), which this deployment does not have', [
    ['get', '/v1/mobile/devices', 'bearer', 'mobile', 'List Android and iOS devices', { query: List }],
    ['get', '/v1/mobile/workers', 'bearer', 'mobile', 'List hosted mobile workers', { query: List }],
    ['post', '/v1/mobile/workers/heartbeat', 'worker', undefined, 'Register or refresh a worker heartbeat', { body: F.HeartbeatRequest }],
    ['post', '/v1/mobile/workers/:id/maintenance', 'bearer', 'admin', 'Enable or clear worker maintenance', { body: F.MaintenanceRequest }],
    ['post', '/v1/mobile/devices/:platform/:id/maintenance', 'bearer', 'admin', 'Enable or clear device maintenance', { body: F.MaintenanceRequest }],
    ['get', '/v1/mobile/devices/:platform/:id/targets', 'bearer', 'mobile', 'List inspectable targets'],
    ['get', '/v1/mobile/sessions', 'bearer', 'mobile', 'List session leases', { query: List }],
    ['post', '/v1/mobile/sessions', 'bearer', 'mobile', 'Allocate an attached session', { body: F.SessionAllocateRequest }],
    ['delete', '/v1/mobile/sessions/:id', 'bearer', 'mobile', 'Release a session'],
    ['post', '/v1/mobile/sessions/:id/renew', 'bearer', 'mobile', 'Renew the lease'],
    ['post', '/v1/mobile/sessions/:id/targets', 'bearer', 'mobile', 'Open a new target', { body: F.TargetCreateRequest }],
    ['post', '/v1/mobile/sessions/:id/recording/start', 'bearer', 'mobile', 'Start Android screen recording'],
    ['post', '/v1/mobile/sessions/:id/recording/stop', 'bearer', 'mobile', 'Stop Android screen recording'],
    ['get', '/v1/mobile/recordings/:id/content', 'bearer', 'mobile', 'Download a completed recording'],
  ]);
}
