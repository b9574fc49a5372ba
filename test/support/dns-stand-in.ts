/**
 * A DNS stand-in on loopback (UDP, the real wire format): answers A queries from a script per name
 * — each query takes the next answer, the last one repeats; an answer of comma-separated addresses is
 * one record each — with TTL 0 so nothing caches it. A
 * rebinding name is scripted as [a public-looking address, '127.0.0.1']. AAAA queries get no
 * answers; unknown names NXDOMAIN; a silent name is never answered, as by a resolver that drops
 * the query. Only loopback is ever dialed by the tests that use it.
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

/** A running stand-in. */
export interface DnsStandIn {
  /** `127.0.0.1:<port>`, for the server's `dnsServers`. */
  server: string;
  /** Sets (or replaces) the answers of `name`. */
  script(name: string, answers: string[]): void;
  /** Makes `name` silent: its queries get no answer. */
  silence(name: string): void;
  /** A queries received per name. */
  queries(name: string): number;
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (msg[i] !== 0) {
    labels.push(msg.subarray(i + 1, i + 1 + msg[i]).toString('ascii'));
    i += msg[i] + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

/** Starts the stand-in with its first scripts. */
export async function startDnsStandIn(scripts: Record<string, string[]> = {}): Promise<DnsStandIn> {
  const answers = new Map(Object.entries(scripts));
  const counts = new Map<string, number>();
  const silent = new Set<string>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, rinfo) => {
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    if (silent.has(name)) return;
    const question = msg.subarray(12, end + 4);
    const script = answers.get(name);
    let ips: string[] = [];
    if (qtype === 1 && script) {
      const n = counts.get(name) ?? 0;
      counts.set(name, n + 1);
      ips = script[Math.min(n, script.length - 1)].split(',');
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    header.writeUInt16BE(script ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(ips.length, 6);
    const records = ips.map((ip) => {
      const rr = Buffer.alloc(16);
      rr.writeUInt16BE(0xc00c, 0);
      rr.writeUInt16BE(1, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(0, 6);
      rr.writeUInt16BE(4, 10);
      ip.split('.').forEach((octet, k) => rr.writeUInt8(Number(octet), 12 + k));
      return rr;
    });
    socket.send(Buffer.concat([header, question, ...records]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    script: (name, list) => {
      answers.set(name.toLowerCase(), list);
      counts.delete(name.toLowerCase());
    },
    silence: (name) => void silent.add(name.toLowerCase()),
    queries: (name) => counts.get(name.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
