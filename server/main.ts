/**
 * `npm start`: the server from the environment, until SIGINT/SIGTERM.
 */
import path from 'node:path';
import { optionsFromEnv } from './options';
import { settingsBanner } from './settings-banner';
import { startServer } from './start';

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  options.uiDir ??= path.join(__dirname, '..', '..', 'ui', 'dist');
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
  if (handle.generatedAdminKey) {
    process.stdout.write(
      `\nNo PLUCK_ADMIN_KEY was set and the store had no key, so an operator key was generated.\n` +
        `It is shown this once; keep it:\n\n  ${handle.generatedAdminKey}\n\n`,
    );
  }
  process.stdout.write(`${settingsBanner(options)}\nPluck is serving on ${handle.url} (data: ${options.dataDir})\n`);
}

main().catch((err) => {
  console.error(`pluck: ${(err as Error).message}`);
  process.exit(1);
});
