import { ApiCommand } from '../base-command';
import { describe } from '../output';

/** `pluck health`. */
export default class Health extends ApiCommand {
  static override summary = 'Check that the server is up, and what it can do (no key needed).';
  static override description = 'GET /health. Exits 6 when the server cannot be reached.';
  static override examples = ['<%= config.bin %> health', '<%= config.bin %> health --server http://lab-host:8080 --json'];

  async run(): Promise<void> {
    await this.parse(Health);
    const h = await this.client.health();
    this.emit(h, () => `${this.client.baseUrl} is ${h.status} (version ${h.version}, up ${h.uptime_s} s)\n${describe(h.components)}`);
  }
}
