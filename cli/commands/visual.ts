import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../base-command';
import { describe } from '../output';

/** `pluck visual URL --instruction TEXT`. */
export default class Visual extends ApiCommand {
  static override summary = 'Visual extraction: labeled screenshot data and element metadata.';
  static override description =
    'POST /v1/visual (needs a browser on the server). The annotated PNG is retained; fetch it with ' +
    '"extractions artifact ID --kind visual-image -o FILE".';
  static override examples = [
    '<%= config.bin %> visual https://shop.example --instruction "label every price and buy button"',
    '<%= config.bin %> visual https://shop.example -i "find the search box" --include-screenshot --json',
  ];
  static override args = { url: Args.string({ description: 'Page to look at.', required: true, ignoreStdin: true }) };
  static override flags = {
    instruction: Flags.string({ char: 'i', description: 'What to find and label on the page.', required: true }),
    'include-screenshot': Flags.boolean({ description: 'Include the screenshot (base64) in the response.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Visual);
    const result = await this.client.visual({
      url: args.url,
      instruction: flags.instruction,
      ...(flags['include-screenshot'] ? { include_screenshot: true } : {}),
    });
    this.emit(result, () => describe(result));
  }
}
