/**
 * The proxy's WebDriver BiDi session (session.new) and what it asks of Firefox's user prompts.
 */
import { BidiError, type BidiClient } from './bidi-client';

/**
 * Dialogs are left to the clients (Page.handleJavaScriptDialog). File pickers are reported
 * (input.fileDialogOpened, CDP's Page.fileChooserOpened) and dismissed, as headless Chrome shows none:
 * one left open in Firefox keeps its page from opening another, so a second chooser never came.
 * Firefox 153 does not yet apply the `file` handler to pickers; its pref DISMISS_FILE_PICKERS_PREF does.
 */
const PROMPTS = { default: 'ignore', file: 'dismiss' };

/** The pref with which Firefox 153 dismisses file pickers (set in the profile of a Firefox the proxy launches). */
export const DISMISS_FILE_PICKERS_PREF = 'remote.bidi.dismiss_file_pickers.enabled';

/** What the proxy reads of the session Firefox created. */
export interface BidiSession {
  capabilities: { browserVersion: string; userAgent?: string };
}

/**
 * Starts the session. A Firefox that knows no `file` prompt type refuses the whole session with an
 * invalid argument; it is asked again with the dialogs' handler alone.
 */
export async function newSession(bidi: BidiClient, acceptInsecureCerts: boolean): Promise<BidiSession> {
  const start = (unhandledPromptBehavior: object) =>
    bidi.send<BidiSession>('session.new', { capabilities: { alwaysMatch: { webSocketUrl: true, acceptInsecureCerts, unhandledPromptBehavior } } });
  return start(PROMPTS).catch((err: unknown) => {
    if (!(err instanceof BidiError) || err.error !== 'invalid argument') throw err;
    const { file: _file, ...dialogs } = PROMPTS;
    return start(dialogs);
  });
}
