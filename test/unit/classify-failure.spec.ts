import { test, expect } from '@playwright/test';
import { requestFailure } from '../../server/engine/fetch/fetch-failures';
import { classifyFailure } from '../../server/modules/extractions/classify-failure';
import { FAILURE_FAMILIES, type FailureFamily, type RetryClass } from '../../server/contract/values';

/** Every family, with the retry class the one classifier must give it and a word its hint must carry. */
const CASES: { family: FailureFamily; httpStatus?: number; retryClass: RetryClass; hint: RegExp }[] = [
  { family: 'network', retryClass: 'backoff', hint: /could not be reached/ },
  { family: 'dns', retryClass: 'backoff', hint: /did not resolve/ },
  { family: 'wait_for', retryClass: 'after_config_change', hint: /waitFor selector never appeared/ },
  { family: 'egress', retryClass: 'after_config_change', hint: /egress rule refused/ },
  { family: 'limits', retryClass: 'never', hint: /PLUCK_MAX_RESPONSE_BYTES/ },
  { family: 'timeout', retryClass: 'backoff', hint: /time limit/ },
  { family: 'http_status', httpStatus: 503, retryClass: 'immediate', hint: /HTTP 503/ },
  { family: 'http_status', httpStatus: 500, retryClass: 'immediate', hint: /HTTP 500/ },
  { family: 'http_status', httpStatus: 429, retryClass: 'backoff', hint: /HTTP 429/ },
  { family: 'http_status', httpStatus: 404, retryClass: 'never', hint: /HTTP 404.*Check the URL/ },
  { family: 'http_status', retryClass: 'never', hint: /4xx/ },
  { family: 'blocked', retryClass: 'after_config_change', hint: /blocked automated access/ },
  { family: 'browser', retryClass: 'immediate', hint: /browser failed/ },
  { family: 'content', retryClass: 'never', hint: /cannot extract from.*PDFs/ },
  { family: 'extraction', retryClass: 'never', hint: /could not be extracted/ },
  { family: 'validation', retryClass: 'after_config_change', hint: /schema/ },
  { family: 'provider', retryClass: 'backoff', hint: /provider/ },
  { family: 'quota', retryClass: 'after_config_change', hint: /quota/ },
  { family: 'auth', retryClass: 'after_config_change', hint: /credential/ },
  { family: 'config', retryClass: 'after_config_change', hint: /proxy needs the HTTP path/ },
  { family: 'cancelled', retryClass: 'never', hint: /cancelled/ },
  { family: 'interrupted', retryClass: 'immediate', hint: /server stopped/ },
  { family: 'internal', retryClass: 'backoff', hint: /server log/ },
];

for (const c of CASES) {
  test(`classifies ${c.family}${c.httpStatus ? ` ${c.httpStatus}` : ''} as ${c.retryClass}`, () => {
    const f = classifyFailure({ family: c.family, httpStatus: c.httpStatus, message: 'proxy needs the HTTP path' });
    expect(f.family).toBe(c.family);
    expect(f.retry_class).toBe(c.retryClass);
    // retryable is derived from the class, never set on its own.
    expect(f.retryable).toBe(c.retryClass === 'immediate' || c.retryClass === 'backoff');
    expect(f.operator_hint).toMatch(c.hint);
  });
}

test('every failure family of the contract has a case above', () => {
  expect(new Set(CASES.map((c) => c.family))).toEqual(new Set(FAILURE_FAMILIES));
});

test('a net:: error is the network refusing that load, not a broken browser (the context is kept, auto mode does not fall back)', () => {
  const url = 'http://127.0.0.1:9/';
  expect(requestFailure(url, new Error(`net::ERR_UNSAFE_PORT at ${url}`), 5)).toMatchObject({
    family: 'network',
    message: expect.stringContaining('ERR_UNSAFE_PORT'),
  });
  expect(requestFailure(url, new Error(`net::ERR_TOO_MANY_REDIRECTS at ${url}`), 5).family).toBe('network');
  expect(requestFailure(url, new Error(`net::ERR_INSUFFICIENT_RESOURCES at ${url}`), 5).family).toBe('browser');
  expect(requestFailure(url, new Error('Protocol error (Page.navigate): Target closed'), 5).family).toBe('browser');
});
