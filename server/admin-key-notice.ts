/**
 * What a start prints about the operator key (`npm start` and `pluck serve` alike): a generated key,
 * shown this once, or how to get one when the key printed at the first start was lost.
 */
import type { ServerOptions } from './options';

/** The flag that issues a new operator key at start (server/main.ts, cli/commands/serve.ts). */
export const RESET_ADMIN_KEY_FLAG = '--reset-admin-key';

/** Lines for the start banner; none when PLUCK_ADMIN_KEY names the key (the operator has it). */
export function adminKeyNotice(generated: string | undefined, options: Pick<ServerOptions, 'adminKey' | 'resetAdminKey'>): string[] {
  if (generated) {
    const why = options.resetAdminKey
      ? `A new operator key was issued (${RESET_ADMIN_KEY_FLAG}); the keys generated before it are revoked.`
      : 'No PLUCK_ADMIN_KEY was set and the store had no key, so an operator key was generated.';
    return [why, 'It is shown this once; keep it:', '', `  ${generated}`, ''];
  }
  if (options.adminKey) return [];
  return [
    'The operator key was shown at the first start. Lost it? Start once with',
    `  npm start -- ${RESET_ADMIN_KEY_FLAG}    (or: pluck serve ${RESET_ADMIN_KEY_FLAG})`,
    'to print a new one (the old one is revoked). Keys for people and scripts: pluck keys create, signed in with an admin key.',
  ];
}
