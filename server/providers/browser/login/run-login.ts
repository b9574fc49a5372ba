/**
 * The login routine in a real page: open the login URL, find the form (waiting for one rendered by
 * script), fill and submit it — one step at a time for a username page followed by a password
 * page, then a one-time code when the site asks — and check success: the success selector when the
 * credential has one, else the form gone and no error shown. Hidden fields (CSRF tokens) are left
 * as the site rendered them, so the real form posts them. Typed values never reach the trace.
 */
import type { Page } from 'puppeteer-core';
import { requestFailure } from '../../../engine/fetch/fetch-failures';
import { LoginFailed, type LoginSpec, type TraceSink } from '../../../engine/login/auth-browser';
import { formInputsCss, markSelector, scanLoginForm, type LoginScan } from './login-scan';

// A form rendered by script appears within this long, or the page has none.
const FORM_WAIT_MS = 10_000;
// Quiet network for this long after a submit means the site has answered (a post, a redirect, a fetch).
const SETTLE_IDLE_MS = 150;
// More steps than username, password and code means the site keeps asking: stop.
const MAX_STEPS = 4;

function bounded(spec: LoginSpec, ms: number): number {
  return Math.max(1, Math.min(ms, Math.round(spec.remainingMs())));
}

/** Waits until the page has answered a submit: network quiet and the document loaded. */
async function settle(page: Page, spec: LoginSpec): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: SETTLE_IDLE_MS, timeout: bounded(spec, spec.remainingMs()) });
  // A navigation can replace the document while this runs; the new one is then waited for.
  for (let i = 0; i < 3; i++) {
    try {
      await page.waitForFunction(() => document.readyState === 'complete', { timeout: bounded(spec, spec.remainingMs()) });
      return;
    } catch (err) {
      if (!/context was destroyed|detached/i.test((err as Error).message)) throw err;
    }
  }
}

async function typeInto(page: Page, part: 'username' | 'password' | 'totp', value: string): Promise<void> {
  const sel = markSelector(part);
  // Clear what the page put there (a remembered username) before typing.
  await page.$eval(sel, (el) => ((el as HTMLInputElement).value = ''));
  await page.type(sel, value);
}

async function submit(page: Page, scan: LoginScan, field: 'password' | 'username' | 'totp', trace: TraceSink): Promise<void> {
  if (scan.submit) {
    trace.step({ action: 'submit', url: page.url(), selector: scan.submit });
    await page.click(markSelector('submit'));
  } else {
    trace.step({ action: 'submit', url: page.url(), detail: 'no submit button: pressed Enter in the last field' });
    await page.focus(markSelector(field));
    await page.keyboard.press('Enter');
  }
}

/** Waits for a login form (script-rendered ones included) and scans it; undefined when none appears. */
async function findForm(page: Page, spec: LoginSpec): Promise<LoginScan | undefined> {
  try {
    await page.waitForSelector(formInputsCss(spec.selectors), { visible: true, timeout: bounded(spec, FORM_WAIT_MS) });
  } catch (err) {
    if ((err as Error).name !== 'TimeoutError') throw err;
    return undefined;
  }
  return scanLoginForm(page, spec.selectors);
}

/** Runs the login; rejects with LoginFailed, or an ExtractionError when the site cannot be reached or time runs out. */
export async function runLogin(page: Page, spec: LoginSpec, trace: TraceSink): Promise<void> {
  const seconds = Math.round(spec.remainingMs() / 1000);
  try {
    trace.step({ action: 'open', url: spec.loginUrl });
    const res = await page.goto(spec.loginUrl, { waitUntil: 'load', timeout: bounded(spec, spec.remainingMs()) });
    trace.step({ action: 'loaded', url: page.url(), status: res?.status() });
    let last: 'password' | 'username' | 'totp' | undefined;
    for (let step = 0; step < MAX_STEPS; step++) {
      const scan = step === 0 ? await findForm(page, spec) : await scanLoginForm(page, spec.selectors);
      if (!scan) throw new LoginFailed(`No login form found on ${new URL(page.url()).pathname} (no password, username or one-time-code input)`);
      if (scan.error) {
        trace.step({ action: 'error_shown', url: page.url(), detail: scan.error });
        throw new LoginFailed(`The site refused the login: ${scan.error}`);
      }
      if (step > 0) {
        // The same field asked for again, with no error shown: the site did not take the last answer.
        const asked = scan.password ? 'password' : scan.totp ? 'totp' : scan.username ? 'username' : undefined;
        if (!asked) return await checkSuccess(page, spec, trace);
        if (asked === last)
          throw new LoginFailed(
            `The site showed the ${asked === 'totp' ? 'one-time code' : asked} form again: the ${asked === 'totp' ? 'code' : 'credentials'} were not accepted`,
          );
      }
      if (scan.hidden.length)
        trace.step({ action: 'form', url: page.url(), detail: `hidden fields kept as the site rendered them: ${scan.hidden.join(', ')}` });
      if (scan.password) {
        if (scan.username && !scan.usernameLocked) {
          await typeInto(page, 'username', spec.username);
          trace.step({ action: 'fill', url: page.url(), selector: scan.username, detail: 'username' });
        }
        await typeInto(page, 'password', spec.password);
        trace.step({ action: 'fill', url: page.url(), selector: scan.password, detail: 'password (value not recorded)' });
        last = 'password';
      } else if (scan.totp) {
        if (!spec.totp) throw new LoginFailed('The site asks for a one-time code and the credential has no TOTP secret');
        await typeInto(page, 'totp', spec.totp());
        trace.step({ action: 'fill', url: page.url(), selector: scan.totp, detail: 'one-time code (value not recorded)' });
        last = 'totp';
      } else if (scan.username) {
        await typeInto(page, 'username', spec.username);
        trace.step({ action: 'fill', url: page.url(), selector: scan.username, detail: 'username (first step; the password page follows)' });
        last = 'username';
      }
      await submit(page, scan, last ?? 'username', trace);
      await settle(page, spec);
      trace.step({ action: 'answered', url: page.url() });
    }
    throw new LoginFailed(`The site kept asking for more after ${MAX_STEPS} steps`);
  } catch (err) {
    if (err instanceof LoginFailed) throw err;
    throw requestFailure(spec.loginUrl, err, seconds);
  }
}

async function checkSuccess(page: Page, spec: LoginSpec, trace: TraceSink): Promise<void> {
  const success = spec.selectors.success;
  if (success) {
    const found = await page
      .waitForSelector(success, { timeout: bounded(spec, 5000) })
      .then(() => true)
      .catch((err: Error) => {
        if (err.name === 'TimeoutError') return false;
        throw err;
      });
    trace.step({ action: 'check', url: page.url(), selector: success, detail: found ? 'success selector present' : 'success selector absent' });
    if (!found) throw new LoginFailed(`The success selector "${success}" did not appear after the login`);
    return;
  }
  trace.step({ action: 'check', url: page.url(), detail: 'login form gone and no error shown' });
}
