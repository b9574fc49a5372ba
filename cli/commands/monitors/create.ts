import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { parseInterval } from '../../interval';
import { readSchema } from '../../inputs';
import { renderMonitor } from '../../render-monitors';

/** `pluck monitors create URL`. */
export default class MonitorsCreate extends ApiCommand {
  static override summary = 'Watch a page: extract it every interval and (optionally) post each run’s changes to a webhook.';
  static override description =
    'POST /v1/monitor. The first run is due at once. With --webhook, every run is POSTed there signed with ' +
    'Pluck-Signature; the signing secret is printed this once ("pluck webhooks verify" checks a received request).';
  static override examples = [
    '<%= config.bin %> monitors create https://shop.example/widget --prompt "the price and stock" --every 1h',
    '<%= config.bin %> monitors create https://jobs.example/ --prompt "job postings" --every 15m --max-runs 96 --webhook https://hooks.example/pluck',
  ];
  static override args = { url: Args.string({ description: 'Page to watch.', required: true, ignoreStdin: true }) };
  static override flags = {
    prompt: Flags.string({ description: 'What to extract on every run.', required: true }),
    every: Flags.string({ description: 'Interval: 90s, 15m, 1h, 1d or seconds.', required: true }),
    'max-runs': Flags.integer({ description: 'Stop (status completed) after this many runs.', min: 1 }),
    webhook: Flags.string({ description: 'URL that receives each run as a signed JSON POST.' }),
    schema: Flags.string({ description: 'JSON Schema of the data: inline JSON, a file, or - for stdin.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(MonitorsCreate);
    const interval = parseInterval(flags.every);
    if (interval === undefined) this.usageError(`--every must look like 90s, 15m, 1h or 1d, got "${flags.every}"`);
    const schema = flags.schema === undefined ? undefined : readSchema(flags.schema);
    const m = await this.client.createMonitor({
      url: args.url,
      prompt: flags.prompt,
      interval_seconds: interval,
      ...(flags['max-runs'] ? { max_runs: flags['max-runs'] } : {}),
      ...(flags.webhook ? { webhook_url: flags.webhook } : {}),
      ...(schema ? { schema } : {}),
    });
    this.emit(m, () =>
      [renderMonitor(m), ...(m.webhook_secret ? ['', 'Webhook signing secret (shown this once; store it now):', `  ${m.webhook_secret}`] : [])].join('\n'),
    );
  }
}
