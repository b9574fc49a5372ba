/**
 * `npm run docs`: writes the reference files under docs/ that are generated from the sources.
 * `--check` writes nothing and exits 1 naming each file that differs from what its source makes
 * now; test/unit/docs.spec.ts runs the same comparison so CI catches a stale reference.
 * A new reference is one more entry in DOCS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderApiReference, servedOpenApi } from './docs/api-reference';
import { readCliSources, renderCliReference } from './docs/cli-reference';
import { configurationReference } from '../server/settings/reference';

/** The repository: the nearest folder above this file with a package.json (this file also runs from dist/scripts/). */
export const ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
})();

/** One generated reference: where it lives in the repository and how to make its text now. */
export interface GeneratedDoc {
  file: string;
  generate(root: string): Promise<string>;
}

export const DOCS: GeneratedDoc[] = [
  { file: 'docs/api.md', generate: async () => renderApiReference(await servedOpenApi()) },
  { file: 'docs/cli.md', generate: async (root) => renderCliReference(readCliSources(root)) },
  { file: 'docs/configuration.md', generate: async () => configurationReference() },
];

/** The committed text of a generated file, or undefined when it is not there. */
export function committed(root: string, doc: GeneratedDoc): string | undefined {
  const file = path.join(root, doc.file);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

async function main(check: boolean): Promise<number> {
  let stale = 0;
  for (const doc of DOCS) {
    const text = await doc.generate(ROOT);
    if (committed(ROOT, doc) === text) continue;
    if (check) {
      stale += 1;
      process.stderr.write(`${doc.file} is out of date: run \`npm run docs\`\n`);
    } else {
      fs.writeFileSync(path.join(ROOT, doc.file), text);
      process.stdout.write(`wrote ${doc.file}\n`);
    }
  }
  return stale > 0 ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
