import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderHistoryRow } from '../../render-results';

/** `pluck extractions get ID`. */
export default class ExtractionsGet extends ApiCommand {
  static override summary = 'Show one history row: timing, engine, usage, failure and retained artifacts.';
  static override description = 'GET /v1/extractions/{id}. The stored data itself is "extractions result".';
  static override examples = ['<%= config.bin %> extractions get ext_3b9d0a'];
  static override args = { id: Args.string({ description: 'Extraction id (ext_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(ExtractionsGet);
    const row = await this.client.extraction(args.id);
    this.emit(row, () => renderHistoryRow(row));
  }
}
