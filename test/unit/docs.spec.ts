/**
 * The generated references under docs/ (scripts/docs.ts) match what their sources make now, so a
 * route, command or flag changed without `npm run docs` fails CI instead of leaving a stale doc.
 * docs/cli.md comes from oclif.manifest.json, which `npm run build` writes.
 */
import { expect, test } from '@playwright/test';
import { committed, DOCS, ROOT } from '../../scripts/docs';

for (const doc of DOCS) {
  test(`${doc.file} is what \`npm run docs\` writes from the sources now`, async () => {
    const now = await doc.generate(ROOT);
    expect(committed(ROOT, doc), `${doc.file} is out of date: run \`npm run docs\` and commit it`).toBe(now);
  });
}
