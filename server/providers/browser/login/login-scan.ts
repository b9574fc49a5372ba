/**
 * Finding a login form's parts in the page, as a person would: the visible password input, the
 * text/email input of its form, the form's submit button; a one-time-code input; an error message.
 * Runs inside the page (puppeteer serialises the function), marks what it found with
 * `data-pluck-login` so the steps can address it, and returns readable selectors for the trace.
 */
import type { Page } from 'puppeteer-core';

/** What a scan found; each part is a readable selector for the trace, and marked for `markSelector`. */
export interface LoginScan {
  password?: string;
  username?: string;
  /** The username input is already filled with a value and read-only (second step of a two-step login). */
  usernameLocked?: boolean;
  totp?: string;
  submit?: string;
  /** Visible error text near the form, at most 200 characters. */
  error?: string;
  /** Names of the form's hidden inputs (CSRF tokens and the like); never their values. */
  hidden: string[];
}

/** Selectors the credential fixes. */
export interface FixedSelectors {
  username?: string;
  password?: string;
  submit?: string;
}

/** The selector of a part a scan marked. */
export function markSelector(part: 'password' | 'username' | 'totp' | 'submit'): string {
  return `[data-pluck-login="${part}"]`;
}

/** CSS of the inputs that mean a login form is on the page (for waiting on JS-rendered forms). */
export function formInputsCss(fixed: FixedSelectors): string {
  const own = [fixed.password, fixed.username].filter(Boolean);
  return [
    ...own,
    'input[type=password]',
    'input[type=email]',
    'input[autocomplete=username]',
    'input[autocomplete=one-time-code]',
    'input[name*=user i]',
    'input[name*=email i]',
    'input[name*=login i]',
    'input[name*=otp i]',
    'input[name*=totp i]',
  ].join(', ');
}

/** Scans the page (see the file comment). */
export function scanLoginForm(page: Page, fixed: FixedSelectors): Promise<LoginScan> {
  return page.evaluate((fixed: FixedSelectors) => {
    const visible = (el: Element | null): el is HTMLElement =>
      !!el && (el as HTMLElement).getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const describe = (el: Element): string => {
      const tag = el.tagName.toLowerCase();
      if (el.id) return `${tag}#${CSS.escape(el.id)}`;
      const name = el.getAttribute('name');
      if (name) return `${tag}[name="${name}"]`;
      const type = el.getAttribute('type');
      return type ? `${tag}[type="${type}"]` : tag;
    };
    const pick = (sel: string | undefined, scope: ParentNode = document): HTMLElement | undefined => {
      if (!sel) return undefined;
      const el = scope.querySelector(sel);
      return visible(el) ? el : undefined;
    };
    const all = (sel: string, scope: ParentNode = document) => [...scope.querySelectorAll(sel)].filter(visible) as HTMLInputElement[];
    document.querySelectorAll('[data-pluck-login]').forEach((el) => el.removeAttribute('data-pluck-login'));
    const mark = (el: HTMLElement | undefined, part: string) => {
      if (!el) return undefined;
      el.setAttribute('data-pluck-login', part);
      return describe(el);
    };
    const textual = 'input:not([type]), input[type=text], input[type=email], input[type=tel]';
    const userLike = (i: HTMLInputElement) =>
      i.autocomplete === 'username' || i.type === 'email' || /user|email|login|account|ident/i.test(`${i.name} ${i.id}`);
    const codeLike = (i: HTMLInputElement) =>
      i.autocomplete === 'one-time-code' || /otp|totp|2fa|mfa|one.?time|passcode|verification|token|code/i.test(`${i.name} ${i.id}`);

    const password = (pick(fixed.password) as HTMLInputElement | undefined) ?? all('input[type=password]')[0];
    const scope: ParentNode = password?.form ?? document;
    let username: HTMLInputElement | undefined = pick(fixed.username) as HTMLInputElement | undefined;
    let totp: HTMLInputElement | undefined;
    if (!username) {
      const candidates = all(textual, scope).filter((i) => !codeLike(i) || userLike(i));
      username = candidates.find(userLike) ?? (password ? candidates[0] : undefined);
    }
    if (!password) totp = all(`${textual}, input[type=number]`).find(codeLike);
    if (totp && username === totp) username = undefined;
    const form = (password ?? username ?? totp)?.closest('form') ?? undefined;
    const submit =
      pick(fixed.submit) ?? (form ? (all('button[type=submit], input[type=submit], button:not([type])', form)[0] ?? all('button', form)[0]) : undefined);
    const errorEl = all('[role=alert], .error, .errors, .alert-danger, .alert-error, .flash-error, .invalid-feedback, .error-message, #error').find(
      (el) => (el.textContent ?? '').trim().length > 0,
    );
    const hidden = form ? [...form.querySelectorAll('input[type=hidden]')].map((i) => i.getAttribute('name') ?? '').filter(Boolean) : [];
    return {
      password: mark(password, 'password'),
      username: mark(username, 'username'),
      usernameLocked: !!username && (username.readOnly || username.disabled) && username.value.length > 0,
      totp: mark(totp, 'totp'),
      submit: mark(submit as HTMLElement | undefined, 'submit'),
      error: errorEl ? (errorEl.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 200) : undefined,
      hidden,
    };
  }, fixed);
}
