/**
 * DOM node identity over BiDi: a node's sharedId is its token (CDP backendNodeId) and lets any
 * realm of the same document get its own handle to it.
 */
import { CdpError } from '../cdp-errors';
import type { NodeFacts, RemoteObject } from '../model/types';
import type { BidiClient } from './bidi-client';
import { evalError } from './bidi-errors';
import { remoteObjectOf } from './bidi-values';

const SHALLOW = { maxDomDepth: 0, maxObjectDepth: 0 };

/** Facts about the node behind a handle (throws when it is not a node). */
export async function describeNode(bidi: BidiClient, target: object, handle: string): Promise<NodeFacts> {
  const call = (fn: string) =>
    bidi
      .send('script.callFunction', {
        functionDeclaration: fn,
        this: { handle },
        target,
        awaitPromise: false,
        resultOwnership: 'none',
        serializationOptions: SHALLOW,
      })
      .catch((err) => Promise.reject(evalError(err)));
  const r = await call('function() { return this; }');
  if (r.type !== 'success' || r.result.type !== 'node') throw new CdpError("Object id doesn't reference a Node");
  const v = r.result.value;
  const facts: NodeFacts = {
    token: r.result.sharedId,
    nodeType: v.nodeType,
    localName: v.localName ?? '',
    nodeName: v.nodeType === 1 ? String(v.localName).toUpperCase() : v.nodeType === 9 ? '#document' : v.nodeType === 3 ? '#text' : (v.localName ?? ''),
    nodeValue: v.nodeValue ?? '',
    childNodeCount: v.childNodeCount ?? 0,
  };
  if (v.localName === 'iframe' || v.localName === 'frame') {
    const w = await call('function() { return this.contentWindow; }');
    if (w.type === 'success' && w.result.type === 'window') facts.contentFrameId = w.result.value.context;
  }
  return facts;
}

/** A handle, in `realm`, to the node with this sharedId. */
export async function resolveNode(bidi: BidiClient, target: object, realm: string, sharedId: string): Promise<RemoteObject> {
  const r = await bidi
    .send('script.callFunction', {
      functionDeclaration: '(n) => n',
      arguments: [{ sharedId }],
      target,
      awaitPromise: false,
      resultOwnership: 'root',
      serializationOptions: SHALLOW,
    })
    .catch((err) => Promise.reject(evalError(err)));
  if (r.type !== 'success') throw new CdpError('No node with given id found');
  return remoteObjectOf(r.result, r.realm ?? realm, false);
}

/** How a BiDi command is sent (while messages are held, or not). */
type Send = (method: string, params: object) => Promise<any>;

/**
 * The iframe/frame elements of document `parentId`, each as the serialized `projection` (a JavaScript
 * expression of the element `f`) with the id of the frame it hosts.
 */
async function owners(send: Send, parentId: string, projection: string): Promise<{ value: any; frameId?: string }[]> {
  const r = await send('script.callFunction', {
    functionDeclaration: `() => [...document.querySelectorAll('iframe, frame')].map((f) => [${projection}, f.contentWindow])`,
    target: { context: parentId },
    awaitPromise: false,
    resultOwnership: 'none',
    serializationOptions: { maxDomDepth: 0, maxObjectDepth: 2 },
  });
  const pairs = (r.type === 'success' ? r.result.value : []) as { value: [unknown, { type: string; value?: { context?: string } }] }[];
  return pairs.map((p) => ({ value: p.value[0], frameId: p.value[1]?.value?.context }));
}

/** The sharedId of the iframe/frame element in `parentId` whose window is frame `frameId`. */
export async function frameOwner(bidi: BidiClient, parentId: string, frameId: string): Promise<string> {
  const all = await owners((m, p) => bidi.send(m, p), parentId, 'f').catch((err) => Promise.reject(evalError(err)));
  const owner = all.find((o) => o.frameId === frameId)?.value as { sharedId?: string } | undefined;
  if (!owner?.sharedId) throw new CdpError('Frame with the given id was not found.');
  return owner.sharedId;
}

/** Chrome's names of the child frames of `parentId` by frame id: the owner element's name attribute, or its id when it has none. */
export async function frameNames(send: Send, parentId: string): Promise<Map<string, string>> {
  const all = await owners(send, parentId, "f.getAttribute('name') ?? f.id").catch(() => []);
  return new Map(all.filter((o) => o.frameId && typeof o.value?.value === 'string').map((o) => [o.frameId!, o.value.value as string]));
}
