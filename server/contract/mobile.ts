/**
 * The mobile device lab's requests and records (these field names are contract: docs/decisions.md#mobile-device-lab). Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_STORED_INTEGER, PageQuery } from './common';
import { ExtractOptions, JsonSchemaObject } from './extract';

/** Device platforms. */
export const Platform = Type.Union([Type.Literal('android'), Type.Literal('ios')]);
export type Platform = Static<typeof Platform>;

/** How a session reaches its device. */
export type Transport = 'cdp_http' | 'worker_control' | 'webkit_inspector';

/** Lease bounds, seconds. */
export const LEASE_MIN_SECONDS = 10;
export const LEASE_MAX_SECONDS = 24 * 3600;

export const MaintenanceRequest = Type.Object(
  { enabled: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type MaintenanceRequest = Static<typeof MaintenanceRequest>;

/** One device a worker reports. */
export const HeartbeatDevice = Type.Object(
  {
    platform: Platform,
    id: Type.String({ minLength: 1, maxLength: 200 }),
    model: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    state: Type.String({ minLength: 1, maxLength: 50 }),
  },
  { additionalProperties: false },
);
export type HeartbeatDevice = Static<typeof HeartbeatDevice>;

export const HeartbeatRequest = Type.Object(
  {
    worker_id: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:-]+$' }),
    host: Type.Optional(Type.String({ maxLength: 200 })),
    addr: Type.Optional(Type.String({ maxLength: 500 })),
    devices: Type.Optional(Type.Array(HeartbeatDevice, { maxItems: 500 })),
    active_sessions: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })),
    queue_depth: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })),
    max_sessions: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STORED_INTEGER })),
    failure_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    last_error: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type HeartbeatRequest = Static<typeof HeartbeatRequest>;

export const SessionAllocateRequest = Type.Object(
  {
    device_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    platform: Type.Optional(Platform),
    capabilities: Type.Optional(Type.Object({}, { additionalProperties: true })),
    sticky_key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    lease_seconds: Type.Optional(Type.Integer({ minimum: LEASE_MIN_SECONDS, maximum: LEASE_MAX_SECONDS })),
  },
  { additionalProperties: false },
);
export type SessionAllocateRequest = Static<typeof SessionAllocateRequest>;

export const RenewRequest = Type.Object(
  { lease_seconds: Type.Optional(Type.Integer({ minimum: LEASE_MIN_SECONDS, maximum: LEASE_MAX_SECONDS })) },
  { additionalProperties: false },
);

export const TargetCreateRequest = Type.Object({ url: Type.Optional(Type.String({ minLength: 1, maxLength: 8192 })) }, { additionalProperties: false });

export const MobileListQuery = Type.Object(PageQuery, { additionalProperties: false });

/** A target as a hosted worker reports it. */
export const WorkerTarget = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  url: Type.String(),
  websocket_url: Type.Optional(Type.String()),
});

/**
 * What a hosted worker answers (the worker protocol in docs/mobile.md), checked by the server before use.
 * Extra fields are let through so a newer worker still works.
 */
export const WorkerAnswers = {
  attach: Type.Object({ cdp_url: Type.Optional(Type.String()) }),
  targets: Type.Object({ items: Type.Array(WorkerTarget) }),
  openTarget: WorkerTarget,
  recordingStart: Type.Object({ recording_id: Type.String({ minLength: 1 }) }),
  ui: Type.Object({ xml: Type.String() }),
  packages: Type.Object({ items: Type.Array(Type.String()) }),
  shell: Type.Object({ output: Type.String(), exit_code: Type.Union([Type.Integer(), Type.Null()]), truncated: Type.Boolean(), timed_out: Type.Boolean() }),
};

/** A device of the inventory. */
export interface MobileDevice {
  platform: Platform;
  id: string;
  model: string | null;
  state: string;
  health_status: 'healthy' | 'degraded' | 'unhealthy';
  failure_streak: number;
  failed_uses: number;
  draining: boolean;
  /** In maintenance, by its own flag or its worker's (see `maintenance_by`). */
  maintenance: boolean;
  maintenance_reason: string | null;
  /** Whose maintenance holds the device: its own (cleared on the device) or its worker's (cleared on the worker). */
  maintenance_by: 'device' | 'worker' | null;
  /** Whether a new session could be placed on it now. */
  available: boolean;
  /** Why not, when it is not available: maintenance, draining, a stale or unhealthy worker, a lease. */
  unavailable_reason: string | null;
  worker_id: string | null;
  worker_host: string | null;
  worker_addr: string | null;
  worker_healthy: boolean | null;
  last_seen_at: string | null;
  registry_state: 'online' | 'offline' | 'stale';
}

/** A hosted worker. */
export interface MobileWorker {
  id: string;
  host: string | null;
  addr: string | null;
  active_sessions: number;
  queue_depth: number;
  max_sessions: number;
  failure_rate: number;
  last_error: string | null;
  healthy: boolean;
  maintenance: boolean;
  maintenance_reason: string | null;
  last_heartbeat_at: string;
  state: 'online' | 'stale';
  devices: number;
}

/** What a session can do. */
export interface SessionCapabilities {
  targets: boolean;
  recording: boolean;
  cdp: boolean;
  /** Live screen, touch and keys, logcat, apps and extraction from the screen (local Android). */
  screen: boolean;
}

/** A session lease. */
export interface MobileSession {
  id: string;
  platform: Platform;
  device_id: string;
  worker_id: string | null;
  transport: Transport;
  status: 'attached' | 'released' | 'expired';
  sticky_key: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  released_at: string | null;
  capabilities: SessionCapabilities;
  /** Why the session can not do what others can (iOS). */
  unsupported?: string[];
  cdp_url?: string;
  webkit_url?: string;
  recording: { id: string; status: string } | null;
}

/** An inspectable target (page, webview). */
export interface MobileTarget {
  id: string;
  type: string;
  title: string;
  url: string;
  /** CDP or WebKit inspector WebSocket, when the device exposes one. */
  websocket_url?: string;
}

/** A recording. */
export interface MobileRecording {
  recording_id: string;
  session_id: string;
  status: 'recording' | 'completed' | 'failed';
  bytes: number;
  created_at: string;
  completed_at: string | null;
}

/** POST /v1/mobile/workers/heartbeat response. */
export interface HeartbeatResponse {
  worker_id: string;
  stale_after_seconds: number;
}

/** Keys a viewer presses (Android key codes in modules/mobile/input.ts). */
export const DeviceKey = Type.Union([Type.Literal('back'), Type.Literal('home'), Type.Literal('recents')]);

/** A share of the screen as the viewer shows it: 0 is the left (top) edge, 1 the right (bottom). */
const Fraction = Type.Number({ minimum: 0, maximum: 1 });

/**
 * One touch or key on a leased device (POST …/input, or an `input` message on the screen socket).
 * Coordinates are fractions of the screen as shown, so a viewer of any size maps to the device's pixels.
 */
export const InputRequest = Type.Object(
  {
    action: Type.Union([Type.Literal('tap'), Type.Literal('long_press'), Type.Literal('swipe'), Type.Literal('text'), Type.Literal('key')]),
    x: Type.Optional(Fraction),
    y: Type.Optional(Fraction),
    /** Where a swipe ends. */
    to_x: Type.Optional(Fraction),
    to_y: Type.Optional(Fraction),
    /** Swipe or long press duration (default 300 and 800 ms). */
    duration_ms: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    key: Type.Optional(DeviceKey),
  },
  { additionalProperties: false },
);
export type InputRequest = Static<typeof InputRequest>;

/** What an input did, in device pixels. */
export interface InputResult {
  action: InputRequest['action'];
  /** The `input` command run on the device. */
  command: string;
  screen: { width: number; height: number };
}

/** A screen's size as frames show it; `rotation` 90 when the device is turned (landscape). */
export interface ScreenInfo {
  width: number;
  height: number;
  rotation: 0 | 90;
}

/** How a live screen's binary frames are coded: PNG images, or H.264 access units (Annex B) with their WebCodecs codec. */
export type ScreenFormat = { format: 'png' } | { format: 'h264'; codec: string };

/** The screen socket's `screen` message: sent before the first frame and whenever the size, rotation or coding changes. */
export type ScreenMessage = ScreenInfo & ScreenFormat;

/** GET …/screen (WebSocket) query: `h264` asks for the device's video stream, where it has one (PNG frames otherwise). */
export const ScreenQuery = Type.Object(
  { format: Type.Optional(Type.Union([Type.Literal('png'), Type.Literal('h264')], { description: 'png (default) or h264' })) },
  { additionalProperties: false },
);
export type ScreenQuery = Static<typeof ScreenQuery>;

/** GET …/logcat query: the least level shown and the tags kept. */
export const LogcatQuery = Type.Object(
  {
    level: Type.Optional(Type.Union(['V', 'D', 'I', 'W', 'E', 'F'].map((l) => Type.Literal(l)))),
    /** Comma-separated tags; none means every tag. */
    tag: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type LogcatQuery = Static<typeof LogcatQuery>;

/** One logcat line, parsed from `-v threadtime`. */
export interface LogcatLine {
  time: string;
  pid: number;
  tid: number;
  level: string;
  tag: string;
  message: string;
}

/** An app on a device. */
export interface DeviceApp {
  package: string;
}

/** POST …/apps (an APK) answer: the packages that appeared. */
export interface AppInstallResult {
  installed: string[];
}

/** An Android package name (application id), as the package manager allows it. */
export const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** Largest APK accepted for install, bytes. */
export const MAX_APK_BYTES = 100 * 1024 * 1024;

/** The media type an APK is uploaded as. */
export const APK_MEDIA_TYPE = 'application/vnd.android.package-archive';

/** POST …/extract: what to read from the device's screen, as POST /v1/extract says it. */
export const ScreenExtractRequest = Type.Object(
  {
    schema: Type.Optional(JsonSchemaObject),
    prompt: Type.Optional(Type.String({ minLength: 1, maxLength: 20000 })),
    options: Type.Optional(Type.Pick(ExtractOptions, ['model', 'timeout'], { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type ScreenExtractRequest = Static<typeof ScreenExtractRequest>;

/** POST …/shell: one command for the device's shell (`sh -c`), with how long it may run. */
export const ShellRequest = Type.Object(
  {
    command: Type.String({ minLength: 1, maxLength: 4096 }),
    /** Seconds before the command is stopped (default 30). */
    timeout_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 300 })),
  },
  { additionalProperties: false },
);
export type ShellRequest = Static<typeof ShellRequest>;

/** Most output kept from one shell command, bytes; the rest is cut and `truncated` says so. */
export const MAX_SHELL_OUTPUT_BYTES = 1024 * 1024;

/** A shell command as recorded: who ran what on which device, and how it ended. */
export interface ShellCommand {
  id: string;
  session_id: string;
  platform: Platform;
  device_id: string;
  /** The key that ran it. */
  key_id: string;
  command: string;
  /** null while it runs, and when it was stopped (timed out) or could not run. */
  exit_code: number | null;
  output_bytes: number;
  timed_out: boolean;
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/** POST …/shell answer: the record, with what the command printed (stdout and stderr together). */
export interface ShellResult extends ShellCommand {
  output: string;
  truncated: boolean;
}

/** GET /v1/mobile/shell-commands query. */
export const ShellCommandsQuery = Type.Object(
  { session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), ...PageQuery },
  { additionalProperties: false },
);
export type ShellCommandsQuery = Static<typeof ShellCommandsQuery>;
