/**
 * The typed HTTP client of the Pluck API. Isomorphic: the CLI, the console and the tests use it;
 * nobody hand-rolls fetch. Error bodies come back as AppError with the API's code.
 */
import type { Monitor, MonitorCreateRequest, MonitorRun, WebhookAttempt } from '../contract/monitors';
import type { Recipe, RecipeQuery } from '../contract/recipes';
import { AppError, isErrorBody, type ErrorCode } from '../contract/errors';
import { KEY_PROTOCOL_PREFIX, SOCKET_PROTOCOL, type List } from '../contract/common';
import type { BatchResponse, ExtractResult, Task, TaskQuery, TaskRef } from '../contract/extract';
import type { HistoryQuery, HistoryRow } from '../contract/history';
import type { ApiKey, CreatedKey, CreateKeyRequest, Tenant, UpdateTenantRequest } from '../contract/keys';
import type { ProvidersResponse, Usage } from '../contract/usage';
import type { ExtractOptions } from '../contract/extract';
import type { VisualResponse } from '../contract/features';
import type { ScrapeRequest, ScrapeResult } from '../contract/scrape';
import type { MapRequest, MapResult } from '../contract/map';
import type { Crawl, CrawlAccepted, CrawlListQuery, CrawlPagesQuery, CrawlRequest, CrawlWithPages } from '../contract/crawl';
import {
  APK_MEDIA_TYPE,
  type AppInstallResult,
  type DeviceApp,
  type HeartbeatRequest,
  type HeartbeatResponse,
  type InputRequest,
  type InputResult,
  type LogcatQuery,
  type MaintenanceRequest,
  type MobileDevice,
  type MobileRecording,
  type MobileSession,
  type MobileTarget,
  type MobileWorker,
  type ScreenExtractRequest,
  type ScreenQuery,
  type SessionAllocateRequest,
  type ShellCommand,
  type ShellCommandsQuery,
  type ShellRequest,
  type ShellResult,
} from '../contract/mobile';
import type { AuthenticatedResult, CreateCredentialRequest, Credential, LoginTrace, SessionSummary } from '../contract/auth';
import type {
  AudioChunk,
  Capture,
  CaptureStartRequest,
  CaptureStatus,
  TranscriptDocument,
  TranscriptEvent,
  TranscriptionSession,
  TranscriptionStartRequest,
  TranscriptionStatus,
} from '../contract/audio';

export { AppError, type ErrorCode } from '../contract/errors';

/** How to reach the API. */
export interface ClientOptions {
  baseUrl: string;
  apiKey?: string;
  /** Custom fetch (tests, Electron). */
  fetch?: typeof fetch;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

/** A body for POST /v1/extract. */
export interface ExtractInput {
  url: string;
  schema?: Record<string, unknown>;
  prompt?: string;
  async?: boolean;
  options?: ExtractOptions;
}

/** A raw response, for callers that need status and headers. */
export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** Thrown when the server cannot be reached at all. */
export class UnreachableError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Cannot reach the Pluck server at ${url}: ${(cause as Error)?.message ?? cause}`);
    this.name = 'UnreachableError';
  }
}

/**
 * Thrown when something answered at the address but not as Pluck does (an HTML error page, a
 * non-JSON body): usually --server or PLUCK_URL points at another web server.
 */
export class NotPluckServerError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly contentType: string,
  ) {
    super(`${url} is not a Pluck server (answered HTTP ${status} ${contentType || 'without a content type'})`);
    this.name = 'NotPluckServerError';
  }
}

/** The media type of a response, without parameters (`text/html`, not `text/html; charset=utf-8`). */
function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim();
}

function queryString(q: Record<string, unknown> | undefined): string {
  if (!q) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Creates a client. */
export function createClient(opts: ClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;

  async function raw(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: string | Uint8Array } = {},
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { ...opts.headers, ...init.headers };
    if (opts.apiKey && !('Authorization' in headers)) headers.Authorization = `Bearer ${opts.apiKey}`;
    let payload: string | Uint8Array | undefined = init.rawBody;
    if (body !== undefined && payload === undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !('Content-Type' in headers)) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { method, headers, body: payload as BodyInit | undefined });
    } catch (err) {
      throw new UnreachableError(base, (err as { cause?: unknown }).cause ?? err);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await raw(method, path, body);
    if (r.status >= 400) {
      if (isErrorBody(r.body)) {
        const retry = r.headers.get('retry-after');
        throw new AppError(r.body.code as ErrorCode, r.body.error, {
          details: r.body.details,
          traceId: r.body.trace_id,
          retryAfter: retry ? Number(retry) : undefined,
        });
      }
      throw new NotPluckServerError(base, r.status, mediaType(r.headers));
    }
    // Every Pluck answer with a body is JSON; anything else came from another server.
    if (r.text && !mediaType(r.headers).includes('json')) throw new NotPluckServerError(base, r.status, mediaType(r.headers));
    return r.body as T;
  }

  async function bytes(path: string): Promise<Uint8Array> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { headers });
    } catch (err) {
      throw new UnreachableError(base, (err as { cause?: unknown }).cause ?? err);
    }
    if (res.status >= 400) {
      const body = await res.json().catch(() => undefined);
      if (isErrorBody(body)) throw new AppError(body.code as ErrorCode, body.error, { details: body.details });
      throw new NotPluckServerError(base, res.status, mediaType(res.headers));
    }
    return new Uint8Array(await res.arrayBuffer());
  }

  return {
    baseUrl: base,
    raw,
    call,
    health: () => call<{ status: string; version: string; uptime_s: number; components: Record<string, unknown> }>('GET', '/health'),
    providers: () => call<ProvidersResponse>('GET', '/v1/providers'),
    usage: () => call<Usage>('GET', '/v1/usage'),
    listKeys: (q: { limit?: number; cursor?: string } = {}) => call<List<ApiKey>>('GET', `/v1/keys${queryString(q)}`),
    createKey: (req: CreateKeyRequest) => call<CreatedKey>('POST', '/v1/keys', req),
    revokeKey: (id: string) => call<void>('DELETE', `/v1/keys/${encodeURIComponent(id)}`),
    tenant: () => call<Tenant>('GET', '/v1/tenant'),
    updateTenant: (req: UpdateTenantRequest) => call<Tenant>('POST', '/v1/tenant', req),
    extract: (req: ExtractInput) => call<ExtractResult>('POST', '/v1/extract', req),
    extractAsync: (req: Omit<ExtractInput, 'async'>) => call<TaskRef>('POST', '/v1/extract', { ...req, async: true }),
    batch: (req: { urls: string[]; schema?: Record<string, unknown>; prompt?: string; options?: ExtractOptions }) =>
      call<BatchResponse>('POST', '/v1/batch', req),
    scrape: (req: ScrapeRequest) => call<ScrapeResult>('POST', '/v1/scrape', req),
    map: (req: MapRequest) => call<MapResult>('POST', '/v1/map', req),
    crawl: (req: CrawlRequest) => call<CrawlAccepted>('POST', '/v1/crawl', req),
    crawlStatus: (id: string, q: CrawlPagesQuery = {}) => call<CrawlWithPages>('GET', `/v1/crawls/${encodeURIComponent(id)}${queryString(q)}`),
    crawls: (q: CrawlListQuery = {}) => call<List<Crawl>>('GET', `/v1/crawls${queryString(q)}`),
    cancelCrawl: (id: string) => call<Crawl>('DELETE', `/v1/crawls/${encodeURIComponent(id)}`),
    tasks: (q: Partial<TaskQuery> = {}) => call<List<Task>>('GET', `/v1/tasks${queryString(q)}`),
    task: (id: string) => call<Task>('GET', `/v1/tasks/${encodeURIComponent(id)}`),
    cancelTask: (id: string) => call<Task>('POST', `/v1/tasks/${encodeURIComponent(id)}/cancel`),
    extractions: (q: Partial<HistoryQuery> = {}) => call<List<HistoryRow>>('GET', `/v1/extractions${queryString(q)}`),
    extraction: (id: string) => call<HistoryRow>('GET', `/v1/extractions/${encodeURIComponent(id)}`),
    extractionResult: (id: string) =>
      call<{ status: string; data: Record<string, unknown>; metadata: Record<string, unknown> }>('GET', `/v1/extractions/${encodeURIComponent(id)}/result`),
    artifact: (id: string, kind: 'screenshot' | 'visual-image') => bytes(`/v1/extractions/${encodeURIComponent(id)}/artifacts/${kind}`),
    visual: (req: { url: string; instruction: string; include_screenshot?: boolean }) => call<VisualResponse>('POST', '/v1/visual', req),
    metrics: () => call<Record<string, unknown>>('GET', '/v1/system/metrics'),
    extractAuthenticated: (req: { url: string; credential_ref: string; prompt: string; session_name: string; schema?: Record<string, unknown> }) =>
      call<AuthenticatedResult>('POST', '/v1/extract/authenticated', req),
    createCredential: (req: CreateCredentialRequest) => call<Credential>('POST', '/v1/auth/credentials', req),
    credentials: (q: { limit?: number; cursor?: string } = {}) => call<List<Credential>>('GET', `/v1/auth/credentials${queryString(q)}`),
    deleteCredential: (ref: string) => call<void>('DELETE', `/v1/auth/credentials/${encodeURIComponent(ref)}`),
    authSessions: (q: { q?: string; expired?: boolean; limit?: number; cursor?: string } = {}) =>
      call<List<SessionSummary>>('GET', `/v1/auth/sessions${queryString(q)}`),
    deleteAuthSession: (name: string) => call<void>('DELETE', `/v1/auth/sessions/${encodeURIComponent(name)}`),
    loginTrace: (id: string) => call<LoginTrace>('GET', `/v1/auth/traces/${encodeURIComponent(id)}`),
    createMonitor: (req: MonitorCreateRequest) => call<Monitor>('POST', '/v1/monitor', req),
    monitors: (q: { limit?: number } = {}) => call<List<Monitor>>('GET', `/v1/monitors${queryString(q)}`),
    monitor: (id: string) => call<Monitor>('GET', `/v1/monitors/${encodeURIComponent(id)}`),
    monitorRuns: (id: string, q: { limit?: number } = {}) => call<List<MonitorRun>>('GET', `/v1/monitors/${encodeURIComponent(id)}/runs${queryString(q)}`),
    monitorDeliveries: (id: string, q: { limit?: number } = {}) =>
      call<List<WebhookAttempt>>('GET', `/v1/monitors/${encodeURIComponent(id)}/deliveries${queryString(q)}`),
    deleteMonitor: (id: string) => call<void>('DELETE', `/v1/monitors/${encodeURIComponent(id)}`),
    recipes: (q: Partial<RecipeQuery> = {}) => call<List<Recipe>>('GET', `/v1/recipes${queryString(q)}`),
    recipe: (id: string) => call<Recipe>('GET', `/v1/recipes/${encodeURIComponent(id)}`),
    deleteRecipe: (id: string) => call<void>('DELETE', `/v1/recipes/${encodeURIComponent(id)}`),
    pinRecipe: (id: string, pinned: boolean) => call<Recipe>('POST', `/v1/recipes/${encodeURIComponent(id)}/pin`, { pinned }),
    startCapture: (req: CaptureStartRequest) => call<Capture>('POST', '/v1/audio/captures', req),
    captures: (q: { status?: CaptureStatus; limit?: number } = {}) => call<List<Capture>>('GET', `/v1/audio/captures${queryString(q)}`),
    capture: (id: string) => call<Capture>('GET', `/v1/audio/captures/${encodeURIComponent(id)}`),
    captureChunk: (id: string, q: { max_bytes?: number; offset?: number } = {}) =>
      call<AudioChunk>('GET', `/v1/audio/captures/${encodeURIComponent(id)}/chunk${queryString(q)}`),
    stopCapture: (id: string) => call<Capture>('POST', `/v1/audio/captures/${encodeURIComponent(id)}/stop`),
    captureContent: (id: string) => bytes(`/v1/audio/captures/${encodeURIComponent(id)}/content`),
    startTranscription: (id: string, req: TranscriptionStartRequest = {}) =>
      call<TranscriptionSession>('POST', `/v1/audio/captures/${encodeURIComponent(id)}/transcription/start`, req),
    stopTranscription: (id: string) => call<TranscriptionSession>('POST', `/v1/audio/captures/${encodeURIComponent(id)}/transcription/stop`),
    transcriptions: (q: { status?: TranscriptionStatus; q?: string; limit?: number } = {}) =>
      call<List<TranscriptionSession>>('GET', `/v1/audio/transcriptions${queryString(q)}`),
    transcriptEvents: (id: string, q: { since?: number; limit?: number } = {}) =>
      call<List<TranscriptEvent>>('GET', `/v1/audio/captures/${encodeURIComponent(id)}/transcription/events${queryString(q)}`),
    transcript: (id: string) => call<TranscriptDocument>('GET', `/v1/audio/captures/${encodeURIComponent(id)}/transcription/content?format=json`),
    /** Opens the transcript's SSE stream after `since` (the caller reads and closes the body). */
    transcriptStream: (id: string, since = 0, signal?: AbortSignal) => {
      const headers: Record<string, string> = { ...opts.headers, Accept: 'text/event-stream' };
      if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;
      // The platform fetch, whose body streams: a custom fetch (the CLI's) may read bodies whole.
      return fetch(`${base}/v1/audio/captures/${encodeURIComponent(id)}/transcription/stream?since=${since}`, { headers, signal });
    },
    mobileDevices: () => call<List<MobileDevice>>('GET', '/v1/mobile/devices'),
    mobileWorkers: () => call<List<MobileWorker>>('GET', '/v1/mobile/workers'),
    mobileSessions: (q: { limit?: number; cursor?: string } = {}) => call<List<MobileSession>>('GET', `/v1/mobile/sessions${queryString(q)}`),
    createMobileSession: (req: SessionAllocateRequest) => call<MobileSession>('POST', '/v1/mobile/sessions', req),
    renewMobileSession: (id: string, req: { lease_seconds?: number } = {}) =>
      call<MobileSession>('POST', `/v1/mobile/sessions/${encodeURIComponent(id)}/renew`, req),
    releaseMobileSession: (id: string) => call<MobileSession>('DELETE', `/v1/mobile/sessions/${encodeURIComponent(id)}`),
    mobileTargets: (platform: string, id: string) =>
      call<List<MobileTarget>>('GET', `/v1/mobile/devices/${encodeURIComponent(platform)}/${encodeURIComponent(id)}/targets`),
    openMobileTarget: (sessionId: string, url?: string) =>
      call<MobileTarget>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/targets`, url ? { url } : {}),
    startRecording: (sessionId: string) => call<MobileRecording>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/recording/start`),
    stopRecording: (sessionId: string) => call<MobileRecording>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/recording/stop`),
    recordingContent: (id: string) => bytes(`/v1/mobile/recordings/${encodeURIComponent(id)}/content`),
    /** The live screen's WebSocket address and the subprotocols that carry this client's key (a browser cannot set headers). */
    /** The live screen socket; `format: 'h264'` asks for the device's video (PNG frames where it has none). */
    screenSocket: (sessionId: string, q: ScreenQuery = {}) => ({
      url: `${base.replace(/^http/, 'ws')}/v1/mobile/sessions/${encodeURIComponent(sessionId)}/screen${queryString(q)}`,
      protocols: [SOCKET_PROTOCOL, ...(opts.apiKey ? [`${KEY_PROTOCOL_PREFIX}${opts.apiKey}`] : [])],
    }),
    sessionScreenshot: (sessionId: string) => bytes(`/v1/mobile/sessions/${encodeURIComponent(sessionId)}/screenshot`),
    sessionInput: (sessionId: string, req: InputRequest) => call<InputResult>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/input`, req),
    /** Opens the session's logcat SSE stream (the caller reads and closes the body). */
    sessionLogcat: (sessionId: string, q: LogcatQuery = {}, signal?: AbortSignal) => {
      const headers: Record<string, string> = { ...opts.headers, Accept: 'text/event-stream' };
      if (opts.apiKey) headers.Authorization = `Bearer ${opts.apiKey}`;
      // The platform fetch, whose body streams: a custom fetch (the CLI's) may read bodies whole.
      return fetch(`${base}/v1/mobile/sessions/${encodeURIComponent(sessionId)}/logcat${queryString(q)}`, { headers, signal });
    },
    extractScreen: (sessionId: string, req: ScreenExtractRequest) =>
      call<ExtractResult>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/extract`, req),
    sessionApps: (sessionId: string) => call<List<DeviceApp>>('GET', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/apps`),
    async installApp(sessionId: string, apk: Uint8Array): Promise<AppInstallResult> {
      const r = await raw('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/apps`, undefined, {
        rawBody: apk,
        headers: { 'Content-Type': APK_MEDIA_TYPE },
      });
      if (r.status >= 400) {
        if (isErrorBody(r.body)) throw new AppError(r.body.code as ErrorCode, r.body.error, { details: r.body.details });
        throw new NotPluckServerError(base, r.status, mediaType(r.headers));
      }
      return r.body as AppInstallResult;
    },
    uninstallApp: (sessionId: string, pkg: string) =>
      call<{ uninstalled: string }>('DELETE', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/apps/${encodeURIComponent(pkg)}`),
    launchApp: (sessionId: string, pkg: string) =>
      call<{ launched: string }>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/apps/${encodeURIComponent(pkg)}/launch`),
    deviceShell: (sessionId: string, req: ShellRequest) => call<ShellResult>('POST', `/v1/mobile/sessions/${encodeURIComponent(sessionId)}/shell`, req),
    shellCommands: (q: Partial<ShellCommandsQuery> = {}) => call<List<ShellCommand>>('GET', `/v1/mobile/shell-commands${queryString(q)}`),
    deviceMaintenance: (platform: string, id: string, req: MaintenanceRequest) =>
      call<MobileDevice>('POST', `/v1/mobile/devices/${encodeURIComponent(platform)}/${encodeURIComponent(id)}/maintenance`, req),
    workerMaintenance: (id: string, req: MaintenanceRequest) => call<MobileWorker>('POST', `/v1/mobile/workers/${encodeURIComponent(id)}/maintenance`, req),
    /** A worker's heartbeat: authenticated with the worker token, not a key. */
    async workerHeartbeat(token: string, req: HeartbeatRequest): Promise<HeartbeatResponse> {
      const r = await raw('POST', '/v1/mobile/workers/heartbeat', req, { headers: { 'X-Service-Worker-Token': token } });
      if (r.status >= 400) {
        if (isErrorBody(r.body)) throw new AppError(r.body.code as ErrorCode, r.body.error, { details: r.body.details });
        throw new NotPluckServerError(base, r.status, mediaType(r.headers));
      }
      return r.body as HeartbeatResponse;
    },
  };
}

/** The client type. */
export type PluckClient = ReturnType<typeof createClient>;
