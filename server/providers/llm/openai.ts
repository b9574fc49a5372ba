/**
 * The openai provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp, LM Studio) with structured outputs (`response_format: json_schema`).
 */
import type { Dispatcher } from 'undici';
import type { Extractor } from '../../engine/extract/extractor';
import { ExtractionError } from '../../engine/types';
import { openAiContent } from './image-content';
import { pageBudget, SYSTEM_PROMPT, userMessage } from './page-prompt';
import { postJson } from './post-json';
import { strictSchema } from './strict-schema';

/** Where the endpoint is. */
export interface OpenAiOptions {
  /** Base URL ending in /v1 (default https://api.openai.com/v1). */
  baseUrl?: string;
  apiKey?: string;
  /** Context window of the model, tokens (sizes the page budget). */
  contextTokens: (model: string) => number;
  dispatcher?: Dispatcher;
}

interface ChatCompletion {
  choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

/** Creates the OpenAI-compatible extractor. */
export function createOpenAiExtractor(opts: OpenAiOptions): Extractor {
  const base = (opts.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  return {
    id: 'openai',
    repairable: true,
    async extract(req) {
      const body = {
        model: req.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: openAiContent(userMessage(req, pageBudget(opts.contextTokens(req.model))), req.screen?.png) },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'extraction', schema: strictSchema(req.schema), strict: true } },
      };
      const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};
      const res = (await postJson('openai', `${base}/chat/completions`, headers, body, req.signal, opts.dispatcher)) as ChatCompletion;
      const message = res.choices?.[0]?.message;
      if (message?.refusal) throw new ExtractionError('upstream_failed', `The model refused: ${message.refusal}`, 'provider', { raw: message.refusal });
      let data: unknown;
      try {
        data = JSON.parse(message?.content ?? '');
      } catch {
        throw new ExtractionError('upstream_failed', 'The openai provider answered without JSON content', 'provider', {
          raw: JSON.stringify(res).slice(0, 2000),
        });
      }
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        throw new ExtractionError('upstream_failed', 'The openai provider answered JSON that is not an object', 'provider', {
          raw: String(message?.content).slice(0, 2000),
        });
      }
      return { data: data as Record<string, unknown>, inputTokens: res.usage?.prompt_tokens ?? 0, outputTokens: res.usage?.completion_tokens ?? 0 };
    },
  };
}
