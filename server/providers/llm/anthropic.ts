/**
 * The anthropic provider: the Messages API with one forced tool whose input schema is the user's
 * schema, so the answer arrives as the tool call's input.
 */
import type { Dispatcher } from 'undici';
import type { Extractor } from '../../engine/extract/extractor';
import { ExtractionError } from '../../engine/types';
import { anthropicContent } from './image-content';
import { pageBudget, SYSTEM_PROMPT, userMessage } from './page-prompt';
import { postJson } from './post-json';

/** Where the API is. */
export interface AnthropicOptions {
  /** Base URL, with or without /v1 (default https://api.anthropic.com). */
  baseUrl?: string;
  apiKey?: string;
  contextTokens: (model: string) => number;
  dispatcher?: Dispatcher;
}

/** The tool the model must call. */
export const TOOL_NAME = 'record_extraction';
const MAX_TOKENS = 8192;

interface MessagesResponse {
  content?: { type: string; name?: string; input?: unknown; text?: string }[];
  usage?: { input_tokens?: number; output_tokens?: number };
  stop_reason?: string;
}

/** Creates the Anthropic extractor. */
export function createAnthropicExtractor(opts: AnthropicOptions): Extractor {
  const base = (opts.baseUrl ?? 'https://api.anthropic.com').replace(/\/+$/, '');
  const url = base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
  return {
    id: 'anthropic',
    repairable: true,
    async extract(req) {
      const { $schema: _drop, ...inputSchema } = req.schema;
      const body = {
        model: req.model,
        max_tokens: MAX_TOKENS,
        temperature: 0,
        system: SYSTEM_PROMPT,
        messages: [{ role: 'user', content: anthropicContent(userMessage(req, pageBudget(opts.contextTokens(req.model))), req.screen?.png) }],
        tools: [{ name: TOOL_NAME, description: 'Record the data extracted from the web page.', input_schema: { type: 'object', ...inputSchema } }],
        tool_choice: { type: 'tool', name: TOOL_NAME },
      };
      const headers: Record<string, string> = { 'anthropic-version': '2023-06-01', ...(opts.apiKey ? { 'x-api-key': opts.apiKey } : {}) };
      const res = (await postJson('anthropic', url, headers, body, req.signal, opts.dispatcher)) as MessagesResponse;
      const call = res.content?.find((c) => c.type === 'tool_use' && c.name === TOOL_NAME);
      if (!call || !call.input || typeof call.input !== 'object') {
        throw new ExtractionError(
          'upstream_failed',
          `The anthropic provider did not call ${TOOL_NAME} (stop_reason ${res.stop_reason ?? 'unknown'})`,
          'provider',
          {
            raw: JSON.stringify(res).slice(0, 2000),
          },
        );
      }
      return { data: call.input as Record<string, unknown>, inputTokens: res.usage?.input_tokens ?? 0, outputTokens: res.usage?.output_tokens ?? 0 };
    },
  };
}
