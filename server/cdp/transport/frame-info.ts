/**
 * CDP Page.Frame / frame tree payloads from the model's frames.
 */
import type { BrowserModel, FrameState } from '../model/browser-model';

function originOf(url: string): string {
  try {
    const o = new URL(url).origin;
    return o === 'null' ? '://' : o;
  } catch {
    return '://';
  }
}

/** CDP Page.Frame for a model frame. */
export function frameInfo(frame: FrameState): object {
  return {
    id: frame.id,
    ...(frame.parentId ? { parentId: frame.parentId } : {}),
    loaderId: frame.loaderId,
    name: frame.name,
    url: frame.url,
    domainAndRegistry: '',
    securityOrigin: originOf(frame.url),
    mimeType: 'text/html',
    secureContextType: frame.url.startsWith('https:') ? 'Secure' : 'InsecureScheme',
    crossOriginIsolatedContextType: 'NotIsolated',
    gatedAPIFeatures: [],
    adFrameStatus: { adFrameType: 'none' },
  };
}

/** CDP Page.FrameTree rooted at a frame. */
export function frameTree(model: BrowserModel, frame: FrameState): object {
  const children = model.framesOfPage(frame.pageId).filter((f) => f.parentId === frame.id);
  return { frame: frameInfo(frame), ...(children.length ? { childFrames: children.map((c) => frameTree(model, c)) } : {}) };
}
