/**
 * One JSON POST to an LLM API, with its failures mapped to provider/timeout ExtractionErrors.
 */
import { request, type Dispatcher } from 'undici';
import { ExtractionError } from '../../engine/types';

/** POSTs `body` and resolves with the parsed JSON answer; rejects with an ExtractionError. */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  dispatcher?: Dispatcher,
): Promise<Record<string, unknown>> {
  let res;
  try {
    res = await request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal, dispatcher });
  } catch (err) {
    const e = err as Error & { code?: string };
    if (signal.aborted) throw new ExtractionError('timeout', `The ${provider} provider did not answer in time`, 'timeout', { raw: e.message });
    throw new ExtractionError('upstream_failed', `Could not reach the ${provider} provider at ${new URL(url).origin}: ${e.code ?? e.message}`, 'provider', {
      raw: `${e.name}: ${e.code ?? ''} ${e.message}`,
    });
  }
  const text = await res.body.text();
  if (res.statusCode >= 400) {
    let detail = text.slice(0, 500);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: string } | string };
      detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? detail);
    } catch {
      /* not JSON: the raw text is the detail */
    }
    throw new ExtractionError('upstream_failed', `The ${provider} provider answered HTTP ${res.statusCode}: ${detail}`, 'provider', {
      raw: `HTTP ${res.statusCode} from ${url}: ${text.slice(0, 2000)}`,
    });
  }
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new ExtractionError('upstream_failed', `The ${provider} provider returned invalid JSON`, 'provider', { raw: text.slice(0, 2000) });
  }
}
