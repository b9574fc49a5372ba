/**
 * Login traces, redacted by construction: a step holds an action, a URL with its query values,
 * fragment and user info removed, and a selector or a short description — never a typed value,
 * a header or a cookie. As a second guard every text is scrubbed of the credential's own secrets.
 */
import type { TraceStep } from '../../contract/auth';
import type { TraceSink, TraceStepInput } from '../../engine/login/auth-browser';

/** A URL fit for a trace or an error message: no user info, query values or fragment. */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    u.username = '';
    u.password = '';
    u.hash = '';
    const keys = [...u.searchParams.keys()];
    u.search = '';
    const query = keys.map((k) => `${encodeURIComponent(k)}=…`).join('&');
    return query ? `${u.toString()}?${query}` : u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** `text` with every occurrence of a secret (4 characters or more) and every URL redacted. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text.replace(/https?:\/\/[^\s"'<>)]+/g, (u) => redactUrl(u));
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('[redacted]');
  return out;
}

/** A trace being recorded. */
export interface TraceRecorder extends TraceSink {
  steps(): TraceStep[];
}

/** Records steps of one login; `secrets` are scrubbed from every text. */
export function createTraceRecorder(secrets: readonly string[]): TraceRecorder {
  const steps: TraceStep[] = [];
  return {
    step(s: TraceStepInput) {
      const step: TraceStep = { at: new Date().toISOString(), action: s.action, url: redactUrl(s.url) };
      if (s.selector) step.selector = scrub(s.selector, secrets);
      if (s.status !== undefined) step.status = s.status;
      if (s.detail) step.detail = scrub(s.detail, secrets);
      steps.push(step);
    },
    steps: () => steps.slice(),
  };
}
