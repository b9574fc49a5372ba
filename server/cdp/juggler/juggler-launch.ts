/**
 * Starts a Juggler build of Firefox with -juggler-pipe and refuses, with a clear message, a
 * binary that is not one.
 */
import { launchFirefox, type FirefoxProcess } from '../firefox-process';
import { jugglerBuildKind } from './juggler-build-check';

/** How to launch the Juggler build. */
export interface JugglerLaunchOptions {
  binary: string;
  headless: boolean;
  profile?: string;
  /** Ignore certificate errors in every browser context. */
  acceptInsecureCerts?: boolean;
}

const notJuggler = (binary: string, why: string) =>
  `${binary} is not a Juggler build of Firefox (Playwright's patched Firefox): ${why}. Use --backend bidi for stock Firefox.`;

/** Launches the browser with fds 3/4 as the Juggler pipe; resolves once it listens there. */
export async function launchJuggler(options: JugglerLaunchOptions): Promise<FirefoxProcess> {
  if (jugglerBuildKind(options.binary) === 'stock') throw new Error(notJuggler(options.binary, 'its omni.ja files contain no Juggler'));
  return launchFirefox({
    binary: options.binary,
    profile: options.profile,
    args: [...(options.headless ? ['-headless'] : []), '-juggler-pipe', 'about:blank'],
    stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'],
    ready: /Juggler listening to the pipe/,
    notReady: () => notJuggler(options.binary, 'it did not announce "Juggler listening to the pipe"'),
    timeoutMs: 30_000,
  }).catch((err: Error) => {
    throw new Error(
      err.message.includes('did not become ready') ? notJuggler(options.binary, 'it did not announce "Juggler listening to the pipe" in time') : err.message,
    );
  });
}
