/**
 * The guarded dialer: an undici connector that resolves the host through the egress policy and
 * dials exactly the address the policy approved (TLS still verifies the certificate against the
 * name, via SNI from the Host). Every outbound HTTP client that fetches a user-named URL — the HTTP
 * fetch path, webhook delivery — is built on it.
 */
import { Agent, buildConnector } from 'undici';
import type { EgressPolicy, EgressVia } from './egress-policy';

/** A connector that dials only addresses `policy` approves; refusals fail the request with EgressRefusedError. */
export function guardedConnector(policy: EgressPolicy, via: EgressVia, options: buildConnector.BuildOptions = { timeout: 10_000 }): buildConnector.connector {
  const base = buildConnector(options);
  return (opts, callback) => {
    policy.dialAddress(opts.hostname, via).then(
      ({ address }) => base({ ...opts, hostname: address, host: opts.host ?? opts.hostname }, callback),
      (err: Error) => callback(err, null),
    );
  };
}

/** An undici Agent whose every connection goes through the guarded connector (e.g. `request(url, { dispatcher: createGuardedAgent(policy, 'webhook') })`). */
export function createGuardedAgent(policy: EgressPolicy, via: EgressVia, options: Agent.Options = {}): Agent {
  return new Agent({ ...options, connect: guardedConnector(policy, via) });
}
