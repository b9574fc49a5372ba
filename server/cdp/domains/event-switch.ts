/**
 * X.enable/X.disable for a domain whose only state is whether a session hears its events: the events
 * themselves check `session.domains` where they are sent.
 */
import type { Handler } from '../transport/connection';

/** The enable and disable handlers of `domain`. */
export function eventSwitch(domain: string): Record<string, Handler> {
  return {
    [`${domain}.enable`]: (ctx) => {
      ctx.session.domains.add(domain);
      return {};
    },
    [`${domain}.disable`]: (ctx) => {
      ctx.session.domains.delete(domain);
      return {};
    },
  };
}
