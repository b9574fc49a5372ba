/**
 * oclif's `command_not_found` hook: an unknown command fails in the CLI's own error style (exit 2)
 * with the nearest command as a suggestion, instead of oclif's bare "command x:y not found".
 */
import type { Hook } from '@oclif/core';
import { EXIT } from '../exit-codes';
import { reportFailure } from '../report-failure';

/** Edit distance (insertions, deletions, substitutions, and a swap of neighbours — the commonest typo) between two strings. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The command id nearest to `id`, when it is near enough to be a typo of it. */
function nearest(id: string, ids: string[]): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const candidate of ids) {
    const d = distance(id, candidate);
    if (!best || d < best.d) best = { id: candidate, d };
  }
  return best && best.d <= Math.max(2, Math.floor(id.length / 4)) ? best.id : undefined;
}

const hook: Hook<'command_not_found'> = async function ({ id, argv, config }) {
  // oclif joins every word before the first flag into the id ("extrct:https://…"): keep the known
  // topics and the one word after them, which is the command that was mistyped.
  const words = id.split(':');
  let depth = 0;
  while (depth < words.length - 1 && config.findTopic(words.slice(0, depth + 1).join(':'))) depth++;
  const typed = words.slice(0, depth + 1).join(':');
  const spoken = (commandId: string) => `${config.bin} ${commandId.replaceAll(':', ' ')}`;
  const suggestion = nearest(
    typed,
    config.commandIDs.filter((c) => !config.findCommand(c)?.hidden),
  );
  reportFailure(
    {
      code: 'usage',
      message: `"${spoken(typed)}" is not a ${config.bin} command.${suggestion ? ` Did you mean "${spoken(suggestion)}"?` : ''}`,
      exit: EXIT.usage,
      hint: `"${config.bin} --help" lists the commands.`,
    },
    (argv ?? []).includes('--json'),
  );
  this.exit(EXIT.usage);
};

export default hook;
