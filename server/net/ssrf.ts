/**
 * SSRF guard with the system resolver and no allow-list, for callers that have no server policy at
 * hand (engine tests, benches). The server itself asks its EgressPolicy (net/egress-policy).
 */
import { createEgressPolicy } from './egress-policy';

export { isPrivateAddress } from './private-address';

const strict = createEgressPolicy({ allowPrivateNetwork: false });
const open = createEgressPolicy({ allowPrivateNetwork: true });

/** Checks a URL's scheme and (resolved) host; throws invalid_request when it may not be fetched. */
export function assertFetchAllowed(rawUrl: string, allowPrivate: boolean): Promise<void> {
  return (allowPrivate ? open : strict).assertUrlAllowed(rawUrl);
}
