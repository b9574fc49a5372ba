/**
 * The one egress rule of the service: which addresses an outbound fetch may dial. The URL check at
 * submission, the HTTP path's connector, the browser's egress proxy and webhook delivery all ask
 * the same policy with the same resolver, so a name cannot answer one address to the check and
 * another to the dial (DNS rebinding): the address that is dialed is the address that was checked.
 * Within a run held by `holdDnsDecisions` a name is looked up once: the submission check, the check
 * of each hop and the dial all judge that one answer, and the dial connects to an address of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import dns from 'node:dns';
import net from 'node:net';
import { AppError } from '../contract/errors';
import { parseHttpUrl } from './http-url';
import { isMetadataAddress, isPrivateAddress, METADATA_ADDRESSES } from './private-address';

/** Which outbound path asked: recorded with every refusal. */
export type EgressVia = 'check' | 'http' | 'browser' | 'webhook';

/** One refused destination, as the log and the browser path report it. */
export interface EgressRefusal {
  host: string;
  address: string;
  via: EgressVia;
  message: string;
}

/** What the policy is built from. */
export interface EgressSettings {
  /** Every address but the cloud metadata ones may be dialed (PLUCK_ALLOW_PRIVATE_NETWORK). */
  allowPrivateNetwork: boolean;
  /** CIDRs, single addresses and host names (`intranet.lab`, `.lab` for a whole domain) allowed although private (PLUCK_ALLOW_NETWORKS). */
  allowNetworks?: string[];
  /** DNS servers (`127.0.0.1:5353`) used instead of the system resolver; tests point it at a stand-in. */
  dnsServers?: string[];
  /** Told of every refusal (the server logs it with family `egress`). */
  onRefused?: (refusal: EgressRefusal) => void;
}

/** Thrown when a destination is refused at dial time; `code` lets layers that may not import net/ recognise it. */
export class EgressRefusedError extends Error {
  readonly code = 'PLUCK_EGRESS_REFUSED';
  constructor(
    message: string,
    readonly host: string,
    readonly address: string,
  ) {
    super(message);
    this.name = 'EgressRefusedError';
  }
}

/** The policy every outbound path asks. */
export interface EgressPolicy {
  /** True when nothing is refused (private networks allowed and every metadata address named in the allow-list). */
  readonly allowsEverything: boolean;
  /** Resolves `host` and checks every address; the address to dial, or EgressRefusedError (ENOTFOUND when it does not resolve). */
  dialAddress(host: string, via: EgressVia): Promise<{ address: string; family: 4 | 6 }>;
  /** The submission check of a URL: scheme, then host; 400 invalid_request naming `field` when refused. An unresolvable host is left to the fetch. */
  assertUrlAllowed(rawUrl: string, field?: string): Promise<void>;
  /** The check of a URL about to be fetched (each hop): as assertUrlAllowed, refusing with EgressRefusedError, the error a refused dial gives. */
  assertFetchAllowed(rawUrl: string, via: EgressVia): Promise<void>;
}

// The DNS answers of the runs in progress, per policy and host (`<policy>\0<host>`): a run's own in its async
// context; the egress proxy, which dials outside any run's context, finds the answer a run holds in `held`.
const decisions = new AsyncLocalStorage<Map<string, Promise<string[]>>>();
const held = new Set<Map<string, Promise<string[]>>>();
let policies = 0;

/**
 * Runs `work` with one DNS decision per host: every egress check and dial made within it (and the
 * browser's dials while it runs) reuses the first answer for a name. Nested calls share the outer decisions.
 */
export async function holdDnsDecisions<T>(work: () => Promise<T>): Promise<T> {
  if (decisions.getStore()) return work();
  const answers = new Map<string, Promise<string[]>>();
  held.add(answers);
  try {
    return await decisions.run(answers, work);
  } finally {
    held.delete(answers);
  }
}

function heldAnswer(key: string): Promise<string[]> | undefined {
  const own = decisions.getStore()?.get(key);
  if (own) return own;
  for (const answers of held) {
    const found = answers.get(key);
    if (found) return found;
  }
  return undefined;
}

function parseAllowList(entries: string[]): { nets: net.BlockList; hosts: string[] } {
  const nets = new net.BlockList();
  const hosts: string[] = [];
  for (const raw of entries.map((e) => e.trim().toLowerCase()).filter(Boolean)) {
    const [addr, prefix] = raw.split('/');
    const family = net.isIP(addr);
    if (family) {
      const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
      if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) throw new Error(`PLUCK_ALLOW_NETWORKS: bad prefix in "${raw}"`);
      nets.addSubnet(addr, bits, family === 4 ? 'ipv4' : 'ipv6');
    } else if (prefix !== undefined || !/^\*?\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(raw)) {
      throw new Error(`PLUCK_ALLOW_NETWORKS: "${raw}" is neither a CIDR, an address nor a host name`);
    } else {
      hosts.push(raw.replace(/^\*/, ''));
    }
  }
  return { nets, hosts };
}

/** A URL's host as policies compare it: no IPv6 brackets, lower case. */
export function bareHost(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Builds the policy; throws on a malformed allow-list entry (the server refuses to start). */
export function createEgressPolicy(s: EgressSettings): EgressPolicy {
  const allow = parseAllowList(s.allowNetworks ?? []);
  const resolver = s.dnsServers?.length ? new dns.promises.Resolver() : undefined;
  if (resolver) resolver.setServers(s.dnsServers!);

  const hostAllowed = (host: string) => allow.hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) || host === h.slice(1) : host === h));
  const addressAllowed = (ip: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const v4 = mapped ?? (net.isIP(ip) === 4 ? ip : undefined);
    return v4 ? allow.nets.check(v4, 'ipv4') : allow.nets.check(ip, 'ipv6');
  };
  // A metadata address is let through only when named (its host or its address); private networks as a whole do not open it.
  const refusedAddress = (host: string, addresses: string[]) =>
    hostAllowed(host) ? undefined : addresses.find((a) => !addressAllowed(a) && (isMetadataAddress(a) || (!s.allowPrivateNetwork && isPrivateAddress(a))));
  const allowsEverything = s.allowPrivateNetwork && METADATA_ADDRESSES.every(addressAllowed);
  const policy = ++policies;

  /** The addresses of `host`: the answer a run holds, or a lookup (held for the rest of the run when one is in progress). */
  function resolve(host: string): Promise<string[]> {
    if (net.isIP(host)) return Promise.resolve([host]);
    const key = `${policy}\0${host}`;
    const known = heldAnswer(key);
    if (known) return known;
    const answer = lookup(host);
    // A failed lookup is the run's answer too: the dial reports it, as it would have found it.
    answer.catch(() => undefined);
    decisions.getStore()?.set(key, answer);
    return answer;
  }

  async function lookup(host: string): Promise<string[]> {
    if (!resolver) return (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
    const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
    const all = [...v4, ...v6];
    if (!all.length) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND', hostname: host });
    return all;
  }

  function refuse(host: string, address: string, via: EgressVia): EgressRefusal {
    const message = isMetadataAddress(address)
      ? `Refusing to fetch ${host}: it resolves to a cloud metadata address (${address}), refused even with PLUCK_ALLOW_PRIVATE_NETWORK=1. ` +
        'Name it in PLUCK_ALLOW_NETWORKS to allow it.'
      : `Refusing to fetch ${host}: it resolves to a private or local address (${address}). ` +
        'Set PLUCK_ALLOW_NETWORKS to allow that network or host, or PLUCK_ALLOW_PRIVATE_NETWORK=1 to allow every private address.';
    const refusal = { host, address, via, message };
    s.onRefused?.(refusal);
    return refusal;
  }

  return {
    allowsEverything,
    async dialAddress(rawHost, via) {
      const host = bareHost(rawHost);
      const addresses = await resolve(host);
      const bad = refusedAddress(host, addresses);
      if (bad) throw new EgressRefusedError(refuse(host, bad, via).message, host, bad);
      // IPv4 first: a name such as localhost often answers ::1 first while servers listen on 127.0.0.1.
      const address = addresses.find((a) => net.isIP(a) === 4) ?? addresses[0];
      return { address, family: net.isIP(address) === 6 ? 6 : 4 };
    },
    async assertUrlAllowed(rawUrl, field = 'url') {
      const url = parseHttpUrl(rawUrl, field);
      const refusal = await refusalOf(url, 'check');
      if (refusal) throw new AppError('invalid_request', refusal.message, { details: { field, address: refusal.address } });
    },
    async assertFetchAllowed(rawUrl, via) {
      let url: URL;
      try {
        url = parseHttpUrl(rawUrl);
      } catch (err) {
        throw new EgressRefusedError((err as Error).message, rawUrl, '');
      }
      const refusal = await refusalOf(url, via);
      if (refusal) throw new EgressRefusedError(refusal.message, refusal.host, refusal.address);
    },
  };

  /** Why `url`'s host may not be fetched, or undefined; a host that does not resolve is left to the dial, which reports it. */
  async function refusalOf(url: URL, via: EgressVia): Promise<EgressRefusal | undefined> {
    if (allowsEverything) return undefined;
    const host = bareHost(url.hostname);
    const addresses = await resolve(host).catch(() => []);
    const bad = refusedAddress(host, addresses);
    return bad ? refuse(host, bad, via) : undefined;
  }
}
