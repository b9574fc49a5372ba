/**
 * input.performActions with Chrome's answer timing.
 */
import type { BrowserModel, FrameState } from '../model/browser-model';
import type { BidiClient } from './bidi-client';

/**
 * Firefox answers input only after the navigation it caused (a link click, Enter in a form)
 * or once a dialog it opened is closed; Chrome answers first, and clients wait for the
 * navigation or the dialog after the click returns. So the answer comes when the actions are
 * done, a navigation starts in the page or a dialog opens there, whichever is first (the
 * connection keeps the answer ahead of the events, see transport/connection.ts). The actions go
 * to `context`: the page itself, or one of its frames (bidi-frame-input.ts).
 */
export function performActions(bidi: BidiClient, model: BrowserModel, pageId: string, actions: object[], context = pageId): Promise<void> {
  const done = bidi.send('input.performActions', { context, actions });
  return new Promise<void>((resolve, reject) => {
    const onStart = (frame: FrameState) => {
      if (frame.pageId === pageId) finish();
    };
    const onDialog = (page: string, method: string) => {
      if (page === pageId && method === 'Page.javascriptDialogOpening') finish();
    };
    const unlisten = () => {
      model.off('navigationStarted', onStart);
      model.off('pageEvent', onDialog);
    };
    const finish = () => {
      unlisten();
      resolve();
    };
    model.on('navigationStarted', onStart);
    model.on('pageEvent', onDialog);
    done.then(finish, (err: unknown) => {
      unlisten();
      reject(err);
    });
  });
}
