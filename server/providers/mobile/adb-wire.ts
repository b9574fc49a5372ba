/**
 * The adb server's smart-socket requests adbkit does not send: removing one forward
 * (`killforward`). Length-prefixed request, `OKAY`/`FAIL` replies, as in adb's protocol.
 */
import net from 'node:net';

/** Encodes one request: 4 hex digits of length, then the payload. */
export function encodeAdbRequest(payload: string): Buffer {
  const body = Buffer.from(payload, 'utf8');
  return Buffer.concat([Buffer.from(body.length.toString(16).padStart(4, '0'), 'ascii'), body]);
}

/** Sends one host request and resolves when adb answered OKAY (rejects with its FAIL message). */
export function adbHostRequest(host: string, port: number, payload: string, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let got = Buffer.alloc(0);
    const done = (err?: Error) => {
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`adb did not answer ${payload}`)));
    socket.on('error', done);
    socket.on('connect', () => socket.write(encodeAdbRequest(payload)));
    socket.on('data', (chunk) => {
      got = Buffer.concat([got, chunk]);
      if (got.length < 4) return;
      const status = got.subarray(0, 4).toString('ascii');
      if (status === 'OKAY') return done();
      if (status !== 'FAIL') return done(new Error(`adb answered ${status} to ${payload}`));
      if (got.length < 8) return;
      const len = parseInt(got.subarray(4, 8).toString('ascii'), 16);
      if (got.length >= 8 + len) done(new Error(`adb: ${got.subarray(8, 8 + len).toString('utf8')}`));
    });
    socket.on('end', () => done(new Error(`adb closed the connection on ${payload}`)));
  });
}

/** True when something accepts TCP connections at host:port. */
export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Opens a device service (`exec:<cmd>`, binary-clean unlike a PTY shell): `host:transport:<serial>`,
 * then the service, each answered OKAY. Resolves with the socket carrying the service's stream,
 * paused with what already came put back: the caller resumes it once it listens.
 */
export function openDeviceService(host: string, port: number, serial: string, service: string, timeoutMs = 10_000): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let got = Buffer.alloc(0);
    let okays = 0;
    const fail = (err: Error) => {
      socket.destroy();
      reject(err);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`adb did not open ${service} on ${serial}`)));
    socket.on('error', fail);
    socket.on('connect', () => socket.write(encodeAdbRequest(`host:transport:${serial}`)));
    const onData = (chunk: Buffer) => {
      got = Buffer.concat([got, chunk]);
      while (got.length >= 4) {
        const status = got.subarray(0, 4).toString('ascii');
        if (status === 'FAIL') {
          if (got.length < 8) return;
          const len = parseInt(got.subarray(4, 8).toString('ascii'), 16);
          if (got.length >= 8 + len) fail(new Error(`adb: ${got.subarray(8, 8 + len).toString('utf8')}`));
          return;
        }
        if (status !== 'OKAY') return fail(new Error(`adb answered ${status} to ${service}`));
        got = got.subarray(4);
        okays++;
        if (okays === 1) socket.write(encodeAdbRequest(service));
        else {
          socket.off('data', onData);
          socket.off('error', fail);
          socket.setTimeout(0);
          socket.pause();
          if (got.length) socket.unshift(got);
          return resolve(socket);
        }
      }
    };
    socket.on('data', onData);
  });
}

/** Runs `cmd` on the device (`exec:`), writes `stdin` when given, and resolves with all it printed. */
export async function execOnDevice(host: string, port: number, serial: string, cmd: string, stdin?: Buffer): Promise<Buffer> {
  const socket = await openDeviceService(host, port, serial, `exec:${cmd}`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
    socket.resume();
    if (stdin) socket.write(stdin);
  });
}
