import { Flags } from '@oclif/core';
import { AppError } from '../../server/client/index';
import { BaseCommand, DEFAULT_URL } from '../base-command';
import { configPath, readConfig, writeConfig } from '../config-file';
import { promptSecret, readPipedSecret } from '../prompt-secret';

/** `pluck login`. */
export default class Login extends BaseCommand {
  static override summary = 'Save a server address and API key for later commands (file mode 0600).';
  static override description =
    'Checks the key against the server (GET /v1/usage) and saves both to config.json in the config folder: ' +
    'PLUCK_CONFIG_DIR, else $XDG_CONFIG_HOME/pluck, else ~/.config/pluck. Flags and PLUCK_URL / PLUCK_API_KEY ' +
    'still win over the file. Without --key it asks for the key without echoing it on a terminal, or reads ' +
    'the first line of stdin when the key is piped in.';
  static override examples = [
    '<%= config.bin %> login --server http://127.0.0.1:8080',
    'echo "$PLUCK_KEY" | <%= config.bin %> login --server https://pluck.internal',
    'PLUCK_API_KEY=pk_live_… <%= config.bin %> login --server https://pluck.internal',
  ];
  static override flags = {
    server: Flags.string({ description: `Pluck API address [default: the saved one, else ${DEFAULT_URL}]`, env: 'PLUCK_URL' }),
    key: Flags.string({ description: 'API key [default: asked for on a terminal, else read from piped stdin, else the saved one]', env: 'PLUCK_API_KEY' }),
    verify: Flags.boolean({ description: 'Check the address and key against the server before saving.', default: true, allowNo: true }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(Login);
    const file = configPath(process.env);
    const saved = readConfig(file);
    const url = (flags.server || saved.url || DEFAULT_URL).replace(/\/+$/, '');
    let key = flags.key;
    if (!key) key = process.stdin.isTTY ? await promptSecret(`API key for ${url}: `) : await readPipedSecret();
    key ||= saved.key;
    if (!key) this.usageError('Give the API key with --key, PLUCK_API_KEY or on stdin.');
    let tenant: string | undefined;
    if (flags.verify) {
      try {
        tenant = (await this.connect(url, key).usage()).tenant;
      } catch (err) {
        // A key without the read scope is still a valid key; only a refused key (401) or no server stops the login.
        if (!(err instanceof AppError && err.code === 'forbidden')) throw err;
      }
    }
    writeConfig(file, { url, key });
    this.emit(
      { url, config_file: file, ...(tenant ? { tenant } : {}) },
      () => `Logged in to ${url}${tenant ? ` (tenant ${tenant})` : ''}. Saved to ${file} (mode 0600).`,
    );
  }
}
