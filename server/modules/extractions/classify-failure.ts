/**
 * The one failure classifier, shared by sync and async runs: turns what went wrong into
 * `{ family, retry_class, retryable, operator_hint }` so operators can tell an immediate retry
 * from a configuration or quota problem.
 */
import type { Failure } from '../../contract/extract';
import type { FailureFamily, RetryClass } from '../../contract/values';

/** What the classifier is told about a failure. */
export interface FailureInput {
  family: FailureFamily;
  /** HTTP status of the target page, when the failure is one. */
  httpStatus?: number;
  message: string;
}

/** Classifies one failure. */
export function classifyFailure(input: FailureInput): Failure {
  const { family, httpStatus, message } = input;
  switch (family) {
    case 'network':
      return f(
        family,
        'backoff',
        'The site could not be reached (refused or reset connection, unreachable host, TLS). Check the URL; transient outages clear on retry.',
      );
    case 'dns':
      return f(
        family,
        'backoff',
        "The site's host name did not resolve (DNS). Check the URL's spelling; a name created moments ago or a resolver outage clears on retry.",
      );
    case 'timeout':
      return f(
        family,
        'backoff',
        'The page did not finish within the time limit. Retry later, raise options.timeout up to the service default, or use a lighter waitFor.',
      );
    case 'wait_for':
      return f(
        family,
        'after_config_change',
        `The page answered, but the options.waitFor selector never appeared on it: check the selector against the page as a browser renders it, or leave waitFor out. ${message}`,
      );
    case 'http_status':
      if (httpStatus !== undefined && (httpStatus === 429 || httpStatus >= 500)) {
        return f(family, httpStatus === 429 ? 'backoff' : 'immediate', `The site answered HTTP ${httpStatus}; this is usually temporary on its side.`);
      }
      return f(family, 'never', `The site answered HTTP ${httpStatus ?? '4xx'}; the page is missing or refused. Check the URL before retrying.`);
    case 'blocked':
      return f(
        family,
        'after_config_change',
        'The site blocked automated access (bot challenge or captcha). Try the browser engine, a proxy, or an authenticated session.',
      );
    case 'browser':
      return f(family, 'immediate', 'The browser failed or crashed during the run; the pool replaces it, so an immediate retry usually works.');
    case 'content':
      return f(
        family,
        'never',
        'The URL serves a file Pluck cannot extract from (an image, an archive, JSON or binary data); only web pages, PDFs, XML and plain text are read. Point it at the page that shows the data.',
      );
    case 'extraction':
      return f(family, 'never', 'The page was read but the requested data could not be extracted. Check the schema or prompt against the page.');
    case 'validation':
      return f(family, 'after_config_change', 'The extracted data did not satisfy the schema. Loosen required fields or use a stronger model.');
    case 'provider':
      return f(family, 'backoff', 'The extraction provider (LLM API) failed or returned unusable output. Check its status, key and model.');
    case 'quota':
      return f(family, 'after_config_change', 'A quota or rate limit was reached. Wait for the window to reset or raise the limit.');
    case 'auth':
      return f(family, 'after_config_change', 'Login failed or the credentials were refused. Check the stored credential and saved session.');
    case 'config':
      return f(family, 'after_config_change', `The request or deployment configuration does not allow this run: ${message}`);
    case 'egress':
      return f(family, 'after_config_change', `The page or one of its requests would reach a private or local address; the egress rule refused it. ${message}`);
    case 'limits':
      return f(
        family,
        'never',
        `The page exceeded a size limit of this deployment (response bytes, redirects, page weight or DOM nodes): ${message} Raise PLUCK_MAX_RESPONSE_BYTES, PLUCK_MAX_REDIRECTS, PLUCK_MAX_PAGE_BYTES or PLUCK_MAX_DOM_NODES if the page is legitimate.`,
      );
    case 'cancelled':
      return f(family, 'never', 'The run was cancelled by a caller.');
    case 'interrupted':
      return f(
        family,
        'immediate',
        'The server stopped (restart, crash or deploy) while this run was in flight; the page was not the cause, so running it again usually works.',
      );
    case 'internal':
      return f(family, 'backoff', 'An internal error occurred; see the server log. Retrying later may succeed.');
  }
}

function f(family: FailureFamily, retryClass: RetryClass, hint: string): Failure {
  return {
    family,
    retry_class: retryClass,
    retryable: retryClass === 'immediate' || retryClass === 'backoff',
    operator_hint: hint,
  };
}
