/**
 * The address ranges an outbound fetch may not reach unless allowed: private, loopback,
 * link-local (the cloud metadata address among them), multicast, reserved and NAT64.
 */
import net from 'node:net';

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

/** Whether `list` holds an IP literal (IPv4-mapped IPv6 checked as the IPv4 it carries); false for a non-IP. */
function listed(list: net.BlockList, ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? (net.isIP(ip) === 4 ? ip : undefined);
  if (v4) return list.check(v4, 'ipv4');
  return net.isIP(ip) === 6 && list.check(ip, 'ipv6');
}

/** True when an IP literal is private, loopback, link-local, multicast or reserved. */
export function isPrivateAddress(ip: string): boolean {
  return listed(blocked, ip);
}

/** Cloud metadata services (AWS, GCP and Azure share the first; AWS IPv6; Alibaba): refused even when private networks are allowed (docs/security.md). */
export const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'] as const;

const metadata = new net.BlockList();
for (const address of METADATA_ADDRESSES) metadata.addAddress(address, net.isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** True when an IP literal is a cloud metadata address. */
export function isMetadataAddress(ip: string): boolean {
  return listed(metadata, ip);
}
