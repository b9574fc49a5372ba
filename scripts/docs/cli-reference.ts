/**
 * docs/cli.md from the oclif manifest the build writes (oclif.manifest.json, read from the compiled
 * commands) and the topics of package.json: every command with its arguments, flags and examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedFrom, table } from './markdown';

interface ManifestFlag {
  name: string;
  char?: string;
  description?: string;
  type: 'boolean' | 'option';
  required?: boolean;
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  env?: string;
  allowNo?: boolean;
  helpGroup?: string;
  hidden?: boolean;
}

interface ManifestCommand {
  id: string;
  summary?: string;
  description?: string;
  hidden?: boolean;
  args: Record<string, { name: string; description?: string; required?: boolean; options?: string[] }>;
  flags: Record<string, ManifestFlag>;
  examples?: (string | { command: string; description?: string })[];
}

/** What the CLI reference is made from. */
export interface CliSources {
  commands: Record<string, ManifestCommand>;
  topics: Record<string, { description: string }>;
  bin: string;
}

/** The manifest and topics in the repository at `root` (`npm run build` writes the manifest). */
export function readCliSources(root: string): CliSources {
  const manifestFile = path.join(root, 'oclif.manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('oclif.manifest.json is missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { commands: CliSources['commands'] };
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { oclif: { bin: string; topics: CliSources['topics'] } };
  return { commands: manifest.commands, topics: pkg.oclif.topics, bin: pkg.oclif.bin };
}

/** Flags every client command shares (`helpGroup: GLOBAL`), named once at the top instead of in every table. */
const isGlobal = (f: ManifestFlag) => f.helpGroup === 'GLOBAL';

function flagName(f: ManifestFlag): string {
  const long = f.type === 'boolean' && f.allowNo ? `--[no-]${f.name}` : `--${f.name}`;
  const value = f.type === 'option' ? `${long} <${f.options ? f.options.join('|') : 'value'}>` : long;
  return `\`${f.char ? `-${f.char}, ` : ''}${value}\``;
}

function flagNotes(f: ManifestFlag): string {
  const notes = [
    f.required ? 'required' : '',
    f.multiple ? 'repeatable' : '',
    f.default !== undefined && f.default !== false ? `default: ${JSON.stringify(f.default)}` : '',
    f.env ? `env: \`${f.env}\`` : '',
  ].filter(Boolean);
  return notes.join('; ');
}

function commandSection(c: ManifestCommand, bin: string): string[] {
  const words = c.id.split(':').join(' ');
  const args = Object.values(c.args);
  const usage = [bin, words, ...args.map((a) => (a.required ? `<${a.name}>` : `[${a.name}]`)), '[flags]'].join(' ');
  const flags = Object.values(c.flags).filter((f) => !f.hidden && !isGlobal(f));
  const globals = Object.values(c.flags).filter((f) => !f.hidden && isGlobal(f));
  const examples = (c.examples ?? []).map((e) => (typeof e === 'string' ? e : e.command).replace(/<%= config.bin %>/g, bin));
  return [
    `### ${bin} ${words}`,
    '',
    ...(c.summary ? [c.summary, ''] : []),
    ...(c.description && c.description !== c.summary ? [c.description, ''] : []),
    '```',
    usage,
    '```',
    '',
    ...table(
      ['Argument', 'Required', 'Description'],
      args.map((a) => [`\`${a.name}\``, a.required ? 'yes' : '', a.description ?? '']),
    ),
    ...table(
      ['Flag', 'Description', 'Notes'],
      flags.map((f) => [flagName(f), f.description ?? '', flagNotes(f)]),
    ),
    ...(globals.length > 0 ? [`Also takes ${globals.map((f) => `\`--${f.name}\``).join(', ')} (see [Global flags](#global-flags)).`, ''] : []),
    ...(examples.length > 0 ? ['Examples:', '', '```', ...examples, '```', ''] : []),
  ];
}

/** docs/cli.md from the manifest and topics. */
export function renderCliReference(src: CliSources): string {
  const commands = Object.values(src.commands)
    .filter((c) => !c.hidden)
    .sort((a, b) => a.id.localeCompare(b.id));
  const globals = new Map<string, ManifestFlag>();
  for (const c of commands) for (const f of Object.values(c.flags)) if (isGlobal(f) && !globals.has(f.name)) globals.set(f.name, f);
  const byTopic = new Map<string, ManifestCommand[]>();
  for (const c of commands) {
    const topic = c.id.includes(':') ? c.id.split(':')[0] : '';
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), c]);
  }
  const sections = [...byTopic]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([topic, list]) => [
      topic ? `## ${src.bin} ${topic}` : '## Top-level commands',
      '',
      ...(topic && src.topics[topic] ? [src.topics[topic].description, ''] : []),
      ...list.flatMap((c) => commandSection(c, src.bin)),
    ]);
  return [
    ...generatedFrom('`oclif.manifest.json` (the commands in `cli/commands/`) and the topics in `package.json`'),
    '# CLI reference',
    '',
    `Every \`${src.bin}\` command, its arguments and flags. \`${src.bin} <command> --help\` prints the same on a terminal.`,
    '',
    '## Global flags',
    '',
    'The commands that talk to a Pluck server share these:',
    '',
    ...table(
      ['Flag', 'Description', 'Notes'],
      [...globals.values()].map((f) => [flagName(f), f.description ?? '', flagNotes(f)]),
    ),
    ...sections,
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
