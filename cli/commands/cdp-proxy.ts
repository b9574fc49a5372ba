import { Flags } from '@oclif/core';
import { createCdpProxy } from '../../server/index';
import { BaseCommand } from '../base-command';
import { EXIT } from '../exit-codes';

/** `pluck cdp-proxy`. */
export default class CdpProxyCommand extends BaseCommand {
  static override summary = 'Serve CDP (Puppeteer, Playwright connectOverCDP) in front of Firefox.';
  static override description =
    'Launches Firefox (or connects to an existing WebDriver BiDi endpoint) and exposes a Chrome DevTools Protocol ' +
    'endpoint: GET /json/version, /json/list, /json and WebSockets on /devtools/browser/<id> and /. ' +
    "The juggler backend needs Playwright's patched Firefox; the bidi backend works with stock Firefox. " +
    'Ctrl-C or SIGTERM closes the browser and removes its temporary profile; if the browser dies the command exits 1. ' +
    'With --json the first line of stdout is {"url", "ws_endpoint"}.';
  static override examples = [
    '<%= config.bin %> cdp-proxy --backend bidi --headless',
    '<%= config.bin %> cdp-proxy --backend bidi --bidi-url ws://127.0.0.1:9223',
    '<%= config.bin %> cdp-proxy --binary ./firefox/firefox --port 9333',
  ];
  static override flags = {
    port: Flags.integer({ description: 'CDP WebSocket server port (0 picks a free one).', default: 9222, min: 0, max: 65535 }),
    host: Flags.string({ description: 'Interface to bind.', default: '127.0.0.1' }),
    binary: Flags.string({ description: 'Path to the browser binary [default: auto-detect: current folder, common install paths, PATH].' }),
    headless: Flags.boolean({ description: 'Run the browser headless.', default: false }),
    profile: Flags.string({ description: 'Browser profile directory [default: a temporary one, removed on exit].' }),
    backend: Flags.string({ description: 'Backend protocol.', options: ['juggler', 'bidi'], default: 'juggler' }),
    'bidi-url': Flags.string({ description: 'Connect to an existing BiDi WebSocket endpoint instead of launching a browser.' }),
    'bidi-port': Flags.integer({ description: 'BiDi WebSocket port when auto-launching with --backend bidi.', default: 9223, min: 0, max: 65535 }),
    'accept-insecure-certs': Flags.boolean({
      description:
        "Ignore certificate errors in every browser context, as Chrome's --ignore-certificate-errors. Without it they fail navigations as in Chrome, " +
        'and with --backend bidi only browser contexts created after a client asks (Security.setIgnoreCertificateErrors) ignore them.',
      default: false,
    }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(CdpProxyCommand);
    if (flags['bidi-url'] && flags.backend !== 'bidi') this.usageError('--bidi-url needs --backend bidi');
    const proxy = await createCdpProxy({
      port: flags.port,
      host: flags.host,
      binary: flags.binary,
      searchPath: process.env.PATH ?? '',
      cwd: process.cwd(),
      headless: flags.headless,
      profile: flags.profile,
      backend: flags.backend as 'juggler' | 'bidi',
      bidiUrl: flags['bidi-url'],
      bidiPort: flags['bidi-port'],
      acceptInsecureCerts: flags['accept-insecure-certs'],
    });
    this.emit({ url: proxy.url, ws_endpoint: proxy.wsEndpoint }, () => `CDP proxy listening on ${proxy.url}\n${proxy.wsEndpoint}`);
    const outcome = await Promise.race([
      new Promise<{ signal: NodeJS.Signals }>((resolve) => {
        process.once('SIGINT', () => resolve({ signal: 'SIGINT' }));
        process.once('SIGTERM', () => resolve({ signal: 'SIGTERM' }));
      }),
      proxy.closed,
    ]);
    await proxy.close();
    if ('signal' in outcome) {
      this.note(`${outcome.signal}: browser closed`);
      this.exit(EXIT.ok);
    }
    this.note(outcome.reason);
    this.exit(outcome.expected ? EXIT.ok : EXIT.other);
  }
}
