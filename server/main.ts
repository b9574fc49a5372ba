/**
 * `npm start`: the server from the environment, until SIGINT/SIGTERM (`npm start -- --reset-admin-key` issues a new operator key).
 */
import path from 'node:path';
import { adminKeyNotice, RESET_ADMIN_KEY_FLAG } from './admin-key-notice';
import { optionsFromEnv } from './options';
import { settingsBanner } from './settings-banner';
import { startServer } from './start';

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  options.uiDir ??= path.join(__dirname, '..', '..', 'ui', 'dist');
  options.resetAdminKey = process.argv.slice(2).includes(RESET_ADMIN_KEY_FLAG);
  const handle = await startServer(options);
  // Handlers first: whoever waits for the banner may stop the server as soon as it reads it.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    handle.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const notice = adminKeyNotice(handle.generatedAdminKey, options);
  process.stdout.write(`${[...notice, settingsBanner(options), `Pluck is serving on ${handle.url} (data: ${options.dataDir})`].join('\n')}\n`);
}

main().catch((err) => {
  console.error(`pluck: ${(err as Error).message}`);
  process.exit(1);
});
