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
 * The serialized `projection` (a JavaScript expression of the element `f`) of the iframe/frame element in
 * `parentId` whose window is frame `frameId`; undefined when there is none.
 */
async function ownerProjection(send: Send, parentId: string, frameId: string, projection: string): Promise<any> {
  const r = await send('script.callFunction', {
    functionDeclaration: `() => [...document.querySelectorAll('iframe, frame')].map((f) => [${projection}, f.contentWindow])`,
    target: { context: parentId },
    awaitPromise: false,
    resultOwnership: 'none',
    serializationOptions: { maxDomDepth: 0, maxObjectDepth: 2 },
  });
  const pairs = (r.type === 'success' ? r.result.value : []) as { value: [unknown, { type: string; value?: { context?: string } }] }[];
  return pairs.find((p) => p.value[1]?.value?.context === frameId)?.value[0];
}

/** The sharedId of the iframe/frame element in `parentId` whose window is frame `frameId`. */
export async function frameOwner(bidi: BidiClient, parentId: string, frameId: string): Promise<string> {
  const owner = (await ownerProjection((m, p) => bidi.send(m, p), parentId, frameId, 'f').catch((err) => Promise.reject(evalError(err)))) as
    { sharedId?: string } | undefined;
  if (!owner?.sharedId) throw new CdpError('Frame with the given id was not found.');
  return owner.sharedId;
}

/** Chrome's name of a child frame: its owner element's name attribute, or its id when it has none ('' when not found). */
export async function frameName(send: Send, parentId: string, frameId: string): Promise<string> {
  const name = (await ownerProjection(send, parentId, frameId, "f.getAttribute('name') ?? f.id").catch(() => undefined)) as { value?: unknown } | undefined;
  return typeof name?.value === 'string' ? name.value : '';
}
