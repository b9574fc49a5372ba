import { Flags } from '@oclif/core';
import type { VisualResponse } from '../../server/contract/features';
import { ApiCommand } from '../base-command';
import { percent, summary, table } from '../output';
import { pageArg, pageUrl, pageUrlFlag } from '../page-url';

/** A summary, then one line per labelled element (selected ones starred). */
function renderVisual(v: VisualResponse): string {
  const selected = new Set(v.data.selected);
  const head = summary([
    ['Status', v.status],
    ['Id', v.id],
    ['Completeness', percent(v.metadata.completeness)],
    ['Elements', `${v.data.elements.length} (${selected.size} selected)`],
    // A partial run says what it could not find and what came closest, so the user can reword.
    ['Why', typeof v.metadata.reason === 'string' ? v.metadata.reason : undefined],
    ['Labeled image', `pluck extractions artifact ${v.id} --kind visual-image -o FILE`],
    ['Free tier left', v.free_tier_remaining],
  ]);
  const rows = table(v.data.elements, [
    { header: 'Label', value: (e) => `${selected.has(e.label) ? '*' : ' '}${e.label}` },
    { header: 'Kind', value: (e) => e.kind },
    { header: 'Role', value: (e) => e.role },
    { header: 'Box', value: (e) => `${Math.round(e.box.x)},${Math.round(e.box.y)} ${Math.round(e.box.width)}x${Math.round(e.box.height)}` },
    { header: 'Text', value: (e) => e.text || e.name, max: 60 },
  ]);
  return `${head}\n\n${rows}`;
}

/** `pluck visual URL --instruction TEXT`. */
export default class Visual extends ApiCommand {
  static override summary = 'Visual extraction: labeled screenshot data and element metadata.';
  static override description =
    'POST /v1/visual (needs a browser on the server). The annotated PNG is retained; fetch it with ' + '"extractions artifact ID --kind visual-image -o FILE".';
  static override examples = [
    '<%= config.bin %> visual https://shop.example --instruction "label every price and buy button"',
    '<%= config.bin %> visual --url https://shop.example -i "find the search box" --include-screenshot --json',
  ];
  static override args = { url: pageArg('Page to look at') };
  static override flags = {
    url: pageUrlFlag,
    instruction: Flags.string({ char: 'i', description: 'What to find and label on the page.', required: true }),
    'include-screenshot': Flags.boolean({ description: 'Include the screenshot (base64) in the response.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(Visual);
    const result = await this.client.visual({
      url: pageUrl(args.url, flags.url),
      instruction: flags.instruction,
      ...(flags['include-screenshot'] ? { include_screenshot: true } : {}),
    });
    this.emit(result, () => renderVisual(result));
  }
}
