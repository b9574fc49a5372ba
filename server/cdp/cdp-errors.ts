/**
 * Chrome-shaped protocol errors: clients pattern-match on these codes and texts
 * (Puppeteer swallows "wasn't found" during optional setup).
 */

/** An error answered to the client as `{error:{code,message}}`. */
export class CdpError extends Error {
  constructor(
    message: string,
    readonly code = -32000,
  ) {
    super(message);
  }
}

/** The answer for a method the proxy does not implement. */
export function methodNotFound(method: string): CdpError {
  return new CdpError(`'${method}' wasn't found`, -32601);
}

/** The answer for a request with missing or malformed parameters. */
export function invalidParams(message: string): CdpError {
  return new CdpError(message, -32602);
}

/** The answer for a method the proxy knows but cannot carry out as asked on Firefox (still -32601, naming the method). */
export function notSupported(method: string, what: string): CdpError {
  return new CdpError(`'${method}' wasn't found: ${what} is not supported on Firefox`, -32601);
}
