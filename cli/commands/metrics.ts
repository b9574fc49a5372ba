import { ApiCommand } from '../base-command';
import { renderMetrics } from '../render-metrics';

/** `pluck metrics`. */
export default class Metrics extends ApiCommand {
  static override summary = 'System metrics: requests, errors, backlog, worker health, artifact retention (admin).';
  static override description = 'GET /v1/system/metrics.';
  static override examples = ['<%= config.bin %> metrics', '<%= config.bin %> metrics --json'];

  async run(): Promise<void> {
    await this.parse(Metrics);
    const m = await this.client.metrics();
    this.emit(m, () => renderMetrics(m));
  }
}
