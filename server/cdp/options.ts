/**
 * Options of the CDP proxy, with the defaults of SPEC.md's companion tool.
 */

/** How to start the proxy. */
export interface CdpProxyOptions {
  /** CDP server port (0 picks a free one). Default 9222. */
  port?: number;
  /** Address to bind. Default 127.0.0.1. */
  host?: string;
  /** Browser binary; auto-detected when absent. */
  binary?: string;
  /** PATH-style folder list searched last by auto-detection (the CLI passes $PATH). Default: none. */
  searchPath?: string;
  /** Folder searched first by auto-detection. Default: the process's working folder. */
  cwd?: string;
  /** Run the browser headless. Default false. */
  headless?: boolean;
  /** Browser profile folder; a temporary one (removed on close) when absent. */
  profile?: string;
  /** Backend protocol. Default 'juggler'. */
  backend?: 'juggler' | 'bidi';
  /** Existing BiDi WebSocket endpoint to use instead of launching a browser. */
  bidiUrl?: string;
  /** BiDi port when launching with the bidi backend. Default 9223. */
  bidiPort?: number;
  /** Ignore certificate errors in every browser context, as Chrome's --ignore-certificate-errors. Default false. */
  acceptInsecureCerts?: boolean;
}

/** A running proxy. */
export interface CdpProxy {
  /** http://host:port of the discovery endpoint. */
  url: string;
  port: number;
  /** The browser-level CDP WebSocket URL. */
  wsEndpoint: string;
  /** Resolves with a reason when the browser goes away by itself (crash, kill, Browser.close). */
  closed: Promise<{ reason: string; expected: boolean }>;
  /** Live counts for leak checks: connected clients, and listeners on the browser model plus connections subscribed to it. */
  diagnostics(): { connections: number; listeners: number };
  /** Stops serving, closes the browser and removes its temporary profile (idempotent). */
  close(): Promise<void>;
}

/** Options with defaults applied. */
export type ResolvedCdpProxyOptions = Required<Omit<CdpProxyOptions, 'binary' | 'profile' | 'bidiUrl'>> &
  Pick<CdpProxyOptions, 'binary' | 'profile' | 'bidiUrl'>;

/** Applies the spec's defaults. */
export function resolveCdpProxyOptions(o: CdpProxyOptions): ResolvedCdpProxyOptions {
  return {
    port: o.port ?? 9222,
    host: o.host ?? '127.0.0.1',
    headless: o.headless ?? false,
    backend: o.backend ?? 'juggler',
    bidiPort: o.bidiPort ?? 9223,
    acceptInsecureCerts: o.acceptInsecureCerts ?? false,
    searchPath: o.searchPath ?? '',
    cwd: o.cwd ?? process.cwd(),
    binary: o.binary,
    profile: o.profile,
    bidiUrl: o.bidiUrl,
  };
}
