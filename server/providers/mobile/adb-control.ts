/**
 * A device's screen, input, log and apps over the adb server, as Android's own tools give them:
 * `screencap -p`, `screenrecord` (the live screen's video), `input`, `uiautomator dump`, `logcat -v threadtime`, `pm`, `cmd package install`
 * (the streamed install `adb install` does) and `monkey` to launch. Each runs on an `exec:` stream,
 * which is binary-clean.
 */
import { ANDROID_PACKAGE, MAX_SHELL_OUTPUT_BYTES } from '../../contract/mobile';
import type { DeviceControl } from '../../engine/mobile/device-backend';
import { execOnDevice, openDeviceService } from './adb-wire';

/**
 * The live screen's recorder: H.264 on stdout at 8 Mbit/s (screenrecord's default of 20 is meant for
 * files; a viewer may be across a network). It stops at the tool's time limit or when the device
 * turns, and the live screen opens the next run.
 */
export const LIVE_SCREENRECORD_COMMAND = 'screenrecord --output-format=h264 --bit-rate 8000000 -';

/** Quotes one argument for the device's sh. */
const sh = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Package names reach a shell only when they are package names. */
function assertPackage(pkg: string): void {
  if (!ANDROID_PACKAGE.test(pkg)) throw new Error(`"${pkg.slice(0, 100)}" is not an Android package name`);
}

/** The first line of what a device tool printed, for an error message. */
const firstLine = (out: string) => out.trim().split('\n')[0]?.slice(0, 300) ?? '';

// Printed after a shell command with its status: adb's exec stream carries no exit code of its own.
const EXIT_MARK = 'pluck-exit-status:';
const STATUS_LINE = /\npluck-exit-status:(\d+)\n?$/;

/** Device control over the adb server at host:port. */
export function createAdbControl(host: string, port: number): DeviceControl {
  const run = async (serial: string, cmd: string, stdin?: Buffer) => execOnDevice(host, port, serial, cmd, stdin);
  const text = async (serial: string, cmd: string) => (await run(serial, cmd)).toString('utf8');
  return {
    async screencap(serial) {
      const png = await run(serial, 'screencap -p');
      if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error(`screencap gave no PNG: ${firstLine(png.toString('utf8'))}`);
      return png;
    },
    async screenrecord(serial) {
      const socket = await openDeviceService(host, port, serial, `exec:${LIVE_SCREENRECORD_COMMAND}`);
      socket.on('error', () => undefined);
      return socket;
    },
    async input(serial, args) {
      const out = await text(serial, `input ${args.map(sh).join(' ')}`);
      // `input` is silent when it worked; anything printed is its error or its usage.
      if (out.trim()) throw new Error(`input ${args[0]}: ${firstLine(out)}`);
    },
    async uiDump(serial) {
      const out = await text(serial, 'uiautomator dump /dev/tty');
      const start = out.indexOf('<?xml');
      const end = out.lastIndexOf('</hierarchy>');
      if (start < 0 || end < 0) throw new Error(`uiautomator gave no hierarchy: ${firstLine(out)}`);
      return out.slice(start, end + '</hierarchy>'.length);
    },
    async logcat(serial, filterspecs, onLine) {
      const socket = await openDeviceService(host, port, serial, `exec:logcat -v threadtime -T 1 ${filterspecs.map(sh).join(' ')}`.trim());
      let rest = '';
      socket.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const l of lines) if (l.trim()) onLine(l.replace(/\r$/, ''));
      });
      socket.on('error', () => undefined);
      socket.resume();
      return {
        ended: new Promise<void>((resolve) => socket.once('close', () => resolve())),
        stop: () => socket.destroy(),
      };
    },
    async packages(serial) {
      const out = await text(serial, 'pm list packages');
      return out
        .split('\n')
        .map((l) => l.trim().replace(/^package:/, ''))
        .filter(Boolean)
        .sort();
    },
    async install(serial, apk) {
      const out = (await run(serial, `cmd package install -r -S ${apk.length}`, apk)).toString('utf8');
      if (!/^Success/m.test(out)) throw new Error(firstLine(out) || 'the package manager said nothing');
    },
    async uninstall(serial, pkg) {
      assertPackage(pkg);
      const out = await text(serial, `pm uninstall ${pkg}`);
      if (!/^Success/m.test(out)) throw new Error(firstLine(out) || 'the package manager said nothing');
    },
    async shell(serial, command, timeoutMs) {
      const socket = await openDeviceService(host, port, serial, `exec:sh -c ${sh(command)} 2>&1; status=$?; echo; echo ${EXIT_MARK}$status`);
      return new Promise((resolve, reject) => {
        let head = Buffer.alloc(0);
        let tail = '';
        let truncated = false;
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          socket.destroy();
        }, timeoutMs);
        socket.on('data', (chunk: Buffer) => {
          if (head.length < MAX_SHELL_OUTPUT_BYTES) head = Buffer.concat([head, chunk]);
          else truncated = true;
          // The status line is the last thing printed: keep the end of the stream to find it.
          tail = (tail + chunk.toString('latin1')).slice(-200);
        });
        socket.on('error', (err) => {
          clearTimeout(timer);
          if (!timedOut) reject(err);
        });
        socket.on('close', () => {
          clearTimeout(timer);
          const status = STATUS_LINE.exec(tail);
          let out = head.toString('utf8');
          const mark = out.lastIndexOf(`\n${EXIT_MARK}`);
          if (status && mark >= 0) out = out.slice(0, mark);
          if (out.length > MAX_SHELL_OUTPUT_BYTES) [out, truncated] = [out.slice(0, MAX_SHELL_OUTPUT_BYTES), true];
          resolve({ output: out, exit_code: status && !timedOut ? Number(status[1]) : null, truncated, timed_out: timedOut });
        });
        socket.resume();
      });
    },
    async launch(serial, pkg) {
      assertPackage(pkg);
      const out = await text(serial, `monkey -p ${pkg} -c android.intent.category.LAUNCHER 1`);
      if (!/Events injected/.test(out)) throw new Error(firstLine(out) || 'monkey said nothing');
    },
  };
}
