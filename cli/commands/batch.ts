import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../base-command';
import { extractFlags, extractRequest } from '../extract-flags';
import { readUrls } from '../inputs';
import { table } from '../output';
import { createProgress } from '../progress';
import { renderTaskTable } from '../render-results';
import { waitForTasks, waitTimeoutFlag } from '../wait-tasks';

/** `pluck batch`: one async task per URL, optionally waited for with a progress bar. */
export default class Batch extends ApiCommand {
  static override summary = 'Queue one extraction task per URL (at most 100).';
  static override description =
    'Sends POST /v1/batch; the same --schema or --prompt applies to every URL. Prints the task ids, or with ' +
    '--wait shows a progress bar on stderr until every task is final and prints them all. With --wait the exit ' +
    'code is 1 when any task failed or was cancelled, else 7 when any is partial, else 0.';
  static override examples = [
    '<%= config.bin %> batch https://a.example https://b.example --prompt "title and author"',
    '<%= config.bin %> batch --url https://a.example --url https://b.example --prompt "title"',
    '<%= config.bin %> batch --urls-file urls.txt --schema product.json --wait',
    'cat urls.txt | <%= config.bin %> batch --urls-file - --prompt "price" --wait --json',
  ];
  static override strict = false;
  static override args = { url: Args.string({ description: 'URLs to extract from (or use --urls-file).', ignoreStdin: true }) };
  static override flags = {
    url: Flags.string({ description: 'A page to extract from; repeat for more (as well as arguments and --urls-file).', multiple: true }),
    ...extractFlags,
    'urls-file': Flags.string({ char: 'f', description: 'File with one URL per line (- for stdin); # starts a comment.' }),
    wait: Flags.boolean({ description: 'Wait for every task to finish, with a progress bar.' }),
    'wait-timeout': waitTimeoutFlag,
  };

  async run(): Promise<void> {
    const { argv, flags } = await this.parse(Batch);
    const urls = [...(flags['urls-file'] ? readUrls(flags['urls-file']) : []), ...(flags.url ?? []), ...(argv as string[])];
    if (!urls.length) this.usageError('Give URLs as arguments, with --url or with --urls-file.');
    const res = await this.client.batch({ urls, ...extractRequest(flags) });
    if (!this.jsonMode) this.note(`Batch ${res.batch_id}: "pluck tasks list --batch ${res.batch_id}" lists its tasks again later.`);
    if (!flags.wait) {
      this.emit(res, () =>
        table(
          res.tasks.map((t, i) => ({ ...t, url: urls[i] })),
          [
            { header: 'Task', value: (t) => t.id },
            { header: 'URL', value: (t) => t.url, max: 70 },
          ],
        ),
      );
      return;
    }
    const progress = createProgress('batch');
    const tasks = await waitForTasks(
      this.client,
      res.tasks.map((t) => t.id),
      { timeoutSeconds: flags['wait-timeout'], onProgress: (c) => progress.update(c) },
    ).finally(() => progress.stop());
    this.emit({ tasks }, () => renderTaskTable(tasks));
    this.exitFor(tasks.map((t) => t.status));
  }
}
