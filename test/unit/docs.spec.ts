/**
 * docs/ stays true to the code. The generated references (scripts/docs.ts) match what their sources
 * make now, so a route, command or flag changed without `npm run docs` fails CI instead of leaving a
 * stale doc (docs/cli.md comes from oclif.manifest.json, which `npm run build` writes). And every
 * `docs/<file>.md#<section>` a comment, lint message or the README cites names a heading that exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { committed, DOCS, ROOT } from '../../scripts/docs';

for (const doc of DOCS) {
  test(`${doc.file} is what \`npm run docs\` writes from the sources now`, async () => {
    const now = await doc.generate(ROOT);
    expect(committed(ROOT, doc), `${doc.file} is out of date: run \`npm run docs\` and commit it`).toBe(now);
  });
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** Every source file that may cite docs/, walked from the folders that hold code. */
function citingFiles(): string[] {
  const out = ['README.md', 'eslint.config.mjs'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== 'fixtures') walk(rel);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(rel);
    }
  };
  for (const dir of ['server', 'cli', 'ui/src', 'electron', 'test', 'bench', 'scripts']) walk(dir);
  return out;
}

test('every docs/ section the code and README cite exists', () => {
  const broken: string[] = [];
  for (const file of citingFiles()) {
    for (const [, doc, anchor] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bdocs\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)) {
      const target = path.join(ROOT, 'docs', doc);
      if (!fs.existsSync(target)) broken.push(`${file}: docs/${doc} does not exist`);
      else if (
        anchor &&
        !fs
          .readFileSync(target, 'utf8')
          .split('\n')
          .some((l) => /^#+ /.test(l) && anchorOf(l.replace(/^#+ /, '')) === anchor)
      ) {
        broken.push(`${file}: docs/${doc} has no section #${anchor}`);
      }
    }
  }
  expect(broken).toEqual([]);
});
