/**
 * Builds an executable "browser binary" that runs the Juggler stand-in (transpiled from
 * juggler-stand-in.ts into a temp folder, since Node here cannot run TypeScript directly).
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

/** An executable path and its cleanup. */
export async function jugglerStandInBinary(): Promise<{ binary: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'pluck-juggler-stand-in-'));
  const source = await readFile(join(__dirname, 'juggler-stand-in.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  await writeFile(join(dir, 'juggler-stand-in.js'), outputText);
  const binary = join(dir, 'juggler-firefox-stand-in');
  await writeFile(binary, `#!/bin/sh\nexec "${process.execPath}" "$(dirname "$0")/juggler-stand-in.js" "$@"\n`);
  await chmod(binary, 0o755);
  return { binary, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
