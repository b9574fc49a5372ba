import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { extractFlags, extractRequest } from '../../extract-flags';
import { renderResult } from '../../render-results';

/** `pluck mobile extract SESSION --schema S | --prompt P`. */
export default class MobileExtract extends ApiCommand {
  static override summary = 'Extract structured data from what a leased Android device shows (the session’s holder only).';
  static override description =
    'POST /v1/mobile/sessions/{id}/extract: the window hierarchy (uiautomator dump) and a screenshot go through the same ' +
    'engine, providers and history (mode mobile) as a web page.';
  static override examples = [
    '<%= config.bin %> mobile extract ses_3k9 --schema product.json',
    '<%= config.bin %> mobile extract ses_3k9 --prompt "the order total and its items"',
  ];
  static override args = { session: Args.string({ description: 'Session id (ses_…).', required: true, ignoreStdin: true }) };
  static override flags = { schema: extractFlags.schema, prompt: extractFlags.prompt, model: extractFlags.model, timeout: extractFlags.timeout };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MobileExtract);
    const r = await this.client.extractScreen(args.session, extractRequest(flags));
    this.emit(r, () => renderResult(r));
  }
}
