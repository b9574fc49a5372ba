import { ApiCommand } from '../base-command';
import { summary, table } from '../output';

/** `pluck providers`. */
export default class Providers extends ApiCommand {
  static override summary = 'List extraction providers and their models (no key needed).';
  static override description = 'GET /v1/providers. Use a model id with "extract --model".';
  static override examples = ['<%= config.bin %> providers', '<%= config.bin %> providers --json | jq -r ".providers[].models[].id"'];

  async run(): Promise<void> {
    await this.parse(Providers);
    const p = await this.client.providers();
    const rows = p.providers.flatMap((prov) => (prov.models.length ? prov.models : [undefined]).map((m) => ({ prov, m })));
    this.emit(p, () =>
      [
        summary([
          ['Default provider', p.default_provider],
          ['Default model', p.default_model],
        ]),
        '',
        table(rows, [
          { header: 'Provider', value: (r) => r.prov.id },
          { header: 'Available', value: (r) => (r.prov.available ? 'yes' : 'no') },
          { header: 'Model', value: (r) => (r.m ? `${r.m.id}${r.m.default ? ' (default)' : ''}` : undefined) },
          { header: 'In $/Mtok', value: (r) => r.m?.input_price_per_mtok },
          { header: 'Out $/Mtok', value: (r) => r.m?.output_price_per_mtok },
          { header: 'Note', value: (r) => r.prov.reason, max: 60 },
        ]),
      ].join('\n'),
    );
  }
}
