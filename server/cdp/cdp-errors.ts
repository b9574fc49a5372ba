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

/** Methods Firefox cannot carry out at all, with why: their answer says it (they stay out of /json/protocol). */
const IMPOSSIBLE_ON_FIREFOX: Record<string, string> = {
  'Fetch.getResponseBody':
    "reading the body of a response paused at the Response stage (WebDriver BiDi's network.getData answers only once a response has completed, " +
    'and a paused one does not; continue it and use Network.getResponseBody)',
  'Emulation.setCPUThrottlingRate': 'CPU throttling (Firefox has no way to slow a page down)',
  'Emulation.setEmulatedVisionDeficiency':
    "vision deficiency emulation (Firefox simulates it only from its DevTools' accessibility panel, inside the page's process, which WebDriver BiDi does not reach)",
};

/** The answer for a method the proxy does not implement (saying why when Firefox cannot do it). */
export function methodNotFound(method: string): CdpError {
  const why = IMPOSSIBLE_ON_FIREFOX[method];
  return why ? notSupported(method, why) : new CdpError(`'${method}' wasn't found`, -32601);
}

/** The answer for a request with missing or malformed parameters. */
export function invalidParams(message: string): CdpError {
  return new CdpError(message, -32602);
}

/** The answer for a method the proxy knows but cannot carry out as asked on Firefox (still -32601, naming the method). */
export function notSupported(method: string, what: string): CdpError {
  return new CdpError(`'${method}' wasn't found: ${what} is not supported on Firefox`, -32601);
}
