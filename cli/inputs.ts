/**
 * Reading what users hand the CLI: a schema given inline or as a file, a list of URLs in a file.
 * Bad input is a usage error (exit 2) that names the file or flag.
 */
import fs from 'node:fs';
import { Errors } from '@oclif/core';
import { EXIT } from './exit-codes';

function usage(message: string): never {
  throw new Errors.CLIError(message, { exit: EXIT.usage });
}

function readText(file: string, what: string): string {
  try {
    return fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    usage(`Cannot read ${what} ${file}: ${(err as Error).message}`);
  }
}

/** A JSON Schema from `--schema`: inline JSON when it starts with `{`, else a file path (`-` is stdin). */
export function readSchema(spec: string): Record<string, unknown> {
  const inline = spec.trimStart().startsWith('{');
  const text = inline ? spec : readText(spec, 'schema file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    usage(`--schema ${inline ? 'is not valid JSON' : `file ${spec} is not valid JSON`}: ${(err as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) usage('--schema must be a JSON object (a JSON Schema)');
  return parsed as Record<string, unknown>;
}

/** URLs from a file (`-` is stdin): one per line; blank lines and `#` comments are skipped. */
export function readUrls(file: string): string[] {
  return readText(file, 'URL file')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
