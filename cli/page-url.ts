/**
 * The page a command works on, given as its argument or with --url (never both). --url names the
 * page, not the server: that is --server (see ApiCommand).
 */
import { Args, Errors, Flags } from '@oclif/core';
import { EXIT } from './exit-codes';

/** The optional page argument of a command that takes one page. */
export function pageArg(description: string) {
  return Args.string({ description: `${description} (or give it with --url).`, ignoreStdin: true });
}

/** `--url PAGE`, the flag form of the page argument. */
export const pageUrlFlag = Flags.string({ description: 'The page, instead of the argument.' });

/** The page from the argument or --url; a usage error when neither or both are given. */
export function pageUrl(arg: string | undefined, flag: string | undefined): string {
  if (arg && flag) throw new Errors.CLIError('Give the page once: as the argument or with --url, not both.', { exit: EXIT.usage });
  const url = arg || flag;
  if (!url) throw new Errors.CLIError('Give the page to work on as the argument or with --url.', { exit: EXIT.usage });
  return url;
}
