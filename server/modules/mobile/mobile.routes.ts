import { AppError } from '../../contract/errors';
import {
  APK_MEDIA_TYPE,
  HeartbeatRequest,
  MAX_APK_BYTES,
  InputRequest,
  LogcatQuery,
  MaintenanceRequest,
  MobileListQuery,
  RenewRequest,
  ScreenExtractRequest,
  ScreenQuery,
  SessionAllocateRequest,
  ShellCommandsQuery,
  ShellRequest,
  TargetCreateRequest,
} from '../../contract/mobile';
import { HANDLED, route, reply, type RouteDef } from '../../http/route';
import { sendStoredFile } from '../../http/send-file';
import { streamEvents } from '../../http/sse';
import { webSocketOnly } from '../../http/websocket';
import type { DeviceService } from './device.service';
import { logcatEvents } from './logcat-events';
import type { RegistryService } from './registry.service';
import { openScreenSocket } from './screen.socket';
import type { SessionsService } from './sessions.service';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

const PLATFORMS = ['android', 'ios'];

function platformParam(p: string): string {
  if (!PLATFORMS.includes(p)) throw new AppError('invalid_request', `Unknown platform "${p}": use android or ios`, { details: { field: 'platform' } });
  return p;
}

/** Every /v1/mobile route (docs/api.md#mobile; docs/decisions.md#mobile-device-lab). */
export function mobileRoutes(registry: RegistryService, sessions: SessionsService, device: DeviceService): RouteDef[] {
  const r = (def: Omit<RouteDef, 'tag' | 'auth'> & { auth?: RouteDef['auth'] }) => route({ auth: 'bearer', tag: 'mobile', ...def });
  return [
    r({
      method: 'get',
      path: '/v1/mobile/devices',
      scope: 'mobile',
      summary: 'List Android and iOS devices with health and registry state',
      query: MobileListQuery,
      handler: ({ query }) => registry.devices(query.limit ?? DEFAULT_PAGE_LIMIT),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/workers',
      scope: 'mobile',
      summary: 'List hosted mobile workers',
      query: MobileListQuery,
      handler: ({ query }) => registry.workers(query.limit ?? DEFAULT_PAGE_LIMIT),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/workers/heartbeat',
      auth: 'worker',
      summary: 'Register or refresh a worker heartbeat',
      body: HeartbeatRequest,
      handler: ({ body }) => registry.heartbeat(body),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/workers/:id/maintenance',
      scope: 'admin',
      operator: true,
      summary: 'Enable or clear worker maintenance',
      body: MaintenanceRequest,
      handler: ({ params, body }) => registry.workerMaintenance(params.id, body),
    }),
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
    r({
      method: 'get',
      path: '/v1/mobile/sessions',
      scope: 'mobile',
      summary: 'List attached and recently finalized session leases',
      query: MobileListQuery,
      handler: ({ caller, query }) => sessions.list(caller.tenantId, query.limit ?? DEFAULT_PAGE_LIMIT, query.cursor),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions',
      scope: 'mobile',
      summary: 'Allocate an attached session',
      body: SessionAllocateRequest,
      handler: async ({ caller, body }) => reply(201, await sessions.allocate(caller.tenantId, body)),
    }),
    r({
      method: 'delete',
      path: '/v1/mobile/sessions/:id',
      scope: 'mobile',
      summary: 'Release a session',
      handler: ({ caller, params }) => sessions.release(caller.tenantId, params.id),
    }),
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
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/recording/start',
      scope: 'mobile',
      summary: 'Start Android screen recording',
      handler: async ({ caller, params }) => reply(201, await sessions.startRecording(caller.tenantId, params.id)),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/recording/stop',
      scope: 'mobile',
      summary: 'Stop Android screen recording',
      handler: ({ caller, params }) => sessions.stopRecording(caller.tenantId, params.id),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/sessions/:id/screen',
      scope: 'mobile',
      query: ScreenQuery,
      summary: 'Live screen (WebSocket): PNG frames, or with format=h264 the device’s H.264 video, shared by every viewer; the holder sends touches and keys',
      handler: webSocketOnly,
      socket: ({ caller, params, query, limit }) => openScreenSocket(device, caller, params.id, query, limit),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/sessions/:id/screenshot',
      scope: 'mobile',
      summary: 'A screenshot of the device now (image/png)',
      handler: async ({ caller, params, res }) => {
        const png = await device.screenshot(await device.access(caller, params.id));
        res.type('image/png').send(png);
        return HANDLED;
      },
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/input',
      scope: 'mobile',
      summary: 'Tap, long press, swipe, type or press Back/Home/Recents (coordinates are fractions of the screen as shown; holder only)',
      body: InputRequest,
      handler: async ({ caller, params, body }) => device.input(await device.access(caller, params.id), body),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/sessions/:id/logcat',
      scope: 'mobile',
      summary: 'Logcat as server-sent events (`line`), filtered by least level and tags',
      query: LogcatQuery,
      handler: async ({ caller, params, query, res }) => {
        const events = await logcatEvents(device, await device.access(caller, params.id), query);
        await streamEvents(res, events, 0);
        return HANDLED;
      },
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/extract',
      scope: 'mobile',
      summary: 'Extract with a schema or prompt from what the device shows (window hierarchy and screenshot); history mode mobile (holder only)',
      body: ScreenExtractRequest,
      handler: async ({ caller, params, body, signal }) => device.extract(await device.access(caller, params.id), body, signal),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/sessions/:id/apps',
      scope: 'mobile',
      summary: 'Packages installed on the device',
      handler: async ({ caller, params }) => device.apps(await device.access(caller, params.id)),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/apps',
      scope: 'mobile',
      summary: 'Install an uploaded APK (holder only); answers the packages that appeared',
      upload: { mediaType: APK_MEDIA_TYPE, maxBytes: MAX_APK_BYTES },
      handler: async ({ caller, params, body }) => reply(201, await device.install(await device.access(caller, params.id), body as Buffer)),
    }),
    r({
      method: 'delete',
      path: '/v1/mobile/sessions/:id/apps/:package',
      scope: 'mobile',
      summary: 'Uninstall a package (holder only)',
      handler: async ({ caller, params }) => device.uninstall(await device.access(caller, params.id), params.package),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/apps/:package/launch',
      scope: 'mobile',
      summary: "Start a package's launcher activity (holder only)",
      handler: async ({ caller, params }) => device.launch(await device.access(caller, params.id), params.package),
    }),
    r({
      method: 'post',
      path: '/v1/mobile/sessions/:id/shell',
      scope: 'admin',
      summary: "Run a command in the device's shell (holder's admin keys only; every command is recorded)",
      body: ShellRequest,
      handler: async ({ caller, params, body }) => device.shell(await device.access(caller, params.id), caller, body),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/shell-commands',
      scope: 'admin',
      summary: "The tenant's shell commands, newest first: who ran what on which device, and how it ended",
      query: ShellCommandsQuery,
      handler: ({ caller, query }) => device.shellCommands(caller, query),
    }),
    r({
      method: 'get',
      path: '/v1/mobile/recordings/:id/content',
      scope: 'mobile',
      summary: 'Download a completed recording (video/mp4)',
      handler: async ({ caller, params, res }) =>
        sendStoredFile(res, await sessions.recordingFile(caller.tenantId, params.id), 'video/mp4', `Recording ${params.id} is gone`),
    }),
  ];
}
