import { Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command';
import { startMobileWorker } from '../../../server/index';

/** `pluck mobile worker --server URL --token T`. */
export default class MobileWorker extends BaseCommand {
  static override summary = 'Run a hosted mobile worker: this host’s adb devices, leased through a Pluck server.';
  static override description =
    'Heartbeats to --server with X-Service-Worker-Token and serves the server→worker control API on --addr. ' +
    'Runs until interrupted (Ctrl-C releases its sessions). The server needs the same PLUCK_WORKER_TOKEN.';
  static override examples = ['<%= config.bin %> mobile worker --server http://lab:8080 --token $PLUCK_WORKER_TOKEN --addr 0.0.0.0:7070 --max-sessions 4'];
  static override flags = {
    server: Flags.string({ description: 'The Pluck server’s address.', required: true, env: 'PLUCK_URL' }),
    token: Flags.string({ description: 'The worker token (PLUCK_WORKER_TOKEN of the server).', required: true, env: 'PLUCK_WORKER_TOKEN' }),
    addr: Flags.string({ description: 'host:port the control API listens on.', default: '127.0.0.1:0' }),
    advertise: Flags.string({ description: 'URL the server reaches this worker at [default: http://<addr>].' }),
    id: Flags.string({ description: 'Worker id [default: <hostname>-<port>].' }),
    'max-sessions': Flags.integer({ description: 'Sessions this worker takes at once.', default: 4, min: 1 }),
    'adb-host': Flags.string({ description: 'This host’s adb server.', default: '127.0.0.1', env: 'ANDROID_ADB_SERVER_HOST' }),
    'adb-port': Flags.integer({ description: 'adb server port.', default: 5037, env: 'ANDROID_ADB_SERVER_PORT' }),
    interval: Flags.integer({ description: 'Seconds between heartbeats.', default: 10, min: 1 }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(MobileWorker);
    const at = flags.addr.lastIndexOf(':');
    if (at < 0) this.usageError('--addr takes host:port, e.g. 0.0.0.0:7070');
    const worker = await startMobileWorker({
      server: flags.server,
      token: flags.token,
      listenHost: flags.addr.slice(0, at),
      listenPort: Number(flags.addr.slice(at + 1)),
      advertise: flags.advertise,
      workerId: flags.id,
      maxSessions: flags['max-sessions'],
      adbHost: flags['adb-host'],
      adbPort: flags['adb-port'],
      heartbeatSeconds: flags.interval,
      log: (line) => this.note(line),
    });
    this.note(`Pluck mobile worker ${worker.id} serving on ${worker.addr}, heartbeating to ${flags.server}`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await worker.close();
  }
}
