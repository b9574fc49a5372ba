import { ApiCommand } from '../base-command';
import { summary, table, when } from '../output';

/** `pluck usage`. */
export default class Usage extends ApiCommand {
  static override summary = 'Usage this month: extractions, tokens, estimated cost and free tier left.';
  static override description = 'GET /v1/usage for the key’s tenant, with a line per day.';
  static override examples = ['<%= config.bin %> usage', '<%= config.bin %> usage --json | jq .free_tier_remaining'];

  async run(): Promise<void> {
    await this.parse(Usage);
    const u = await this.client.usage();
    this.emit(u, () =>
      [
        summary([
          ['Tenant', u.tenant],
          ['Month', u.month],
          ['Extractions', u.extractions],
          ['Tokens', u.tokens],
          ['Tokens saved by recipes', u.recipe_tokens_saved],
          ['Estimated cost', `$${u.estimated_cost.toFixed(4)}`],
          ['Free tier', `${u.free_tier_remaining} of ${u.free_tier_limit} left (resets ${when(u.resets_at)})`],
        ]),
        '',
        table(
          u.daily,
          [
            { header: 'Date', value: (d) => d.date },
            { header: 'Extractions', value: (d) => d.extractions },
            { header: 'Tokens', value: (d) => d.tokens },
            { header: 'Cost', value: (d) => `$${d.cost.toFixed(4)}` },
          ],
          'No extractions this month.',
        ),
      ].join('\n'),
    );
  }
}
