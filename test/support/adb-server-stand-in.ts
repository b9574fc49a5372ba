/**
 * A stand-in for the adb server (no Android device runs here): the smart-socket protocol on
 * loopback — 4-hex-digit length-prefixed requests, OKAY/FAIL replies — with fake devices whose
 * `chrome_devtools_remote` socket leads to a real headless Chromium's DevTools port. It serves what
 * adbkit and Debian's `adb` client send: host:version, host:devices(-l), host:track-devices,
 * host:transport:<serial> then shell:<cmd>, exec:<cmd> (stdin for `cmd package install -S`) or
 * localabstract:<name>, and per-serial forward, killforward and list-forward. A device with a
 * `screen` answers what the lab's live screen, control, logcat, apps and extraction ask for
 * (screencap, input, uiautomator dump, logcat, pm, monkey); without one, those commands are
 * "not found" as on a device without them.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { Readable } from 'node:stream';

/** A fake device. */
export interface FakeDevice {
  serial: string;
  /** adb type: device, offline, unauthorized. */
  type?: string;
  model?: string;
  /** TCP port behind each abstract socket name (e.g. chrome_devtools_remote → Chromium's DevTools port). */
  sockets?: Record<string, number>;
  /** What its display shows and how it takes input (fake-android.ts puts a Chromium page behind it). */
  screen?: FakeScreen;
  /** Installed packages (`pm list packages`), changed by install and uninstall. */
  packages?: Set<string>;
}

/** A device's display, input and log, as the shell commands that reach them see them. */
export interface FakeScreen {
  /** `screencap -p`: a PNG of the display. */
  screencap(): Promise<Buffer>;
  /** `screenrecord … -`: the display as live H.264, ended when the display turns (absent: the stand-in's clip). */
  screenrecord?(): Readable;
  /** `input <args>` (tap, swipe, text, keyevent). */
  input(args: string[]): Promise<void>;
  /** `uiautomator dump`: the window hierarchy XML. */
  uiDump(): Promise<string>;
  /** `monkey -p <pkg> … 1`: brings the package's app to the front. */
  launch(pkg: string): Promise<void>;
  /** Subscribes to log lines (threadtime format, without the newline); returns the unsubscribe. */
  logcat(line: (text: string) => void): () => void;
}

/** A running stand-in. */
export interface AdbStandIn {
  port: number;
  /** Forwards open now, as `serial tcp:port localabstract:name`. */
  forwards(): string[];
  /** Shell commands received, in order. */
  shellLog: string[];
  /** Live `screenrecord` streams running now (a client hanging up stops its stream). */
  liveScreenrecords(): number;
  /** How the next `screenrecord` runs end (a device whose encoder stops early, or records nothing). */
  setScreenrecordEnd(end: ScreenrecordEnd): void;
  /** Replaces the device list (pushed to trackers, like a plug or unplug). */
  setDevices(devices: FakeDevice[]): void;
  close(): Promise<void>;
}

/**
 * How a `screenrecord` run ends: `limit` keeps recording (sends nothing more) until the client hangs
 * up, as a run within its time limit does; `early` ends the stream after the clip; `empty` ends it
 * at once with no video.
 */
export type ScreenrecordEnd = 'limit' | 'early' | 'empty';

/** Options of the stand-in. */
export interface AdbStandInOptions {
  devices: FakeDevice[];
  /** Raw H.264 that `screenrecord … -` streams. */
  screenrecordFile?: string;
  /** adb protocol version reported (41 = Debian's adb 1.0.41). */
  version?: number;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const okay = (payload?: string) => (payload === undefined ? 'OKAY' : `OKAY${hex4(Buffer.byteLength(payload))}${payload}`);
const fail = (msg: string) => `FAIL${hex4(Buffer.byteLength(msg))}${msg}`;

/** Starts the stand-in on a free loopback port. */
export async function startAdbStandIn(opts: AdbStandInOptions): Promise<AdbStandIn> {
  let devices = opts.devices;
  const trackers = new Set<net.Socket>();
  const forwards = new Map<number, { serial: string; remote: string; server: net.Server }>();
  const sockets = new Set<net.Socket>();
  const shellLog: string[] = [];
  let screenrecordEnd: ScreenrecordEnd = 'limit';
  const liveStreams = new Set<Readable>();

  const list = (long: boolean) =>
    devices
      .map((d) =>
        long
          ? `${d.serial.padEnd(22)} ${d.type ?? 'device'} product:pluck_fake model:${(d.model ?? 'Fake').replace(/\s/g, '_')} device:fake transport_id:1\n`
          : `${d.serial}\t${d.type ?? 'device'}\n`,
      )
      .join('');
  const device = (serial: string) => devices.find((d) => d.serial === serial);

  const pipeToDeviceSocket = (client: net.Socket, d: FakeDevice, name: string): boolean => {
    const port = d.sockets?.[name];
    if (!port) return false;
    const upstream = net.connect({ host: '127.0.0.1', port });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    return true;
  };

  const procNetUnix = (d: FakeDevice) =>
    'Num       RefCount Protocol Flags    Type St Inode Path\n' +
    Object.keys(d.sockets ?? {})
      .map((name, i) => `0000000000000000: 00000002 00000000 00010000 0001 01 ${1000 + i} @${name}\n`)
      .join('') +
    '0000000000000000: 00000003 00000000 00000000 0001 03 99 /dev/socket/logd\n';

  /** Splits a command line as sh would for the simple quoting adb clients use. */
  const words = (cmd: string) =>
    [...cmd.matchAll(/'((?:[^']|'\\'')*)'|"([^"]*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] ?? m[3])));

  /** Commands of a device with a screen and packages; false when `cmd` is none of them. */
  const deviceCommand = (c: net.Socket, d: FakeDevice, cmd: string): boolean => {
    const argv = words(cmd);
    const screen = d.screen;
    const packages = (d.packages ??= new Set());
    const answer = (p: Promise<unknown>) =>
      void p.then(
        (out) => c.end(typeof out === 'string' || Buffer.isBuffer(out) ? out : ''),
        (err: Error) => c.end(`Error: ${err.message}\n`),
      );
    if (screen && argv[0] === 'screencap') return (answer(screen.screencap()), true);
    if (screen && argv[0] === 'input') return (answer(screen.input(argv.slice(1))), true);
    if (screen && argv[0] === 'uiautomator' && argv[1] === 'dump') {
      answer(screen.uiDump().then((xml) => `${xml}\nUI hierchary dumped to: ${argv[2] ?? '/sdcard/window_dump.xml'}\n`));
      return true;
    }
    if (screen && argv[0] === 'logcat') {
      // Streams until the client hangs up, as logcat without -d does.
      const stop = screen.logcat((line) => c.write(`${line}\n`));
      c.on('close', stop);
      return true;
    }
    if (argv[0] === 'pm' && argv[1] === 'list' && argv[2] === 'packages') return (c.end([...packages].map((p) => `package:${p}\n`).join('')), true);
    if (argv[0] === 'pm' && argv[1] === 'uninstall') {
      const pkg = argv[2];
      c.end(packages.delete(pkg) ? 'Success\n' : `Failure [DELETE_FAILED_INTERNAL_ERROR]\n`);
      return true;
    }
    if (argv[0] === 'monkey') {
      const pkg = argv[argv.indexOf('-p') + 1];
      if (!packages.has(pkg) || !screen) return (c.end('** No activities found to run, monkey aborted.\n'), true);
      answer(screen.launch(pkg).then(() => 'Events injected: 1\n'));
      return true;
    }
    if (argv[0] === 'cmd' && argv[1] === 'package' && argv[2] === 'install') {
      const size = Number(argv[argv.indexOf('-S') + 1]);
      let apk = Buffer.alloc(0);
      const take = (chunk: Buffer) => {
        apk = Buffer.concat([apk, chunk]);
        if (apk.length < size) return;
        c.off('data', take);
        // A fake APK is a ZIP whose comment names its package ("package=<name>"); pm parses the manifest.
        const pkg = /package=([A-Za-z0-9._]+)/.exec(apk.toString('latin1'))?.[1];
        if (apk.subarray(0, 4).toString('latin1') !== 'PK\x03\x04' || !pkg)
          return void c.end('Failure [INSTALL_PARSE_FAILED_NOT_APK: Failed to parse /data/app/vmdl.tmp/base.apk]\n');
        packages.add(pkg);
        c.end('Success\n');
      };
      c.on('data', take);
      return true;
    }
    return false;
  };

  /**
   * What a line typed at the device's sh prints, and its status: `echo`, `exit N`, `sleep N` (which
   * outlasts a short timeout) and the device's own queries; anything else is not found, as on a device.
   */
  const sh = async (d: FakeDevice, line: string): Promise<[string, number]> => {
    const [name, ...words] = line.trim().split(/\s+/);
    if (name === 'echo') return [`${words.join(' ')}\n`, 0];
    if (name === 'exit') return ['', Number(words[0] ?? 0)];
    if (name === 'sleep') return new Promise((resolve) => setTimeout(() => resolve(['', 0]), Number(words[0]) * 1000).unref());
    if (line.trim() === 'getprop ro.product.model') return [`${d.model ?? 'Fake'}\n`, 0];
    return [`/system/bin/sh: ${name}: not found\n`, 127];
  };

  const shell = (c: net.Socket, d: FakeDevice, cmd: string, rest: Buffer = Buffer.alloc(0)) => {
    shellLog.push(cmd);
    c.write('OKAY');
    if (rest.length) c.unshift(rest);
    // `sh -c '…' 2>&1; status=$?; echo; echo pluck-exit-status:$status`: a command and its exit status.
    const wrapped = /^sh -c '((?:[^']|'\\'')*)' 2>&1; status=\$\?; echo; echo (\S+)\$status$/.exec(cmd);
    if (wrapped) {
      void sh(d, wrapped[1].replace(/'\\''/g, "'")).then(([out, status]) => {
        if (!c.destroyed) c.end(`${out}\n${wrapped[2]}${status}\n`);
      });
      return;
    }
    if (deviceCommand(c, d, cmd)) return;
    if (cmd === 'getprop ro.product.model') return c.end(`${d.model ?? 'Fake'}\n`);
    if (cmd === 'getprop') return c.end(`[ro.product.model]: [${d.model ?? 'Fake'}]\n`);
    if (cmd === 'cat /proc/net/unix') return c.end(procNetUnix(d));
    if (cmd.startsWith('screenrecord')) {
      if (screenrecordEnd === 'empty') return c.end();
      const live = screenrecordEnd === 'limit' ? d.screen?.screenrecord?.() : undefined;
      if (live) {
        liveStreams.add(live);
        live.once('close', () => liveStreams.delete(live));
        live.pipe(c);
        c.on('close', () => live.destroy());
        return;
      }
      if (opts.screenrecordFile) c.write(fs.readFileSync(opts.screenrecordFile));
      if (screenrecordEnd === 'early') c.end();
      return;
    }
    c.end(`/system/bin/sh: ${cmd.split(' ')[0]}: not found\n`);
  };

  const hostSerial = (c: net.Socket, serial: string, rest: string) => {
    if (!device(serial)) return c.end(fail(`device '${serial}' not found`));
    const fwd = /^forward:(?:norebind:)?tcp:(\d+);(.+)$/.exec(rest);
    if (fwd) {
      const port = Number(fwd[1]);
      const remote = fwd[2];
      const name = remote.replace(/^localabstract:/, '');
      const server = net.createServer((s) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        const d = device(serial);
        if (!d || !pipeToDeviceSocket(s, d, name)) s.destroy();
      });
      server.on('error', () => c.end(fail(`cannot bind listener: tcp:${port}`)));
      server.listen(port, '127.0.0.1', () => {
        forwards.set(port, { serial, remote, server });
        c.end('OKAYOKAY');
      });
      return;
    }
    const kill = /^killforward:tcp:(\d+)$/.exec(rest);
    if (kill) {
      const f = forwards.get(Number(kill[1]));
      if (!f) return c.end(fail(`listener 'tcp:${kill[1]}' not found`));
      forwards.delete(Number(kill[1]));
      f.server.close();
      return c.end('OKAYOKAY');
    }
    if (rest === 'list-forward') return c.end(okay([...forwards].map(([p, f]) => `${f.serial} tcp:${p} ${f.remote}\n`).join('')));
    if (rest === 'get-state') return c.end(okay(device(serial)!.type ?? 'device'));
    c.end(fail(`unknown host-serial request ${rest}`));
  };

  const server = net.createServer((c) => {
    sockets.add(c);
    c.on('close', () => {
      sockets.delete(c);
      trackers.delete(c);
    });
    c.on('error', () => undefined);
    let buf = Buffer.alloc(0);
    let transport: FakeDevice | undefined;
    const onData = (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      while (buf.length >= 4) {
        const len = parseInt(buf.subarray(0, 4).toString('ascii'), 16);
        if (buf.length < 4 + len) return;
        const req = buf.subarray(4, 4 + len).toString('utf8');
        buf = buf.subarray(4 + len);
        if (transport) {
          // After host:transport the connection belongs to the device service it asks for.
          c.off('data', onData);
          const d = transport;
          if (req.startsWith('shell:')) return shell(c, d, req.slice(6), buf);
          if (req.startsWith('exec:')) return shell(c, d, req.slice(5), buf);
          if (req.startsWith('localabstract:')) {
            const name = req.slice('localabstract:'.length);
            if (!d.sockets?.[name]) return c.end(fail(`could not connect to localabstract:${name}`));
            c.write('OKAY');
            if (buf.length) c.unshift(buf);
            pipeToDeviceSocket(c, d, name);
            return;
          }
          return c.end(fail(`unsupported device service ${req}`));
        }
        if (req === 'host:version') return void c.end(okay(hex4(opts.version ?? 41)));
        if (req === 'host:devices' || req === 'host:devices-l') return void c.end(okay(list(req.endsWith('-l'))));
        if (req === 'host:track-devices') {
          trackers.add(c);
          c.write(okay(list(false)));
          continue;
        }
        if (req === 'host:features' || req === 'host:host-features') return void c.end(okay('shell_v2,cmd'));
        if (req === 'host:list-forward') return void c.end(okay([...forwards].map(([p, f]) => `${f.serial} tcp:${p} ${f.remote}\n`).join('')));
        const t = /^host:transport:(.+)$/.exec(req);
        if (t) {
          const d = device(t[1]);
          if (!d) return void c.end(fail(`device '${t[1]}' not found`));
          if ((d.type ?? 'device') !== 'device') return void c.end(fail(`device ${d.type}`));
          transport = d;
          c.write('OKAY');
          continue;
        }
        const hs = /^host-serial:([^:]+):(.+)$/.exec(req);
        if (hs) return void hostSerial(c, hs[1], hs[2]);
        if (req === 'host:kill') return void c.end('OKAY');
        return void c.end(fail(`unknown request ${req}`));
      }
    };
    c.on('data', onData);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    shellLog,
    forwards: () => [...forwards].map(([p, f]) => `${f.serial} tcp:${p} ${f.remote}`),
    liveScreenrecords: () => liveStreams.size,
    setScreenrecordEnd(end) {
      screenrecordEnd = end;
    },
    setDevices(next) {
      devices = next;
      const text = list(false);
      for (const t of trackers) t.write(`${hex4(Buffer.byteLength(text))}${text}`);
    },
    async close() {
      for (const f of forwards.values()) f.server.close();
      forwards.clear();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
