import { Flags } from '@oclif/core';
import { ApiCommand } from '../base-command';
import { extractFlags, extractRequest } from '../extract-flags';
import { pageArg, pageUrl, pageUrlFlag } from '../page-url';
import { createProgress, startSpinner } from '../progress';
import { renderResult, renderTask } from '../render-results';
import { waitForTasks, waitTimeoutFlag } from '../wait-tasks';

/** `pluck extract URL`: one extraction, synchronous or as an async task. */
export default class Extract extends ApiCommand {
  static override summary = 'Extract structured data from one URL.';
  static override description =
    'Sends POST /v1/extract with a JSON Schema (--schema) or a prompt (--prompt) for the page given as the ' +
    'argument or --url (the Pluck server is --server). Synchronous by default, with a spinner on a terminal; ' +
    '--async queues a task and prints its id, --wait (implies --async) waits for it with progress on stderr. ' +
    'Exit 0 for a completed result, 7 for a partial one (data missing or uncertain; metadata.missing and ' +
    'metadata.reason say which), 1 for a failed task. With both --schema and --prompt, the schema fixes the ' +
    'shape and the prompt guides; a provider that cannot follow the prompt says so in metadata.notes.';
  static override examples = [
    `<%= config.bin %> extract https://shop.example/item/42 --schema '{"type":"object","properties":{"name":{"type":"string"},"price":{"type":"number"}}}'`,
    '<%= config.bin %> extract --url https://news.example --prompt "headlines with their links" --paginate --max-pages 3',
    '<%= config.bin %> extract https://shop.example/item/42 --prompt price --server https://pluck.internal',
    '<%= config.bin %> extract https://shop.example/item/42 --schema product.json --async --wait --json',
  ];
  static override args = { url: pageArg('Page to extract from') };
  static override flags = {
    url: pageUrlFlag,
    ...extractFlags,
    async: Flags.boolean({ description: 'Queue an async task and print its id instead of waiting for the result.' }),
    wait: Flags.boolean({ description: 'With --async: wait for the task to finish (implies --async).' }),
    'wait-timeout': waitTimeoutFlag,
    auth: Flags.string({
      description: 'Extract from the logged-in page with this stored credential (name or id; needs --prompt).',
      exclusive: ['async', 'wait'],
    }),
    session: Flags.string({ description: 'With --auth: the saved session to reuse or create [default: the credential name].', dependsOn: ['auth'] }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Extract);
    const body = { url: pageUrl(args.url, flags.url), ...extractRequest(flags) };
    if (flags.auth) {
      if (!body.prompt) this.usageError('--auth needs --prompt (authenticated extraction is prompt-driven; --schema may add the shape).');
      if (body.options) this.usageError('--auth takes no page options (paginate, waitFor, proxy…): the logged-in browser session loads the page.');
      const stopSpinner = this.jsonMode ? () => {} : startSpinner(`extracting ${body.url} as ${flags.auth}`);
      const result = await this.client
        .extractAuthenticated({
          url: body.url,
          credential_ref: flags.auth,
          prompt: body.prompt!,
          session_name: flags.session ?? flags.auth,
          ...(body.schema ? { schema: body.schema } : {}),
        })
        .finally(stopSpinner);
      this.emit(result, () => renderResult(result));
      return this.exitFor([result.status]);
    }
    if (!flags.async && !flags.wait) {
      const stopSpinner = this.jsonMode ? () => {} : startSpinner(`extracting ${body.url}`);
      const result = await this.client.extract(body).finally(stopSpinner);
      this.emit(result, () => renderResult(result));
      return this.exitFor([result.status]);
    }
    const ref = await this.client.extractAsync(body);
    if (!flags.wait) {
      this.emit(ref, () => `Queued task ${ref.id} (${ref.status}).\nFollow it with: ${this.config.bin} tasks wait ${ref.id}`);
      return;
    }
    const progress = createProgress('extract');
    const [task] = await waitForTasks(this.client, [ref.id], {
      timeoutSeconds: flags['wait-timeout'],
      onProgress: (c) => progress.update(c),
    }).finally(() => progress.stop());
    this.emit(task, () => renderTask(task));
    this.exitFor([task.status]);
  }
}
