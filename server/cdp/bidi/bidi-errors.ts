/**
 * BiDi failures in evaluation → the CDP errors clients recognise.
 */
import { CdpError } from '../cdp-errors';
import { BidiError } from './bidi-client';

/** Errors meaning "the realm or frame is gone" use Chrome's wording, on which CDP clients retry. */
export function evalError(err: unknown): Error {
  // The document went away while the call ran (a navigation it started, say): Chrome answers this, which clients report rather than retry.
  if (err instanceof BidiError && /destroyed before/.test(err.message)) return new CdpError('Execution context was destroyed.');
  if (err instanceof BidiError && /no such (frame|realm|script)|realm|destroyed|discarded/i.test(err.message))
    return new CdpError('Cannot find context with specified id');
  if (err instanceof BidiError && /no such handle/.test(err.message)) return new CdpError('Could not find object with given id');
  return err instanceof Error ? new CdpError(err.message) : new CdpError(String(err));
}
