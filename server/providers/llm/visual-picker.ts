/**
 * Visual element picking by an LLM that reads images: the model gets the annotated screenshot
 * (numbered boxes) and a compact list of the labelled elements, and answers the labels the
 * instruction asks for. OpenAI-compatible chat completions (image_url data URL, json_schema
 * output) and the Anthropic Messages API (base64 image block, one forced tool).
 */
import type { Dispatcher } from 'undici';
import type { LabelPicker } from '../../engine/visual/run-visual';
import { ExtractionError } from '../../engine/types';
import { postJson } from './post-json';
import { anthropicContent, openAiContent } from './image-content';

/** Where the provider is. */
export interface VisualPickerOptions {
  provider: 'openai' | 'anthropic';
  baseUrl?: string;
  apiKey?: string;
  dispatcher?: Dispatcher;
}

const SYSTEM =
  'You select elements on a web page. The screenshot shows every candidate element outlined with its numeric label in a badge at its top-left corner. ' +
  'Answer with the labels of the elements the instruction asks for, in the order it names them, and nothing the instruction does not ask for. ' +
  'Use only labels that appear in the element list.';

const ANSWER_SCHEMA = {
  type: 'object',
  properties: { labels: { type: 'array', items: { type: 'integer' } } },
  required: ['labels'],
  additionalProperties: false,
};

const TOOL = 'select_elements';

function listing(elements: Parameters<LabelPicker['pick']>[0]['elements']): string {
  return elements
    .map((e) => {
      const attrs = ['id', 'name', 'type', 'placeholder', 'aria-label', 'href']
        .filter((k) => e.attributes[k])
        .map((k) => `${k}=${JSON.stringify(e.attributes[k].slice(0, 80))}`);
      return `[${e.label}] ${e.role} <${e.tag}> ${JSON.stringify((e.name || e.text).slice(0, 120))}${attrs.length ? ' ' + attrs.join(' ') : ''}`;
    })
    .join('\n');
}

function labelsFrom(value: unknown, provider: string, raw: string): number[] {
  const labels = (value as { labels?: unknown } | null)?.labels;
  if (!Array.isArray(labels) || !labels.every((l) => Number.isInteger(l))) {
    throw new ExtractionError('upstream_failed', `The ${provider} provider did not answer a list of labels`, 'provider', { raw: raw.slice(0, 2000) });
  }
  return labels as number[];
}

/** Creates a picker for an OpenAI-compatible or Anthropic endpoint. */
export function createVisualPicker(opts: VisualPickerOptions): LabelPicker {
  return {
    id: opts.provider,
    async pick({ instruction, elements, png, model, signal }) {
      const text = `Instruction: ${instruction}\n\nLabelled elements:\n${listing(elements)}`;
      if (opts.provider === 'openai') {
        const base = (opts.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
        const body = {
          model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: openAiContent(text, png) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'selection', schema: ANSWER_SCHEMA, strict: true } },
        };
        const headers: Record<string, string> = opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {};
        const res = (await postJson('openai', `${base}/chat/completions`, headers, body, signal, opts.dispatcher)) as {
          choices?: { message?: { content?: string | null } }[];
          usage?: { prompt_tokens?: number; completion_tokens?: number };
        };
        const content = res.choices?.[0]?.message?.content ?? '';
        let parsed: unknown;
        try {
          parsed = JSON.parse(content);
        } catch {
          parsed = null;
        }
        return { labels: labelsFrom(parsed, 'openai', content), inputTokens: res.usage?.prompt_tokens ?? 0, outputTokens: res.usage?.completion_tokens ?? 0 };
      }
      const base = (opts.baseUrl ?? 'https://api.anthropic.com').replace(/\/+$/, '');
      const body = {
        model,
        max_tokens: 1024,
        temperature: 0,
        system: SYSTEM,
        messages: [{ role: 'user', content: anthropicContent(text, png) }],
        tools: [{ name: TOOL, description: 'Record the labels of the selected elements.', input_schema: ANSWER_SCHEMA }],
        tool_choice: { type: 'tool', name: TOOL },
      };
      const headers: Record<string, string> = { 'anthropic-version': '2023-06-01', ...(opts.apiKey ? { 'x-api-key': opts.apiKey } : {}) };
      const res = (await postJson('anthropic', base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`, headers, body, signal, opts.dispatcher)) as {
        content?: { type: string; name?: string; input?: unknown }[];
        usage?: { input_tokens?: number; output_tokens?: number };
      };
      const call = res.content?.find((c) => c.type === 'tool_use' && c.name === TOOL);
      return {
        labels: labelsFrom(call?.input, 'anthropic', JSON.stringify(res)),
        inputTokens: res.usage?.input_tokens ?? 0,
        outputTokens: res.usage?.output_tokens ?? 0,
      };
    },
  };
}
