import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderDevices, renderWorkers } from '../../render-mobile';

/** `pluck mobile maintenance (--worker ID | --device PLATFORM/ID) on|off [--reason]`. */
export default class MobileMaintenance extends ApiCommand {
  static override summary = 'Put a device or a worker in maintenance (no new sessions) or bring it back.';
  static override description =
    'POST /v1/mobile/devices/{platform}/{id}/maintenance or /v1/mobile/workers/{id}/maintenance (admin). Clearing a device’s maintenance also ends its drain.';
  static override examples = [
    '<%= config.bin %> mobile maintenance --device android/emulator-5554 on --reason "cracked screen"',
    '<%= config.bin %> mobile maintenance --worker lab-2 off',
  ];
  static override args = { state: Args.string({ description: 'on or off.', required: true, options: ['on', 'off'], ignoreStdin: true }) };
  static override flags = {
    device: Flags.string({ description: 'PLATFORM/ID of a device.', exactlyOne: ['device', 'worker'] }),
    worker: Flags.string({ description: 'Worker id.', exactlyOne: ['device', 'worker'] }),
    reason: Flags.string({ description: 'Why (shown in listings).' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileMaintenance);
    const req = { enabled: args.state === 'on', ...(flags.reason ? { reason: flags.reason } : {}) };
    if (flags.worker) {
      const w = await this.client.workerMaintenance(flags.worker, req);
      return this.emit(w, () => renderWorkers([w]));
    }
    const [platform, ...rest] = (flags.device ?? '').split('/');
    if (!platform || !rest.length) this.usageError('--device takes PLATFORM/ID, e.g. android/emulator-5554');
    const d = await this.client.deviceMaintenance(platform, rest.join('/'), req);
    this.emit(d, () => renderDevices([d]));
  }
}
