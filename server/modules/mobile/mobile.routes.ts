import { AppError } from '../../contract/errors';
import { HeartbeatRequest, MaintenanceRequest, MobileListQuery, RenewRequest, SessionAllocateRequest, TargetCreateRequest } from '../../contract/mobile';
import { route, reply, type RouteDef } from '../../http/route';
import { sendStoredFile } from '../../http/send-file';
import type { RegistryService } from './registry.service';
import type { SessionsService } from './sessions.service';

const PLATFORMS = ['android', 'ios'];

function platformParam(p: string): string {
  if (!PLATFORMS.includes(p)) throw new AppError('invalid_request', `Unknown platform "${p}": use android or ios`, { details: { field: 'platform' } });
  return p;
}

/** Every /v1/mobile route (docs/api.md#mobile; docs/decisions.md#mobile-device-lab). */
export function mobileRoutes(registry: RegistryService, sessions: SessionsService): RouteDef[] {
  const r = (def: Omit<RouteDef, 'tag' | 'auth'> & { auth?: RouteDef['auth'] }) => route({ auth: 'bearer', tag: 'mobile', ...def });
  return [
    r({ method: 'get', path: '/v1/mobile/devices', scope: 'mobile', summary: 'List Android and iOS devices with health and registry state', query: MobileListQuery, handler: ({ query }) => registry.devices(query.limit ?? 50) }),
    r({ method: 'get', path: '/v1/mobile/workers', scope: 'mobile', summary: 'List hosted mobile workers', query: MobileListQuery, handler: ({ query }) => registry.workers(query.limit ?? 50) }),
    r({ method: 'post', path: '/v1/mobile/workers/heartbeat', auth: 'worker', summary: 'Register or refresh a worker heartbeat', body: HeartbeatRequest, handler: ({ body }) => registry.heartbeat(body) }),
    r({ method: 'post', path: '/v1/mobile/workers/:id/maintenance', scope: 'admin', operator: true, summary: 'Enable or clear worker maintenance', body: MaintenanceRequest, handler: ({ params, body }) => registry.workerMaintenance(params.id, body) }),
    r({
      method: 'post',
      path: '/v1/mobile/devices/:platform/:id/maintenance',
      scope: 'admin',
      operator: true,
      summary: 'Enable or clear device maintenance',
      body: MaintenanceRequest,
      handler: ({ params, body }) => registry.deviceMaintenance(platformParam(params.platform), params.id, body),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/devices/:platform/:id/targets',
      scope: 'mobile',
      summary: 'List inspectable targets',
      handler: ({ params }) => sessions.deviceTargets(platformParam(params.platform), params.id),
    }),
    r({ method: 'get', path: '/v1/mobile/sessions', scope: 'mobile', summary: 'List attached and recently finalized session leases', query: MobileListQuery, handler: ({ caller, query }) => sessions.list(caller.tenantId, query.limit ?? 50, query.cursor) }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions',
      scope: 'mobile',
      summary: 'Allocate an attached session',
      body: SessionAllocateRequest,
      handler: async ({ caller, body }) => reply(201, await sessions.allocate(caller.tenantId, body)),
    }),
    r({ method: 'delete', path: '/v1/mobile/sessions/:id', scope: 'mobile', summary: 'Release a session', handler: ({ caller, params }) => sessions.release(caller.tenantId, params.id) }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/renew',
      scope: 'mobile',
      summary: 'Renew the lease',
      body: RenewRequest,
      handler: ({ caller, params, body }) => sessions.renew(caller.tenantId, params.id, body?.lease_seconds),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/targets',
      scope: 'mobile',
      summary: 'Open a new target on a supported session',
      body: TargetCreateRequest,
      handler: async ({ caller, params, body }) => reply(201, await sessions.openTarget(caller.tenantId, params.id, body?.url)),
    }),
    r({ method: 'post', path: '/v1/mobile/sessions/:id/recording/start', scope: 'mobile', summary: 'Start Android screen recording', handler: async ({ caller, params }) => reply(201, await sessions.startRecording(caller.tenantId, params.id)) }),
    r({ method: 'post', path: '/v1/mobile/sessions/:id/recording/stop', scope: 'mobile', summary: 'Stop Android screen recording', handler: ({ caller, params }) => sessions.stopRecording(caller.tenantId, params.id) }),
    r({
      method: 'get',
      path: '/v1/mobile/recordings/:id/content',
      scope: 'mobile',
      summary: 'Download a completed recording (video/mp4)',
      handler: async ({ caller, params, res }) => sendStoredFile(res, await sessions.recordingFile(caller.tenantId, params.id), 'video/mp4', `Recording ${params.id} is gone`),
    }),
  ];
}
