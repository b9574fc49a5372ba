import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderResult } from '../../render-results';

/** `pluck extractions result ID`. */
export default class ExtractionsResult extends ApiCommand {
  static override summary = 'Print the stored result of a completed or partial run.';
  static override description = 'GET /v1/extractions/{id}/result.';
  static override examples = ['<%= config.bin %> extractions result ext_3b9d0a', '<%= config.bin %> extractions result ext_3b9d0a --json | jq .data'];
  static override args = { id: Args.string({ description: 'Extraction id (ext_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(ExtractionsResult);
    const result = await this.client.extractionResult(args.id);
    this.emit(result, () => renderResult({ id: args.id, ...result }));
  }
}
