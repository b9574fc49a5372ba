/**
 * CDP objectIds of both backends: a backend's object reference (a BiDi handle, a Juggler objectId)
 * is only valid in the realm that produced it, so the CDP objectId carries the realm in front.
 */
import { CdpError } from '../cdp-errors';

/** CDP objectId for a backend reference `local` in `realm`. */
export function objectIdOf(realm: string, local: string): string {
  return `${realm}/${local}`;
}

/** Splits a CDP objectId back into realm and the backend's reference. */
export function parseObjectId(objectId: string): { realm: string; local: string } {
  const slash = objectId.indexOf('/');
  if (slash < 0) throw new CdpError('Invalid remote object id');
  return { realm: objectId.slice(0, slash), local: objectId.slice(slash + 1) };
}

/** The backend reference of a call argument, which must live in `realm` (the callee's world). */
export function localIn(objectId: string, realm: string): string {
  const ref = parseObjectId(objectId);
  if (ref.realm !== realm) throw new CdpError('Argument should belong to the same JavaScript world as target object');
  return ref.local;
}
