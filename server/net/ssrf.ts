/**
 * SSRF guard: outbound fetches may not reach private, loopback, link-local or otherwise
 * special addresses (checked after DNS resolution) unless the deployment allows it.
 */
import dns from 'node:dns/promises';
import net from 'node:net';
import { AppError } from '../contract/errors';
import { parseHttpUrl } from './http-url';

const blocked = new net.BlockList();
for (const [addr, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv4');
}
for (const [addr, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(addr, prefix, 'ipv6');
}

/** True when an IP literal is private, loopback, link-local, multicast or reserved. */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = net.isIP(ip);
  if (family === 4) return blocked.check(ip, 'ipv4');
  if (family === 6) return blocked.check(ip, 'ipv6');
  return false;
}

/** Checks a URL's scheme and (resolved) host; throws invalid_request when it may not be fetched. */
export async function assertFetchAllowed(rawUrl: string, allowPrivate: boolean): Promise<void> {
  const url = parseHttpUrl(rawUrl);
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  // An unresolvable host is left to the fetch itself, which reports it as a network failure.
  const bad = addresses.find(isPrivateAddress);
  if (bad) {
    throw new AppError(
      'invalid_request',
      `Refusing to fetch ${url.host}: it resolves to a private or local address (${bad}). ` +
        'Set PLUCK_ALLOW_PRIVATE_NETWORK=1 to allow it.',
      { details: { field: 'url', address: bad } },
    );
  }
}
