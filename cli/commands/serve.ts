import fs from 'node:fs';
import path from 'node:path';
import { Flags } from '@oclif/core';
import { adminKeyNotice, optionsFromEnv, RESET_ADMIN_KEY_FLAG, SERVER_ROLES, settingsBanner, startServer } from '../../server/index';
import { BaseCommand } from '../base-command';
import { EXIT } from '../exit-codes';

/** `pluck serve`. */
export default class Serve extends BaseCommand {
  static override summary = 'Run the Pluck server in the foreground until Ctrl-C.';
  static override description =
    'Starts the same embedded server as "npm start" and the desktop app, configured from the environment ' +
    '(PORT, HOST, PLUCK_DATA_DIR, PLUCK_ADMIN_KEY, PLUCK_ENGINE, …) with these flags taking precedence. ' +
    'Ctrl-C (SIGINT) or SIGTERM finishes in-flight work, closes browsers and the database, and exits 0. ' +
    'With --json the first line of stdout is {"url", "generated_admin_key"?}.';
  static override examples = [
    '<%= config.bin %> serve',
    '<%= config.bin %> serve --port 9090 --host 0.0.0.0 --data-dir /var/lib/pluck',
    'PLUCK_ADMIN_KEY=pk_admin_… <%= config.bin %> serve --port 0 --json',
    `<%= config.bin %> serve ${RESET_ADMIN_KEY_FLAG}`,
    'PLUCK_DATABASE_URL=postgres://… PLUCK_REDIS_URL=redis://… <%= config.bin %> serve --role worker',
  ];
  static override flags = {
    port: Flags.integer({ char: 'p', description: 'Port to listen on; 0 picks a free one [default: PORT, else 8080].', min: 0, max: 65535 }),
    host: Flags.string({ description: 'Interface to bind [default: HOST, else 127.0.0.1].' }),
    'data-dir': Flags.string({ char: 'd', description: 'Folder for the database and artifacts [default: PLUCK_DATA_DIR, else ~/.pluck].' }),
    role: Flags.string({
      description:
        'What this process runs: api (HTTP), worker (tasks, monitor ticks, webhooks) or all; api and worker need PLUCK_DATABASE_URL and PLUCK_REDIS_URL [default: PLUCK_ROLE, else all].',
      options: [...SERVER_ROLES],
    }),
    'reset-admin-key': Flags.boolean({
      description: 'Issue a new operator key, printed once, and revoke the keys generated before it: for an operator key that was lost.',
    }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(Serve);
    const options = optionsFromEnv(process.env);
    const dataDir = flags['data-dir'] ? path.resolve(flags['data-dir']) : options.dataDir;
    const builtUi = path.join(__dirname, '..', '..', '..', 'ui', 'dist');
    if (!options.uiDir && fs.existsSync(builtUi)) options.uiDir = builtUi;
    const effective = {
      ...options,
      ...(flags.port !== undefined ? { port: flags.port } : {}),
      ...(flags.host ? { host: flags.host } : {}),
      ...(flags.role ? { role: flags.role as (typeof SERVER_ROLES)[number] } : {}),
      ...(flags['reset-admin-key'] ? { resetAdminKey: true } : {}),
      dataDir,
    };
    const handle = await startServer(effective);
    // Listening before the first line is printed: whoever waits for it may stop the server at once.
    const signal = new Promise<NodeJS.Signals>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    const info = { url: handle.url, ...(handle.generatedAdminKey ? { generated_admin_key: handle.generatedAdminKey } : {}) };
    if (this.jsonMode) {
      // One line, not pretty-printed: stdout stays open (and may carry log lines), so scripts read it line by line.
      process.stdout.write(`${JSON.stringify(info)}\n`);
    } else {
      const keyNotice = adminKeyNotice(handle.generatedAdminKey, effective);
      process.stdout.write(
        `${[...keyNotice, settingsBanner(effective), `Pluck is serving on ${handle.url} (data: ${dataDir}). Ctrl-C stops it.`].join('\n')}\n`,
      );
    }
    const received = await signal;
    // A second signal while closing means "now": skip the grace period.
    const force = () => process.exit(130);
    process.once('SIGINT', force);
    process.once('SIGTERM', force);
    this.note(`${received}: shutting down`);
    await handle.close();
    this.exit(EXIT.ok);
  }
}
