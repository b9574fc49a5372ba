import { Flags } from '@oclif/core';
import type { CreateKeyRequest } from '../../../server/contract/keys';
import { ApiCommand } from '../../base-command';
import { summary } from '../../output';
import { SCOPES } from '../../vocabulary';

/** `pluck keys create`. */
export default class KeysCreate extends ApiCommand {
  static override summary = 'Create an API key with explicit scopes (admin); its secret is shown once.';
  static override description =
    'POST /v1/keys. Scopes: read (history, tasks, usage), write (extract, batch, visual, cancel), admin (keys, ' +
    'metrics; implies all), mobile, audio. Only the operator key may create keys for another --tenant.';
  static override examples = [
    '<%= config.bin %> keys create --name ci --scope read --scope write',
    '<%= config.bin %> keys create --name acme-reader --scope read --tenant acme --json | jq -r .secret',
  ];
  static override flags = {
    name: Flags.string({ description: 'A name to recognise the key by.', required: true }),
    scope: Flags.string({ description: 'A scope to grant (repeat the flag for several).', options: [...SCOPES], multiple: true, required: true }),
    tenant: Flags.string({ description: 'Tenant the key belongs to (operator key only; default: your own).' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(KeysCreate);
    const key = await this.client.createKey({
      name: flags.name,
      scopes: flags.scope as CreateKeyRequest['scopes'],
      ...(flags.tenant ? { tenant: flags.tenant } : {}),
    });
    this.emit(key, () =>
      [
        summary([
          ['Id', key.id],
          ['Name', key.name],
          ['Tenant', key.tenant],
          ['Scopes', key.scopes],
        ]),
        '',
        'Secret (shown this once; store it now):',
        `  ${key.secret}`,
      ].join('\n'),
    );
  }
}
