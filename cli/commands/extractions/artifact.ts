import fs from 'node:fs';
import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { ARTIFACT_KINDS } from '../../vocabulary';

/** `pluck extractions artifact ID --kind … -o FILE`. */
export default class ExtractionsArtifact extends ApiCommand {
  static override summary = 'Download a retained PNG: the evidence screenshot or the annotated visual image.';
  static override description =
    'GET /v1/extractions/{id}/artifacts/{kind}. Writes the PNG to --output (- writes the bytes to stdout); ' +
    '--json prints {"id", "kind", "file", "bytes"} about the written file.';
  static override examples = [
    '<%= config.bin %> extractions artifact ext_3b9d0a --kind screenshot -o page.png',
    '<%= config.bin %> extractions artifact ext_7c1f22 --kind visual-image -o - > labeled.png',
  ];
  static override args = { id: Args.string({ description: 'Extraction id (ext_…).', required: true, ignoreStdin: true }) };
  static override flags = {
    kind: Flags.string({ description: 'Which artifact.', options: [...ARTIFACT_KINDS], default: 'screenshot' }),
    output: Flags.string({ char: 'o', description: 'File to write (- for stdout).', required: true }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(ExtractionsArtifact);
    const kind = flags.kind as (typeof ARTIFACT_KINDS)[number];
    const png = await this.client.artifact(args.id, kind);
    if (flags.output === '-') {
      process.stdout.write(png);
      return;
    }
    fs.writeFileSync(flags.output, png);
    const info = { id: args.id, kind, file: flags.output, bytes: png.byteLength };
    this.emit(info, () => `Saved the ${kind} of ${args.id} to ${flags.output} (${png.byteLength} bytes).`);
  }
}
