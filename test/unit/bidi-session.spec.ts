/**
 * Issue 37: the CDP proxy's WebDriver BiDi session, against an endpoint standing in for a Firefox
 * older than the `file` prompt type, which refuses a session that names it.
 */
import { expect, test } from '@playwright/test';
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import { BidiClient } from '../../server/cdp/bidi/bidi-client';
import { newSession } from '../../server/cdp/bidi/bidi-session';

test('a Firefox that knows no file prompt type still gets a session, with dialogs left to the clients', async () => {
  const asked: Record<string, string>[] = [];
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (ws) =>
    ws.on('message', (data) => {
      const { id, params } = JSON.parse(String(data));
      const prompts = params.capabilities.alwaysMatch.unhandledPromptBehavior;
      asked.push(prompts);
      ws.send(
        JSON.stringify(
          'file' in prompts
            ? { type: 'error', id, error: 'invalid argument', message: 'Expected "promptType" to be one of alert,beforeUnload,confirm,default,prompt' }
            : { type: 'success', id, result: { sessionId: 's', capabilities: { browserVersion: '128.0' } } },
        ),
      );
    }),
  );
  const bidi = await BidiClient.connect(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  try {
    const session = await newSession(bidi, false);
    expect(session.capabilities.browserVersion).toBe('128.0');
    expect(asked).toEqual([{ default: 'ignore', file: 'dismiss' }, { default: 'ignore' }]);
  } finally {
    bidi.close();
    await new Promise((resolve) => server.close(resolve));
  }
});
