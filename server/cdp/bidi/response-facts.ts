/**
 * What CDP's Network.Response says of the connection and WebDriver BiDi does not: the remote
 * address and the timing, in Chrome's shape.
 */
import { lookup } from 'node:dns';
import { isIP } from 'node:net';

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'ws:': 80, 'wss:': 443 };

/**
 * Remote addresses by host. Firefox does not report the peer address over BiDi; the browser runs
 * on this machine and resolves names with the same resolver, so a host name stands for the first
 * address it resolves to here, looked up when its first request starts (bounded cache).
 */
export class RemoteAddresses {
  private readonly byHost = new Map<string, string>();

  /** Starts resolving the host of a request that is starting. */
  note(url: string): void {
    const parsed = urlOf(url);
    const host = parsed ? hostOf(parsed) : '';
    if (!host || this.byHost.has(host)) return;
    if (isIP(host)) return void this.remember(host, host);
    this.remember(host, '');
    lookup(host, (err, address) => {
      if (!err && this.byHost.has(host)) this.byHost.set(host, address);
    });
  }

  /** CDP remoteIPAddress and remotePort of a response from `url` ('' and 0 when unknown). */
  of(url: string): { remoteIPAddress: string; remotePort: number } {
    const parsed = urlOf(url);
    if (!parsed) return { remoteIPAddress: '', remotePort: 0 };
    const address = this.byHost.get(hostOf(parsed)) ?? '';
    const port = parsed.port ? Number(parsed.port) : (DEFAULT_PORTS[parsed.protocol] ?? 0);
    if (!address) return { remoteIPAddress: '', remotePort: 0 };
    return { remoteIPAddress: isIP(address) === 6 ? `[${address}]` : address, remotePort: port };
  }

  private remember(host: string, address: string): void {
    if (this.byHost.size > 1000) this.byHost.delete(this.byHost.keys().next().value!);
    this.byHost.set(host, address);
  }
}

function urlOf(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The host a URL's request connects to, without IPv6 brackets; '' for a scheme that connects to none. */
function hostOf({ protocol, hostname }: URL): string {
  return protocol in DEFAULT_PORTS ? hostname.replace(/^\[|\]$/g, '') : '';
}

type BidiTimings = Record<string, number>;

/** CDP ResourceTiming from BiDi's FetchTimingInfo: milliseconds after requestTime (seconds), -1 where unknown. */
export function timingOf(t: BidiTimings | undefined): object | undefined {
  if (!t?.requestTime) return undefined;
  const since = (ms: number | undefined) => (ms ? ms - t.requestTime! : -1);
  return {
    requestTime: t.requestTime / 1000,
    proxyStart: -1,
    proxyEnd: -1,
    dnsStart: since(t.dnsStart),
    dnsEnd: since(t.dnsEnd),
    connectStart: since(t.connectStart),
    connectEnd: since(t.connectEnd),
    sslStart: since(t.tlsStart),
    sslEnd: t.tlsStart ? since(t.tlsEnd) : -1,
    workerStart: -1,
    workerReady: -1,
    workerFetchStart: -1,
    workerRespondWithSettled: -1,
    sendStart: since(t.requestStart),
    sendEnd: since(t.requestStart),
    pushStart: 0,
    pushEnd: 0,
    receiveHeadersStart: since(t.responseStart),
    receiveHeadersEnd: since(t.responseStart),
  };
}
