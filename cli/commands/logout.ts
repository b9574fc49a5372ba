import { BaseCommand } from '../base-command';
import { configPath, removeConfig } from '../config-file';

/** `pluck logout`. */
export default class Logout extends BaseCommand {
  static override summary = 'Forget the URL and key saved by "pluck login".';
  static override description = 'Deletes config.json from the config folder; PLUCK_URL and PLUCK_API_KEY are unaffected.';
  static override examples = ['<%= config.bin %> logout'];

  async run(): Promise<void> {
    await this.parse(Logout);
    const file = configPath(process.env);
    const removed = removeConfig(file);
    this.emit({ config_file: file, removed }, () => (removed ? `Removed ${file}.` : `Nothing saved (${file} does not exist).`));
  }
}
