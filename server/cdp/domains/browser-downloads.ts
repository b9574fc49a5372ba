/**
 * Browser.setDownloadBehavior over the backend. Firefox names a saved file as the response suggests,
 * so `allowAndName` (Chrome names it by the download's guid) saves it in the folder under that name.
 */
import type { DownloadBehavior } from '../model/types';
import type { Handler } from '../transport/connection';

type Params = { behavior: 'deny' | 'allow' | 'allowAndName' | 'default'; browserContextId?: string; downloadPath?: string };

function behaviorOf(p: Params): DownloadBehavior {
  if (p.behavior === 'deny') return 'deny';
  // Chrome saves where its settings say when an allowing call names no folder: the browser's default here.
  if ((p.behavior === 'allow' || p.behavior === 'allowAndName') && p.downloadPath) return { folder: p.downloadPath };
  return 'default';
}

/** Handlers of Browser's download method. */
export const downloadHandlers: Record<string, Handler> = {
  'Browser.setDownloadBehavior': async (ctx, p: Params) => {
    // Without a backend that can, the browser's default stays: clients send this on every new context.
    await ctx.backend.setDownloadBehavior?.(p.browserContextId ?? ctx.model.defaultContextId, behaviorOf(p));
    return {};
  },
};
