/**
 * The ports of the mobile lab: what the sessions service needs from a way of reaching devices
 * (local adb, a hosted worker, ios_webkit_debug_proxy). Providers implement them; start.ts wires them.
 */
import type { Readable } from 'node:stream';
import type { Static } from '@sinclair/typebox';
import type { MobileTarget, WorkerAnswers } from '../../contract/mobile';

/** A device as a backend lists it. */
export interface BackendDevice {
  platform: 'android' | 'ios';
  id: string;
  model: string | null;
  /** adb's type (`device`, `offline`, `unauthorized`…) or `device` for a listed iOS device. */
  state: string;
}

/** What attaching a session gave. */
export interface Attached {
  cdp_url?: string;
  webkit_url?: string;
  /** Local adb forward to remove on release (also after a crash). */
  forward_port?: number;
}

/** A session as a backend needs it. */
export interface BackendSession {
  id: string;
  device_id: string;
  forward_port: number | null;
  cdp_url: string | null;
}

/** One way of reaching devices. Errors thrown are attach/disconnect failures (they count toward draining). */
export interface DeviceBackend {
  attach(sessionId: string, deviceId: string): Promise<Attached>;
  /** Removes what attach set up; idempotent. */
  detach(session: BackendSession): Promise<void>;
  targets(deviceId: string): Promise<MobileTarget[]>;
  openTarget(session: BackendSession, url: string): Promise<MobileTarget>;
}

/** A backend that records the screen (Android). */
export interface RecordingBackend {
  startRecording(session: BackendSession): Promise<string>;
  /** Stops and writes the MP4 to `file`; returns its size. */
  stopRecording(session: BackendSession, recordingId: string, file: string): Promise<number>;
}

/** A running log stream. */
export interface LogStream {
  /** Settles when the device ends the stream (or `stop` was called). */
  ended: Promise<void>;
  stop(): void;
}

/**
 * A device's screen, input, log and apps (Android over adb), addressed by device id. Coordinates
 * given to `input` are device pixels; errors thrown are the device tool's own message.
 */
export interface DeviceControl {
  /** A PNG of the display as it is now (turned as the device is). */
  screencap(deviceId: string): Promise<Buffer>;
  /**
   * The display as a live H.264 stream (Annex B) until the device turns, the recorder's time limit, or
   * the stream is destroyed; absent where a backend gives only screenshots (the live screen then sends PNGs).
   */
  screenrecord?(deviceId: string): Promise<Readable>;
  /** Runs `input <args>`: tap, swipe, text, keyevent. */
  input(deviceId: string, args: string[]): Promise<void>;
  /** The window hierarchy XML of `uiautomator dump`. */
  uiDump(deviceId: string): Promise<string>;
  /** Streams logcat lines (threadtime format) matching `filterspecs` until stopped. */
  logcat(deviceId: string, filterspecs: string[], onLine: (line: string) => void): Promise<LogStream>;
  packages(deviceId: string): Promise<string[]>;
  install(deviceId: string, apk: Buffer): Promise<void>;
  uninstall(deviceId: string, pkg: string): Promise<void>;
  /** Starts the package's launcher activity. */
  launch(deviceId: string, pkg: string): Promise<void>;
  /**
   * Runs `command` in the device's shell until it ends or `timeoutMs` passes. The output is stdout and
   * stderr together, cut at MAX_SHELL_OUTPUT_BYTES; `exit_code` is null when the command was stopped.
   */
  shell(deviceId: string, command: string, timeoutMs: number): Promise<ShellRun>;
}

/** How a shell command ended on the device. */
export type ShellRun = Static<typeof WorkerAnswers.shell>;

/** Local devices (adb, iOS proxy): a backend that also lists what it sees. */
export interface LocalDeviceSource {
  /** The devices seen right now (iOS: asked on each call; adb: tracked live). */
  devices(): Promise<BackendDevice[]>;
  /** Called whenever the tracked set changes (adb). */
  onChange?(listener: () => void): void;
}

/** Reaches a hosted worker's control API at its address. */
export type WorkerBackendFactory = (addr: string) => DeviceBackend & RecordingBackend & DeviceControl;

/** Local adb: a source and a backend that records, and that can remove a forward left by a crash. */
export type LocalAndroid = DeviceBackend &
  RecordingBackend &
  LocalDeviceSource &
  DeviceControl & {
    onChange(listener: () => void): void;
    removeForward(deviceId: string, port: number): Promise<void>;
  };

/** Every way of reaching devices this deployment has, as start.ts wires them. */
export interface MobileBackends {
  /** Local Android over adb, when configured. */
  adb?: LocalAndroid;
  /** iOS through ios_webkit_debug_proxy, when configured. */
  ios?: DeviceBackend & LocalDeviceSource;
  /** Hosted workers, when a worker token is set. */
  worker?: WorkerBackendFactory;
  /** Whether any mobile provider is present now, and why not. */
  availability(): { available: boolean; reason?: string };
}
