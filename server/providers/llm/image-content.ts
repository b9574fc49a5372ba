/**
 * A user message with a PNG beside its text, in each provider's wire format: OpenAI-compatible chat
 * completions (an image_url data URL) and the Anthropic Messages API (a base64 image block first).
 */

/** OpenAI chat content: the text alone, or text and image parts. */
export function openAiContent(text: string, png?: Buffer): string | object[] {
  if (!png) return text;
  return [
    { type: 'text', text },
    { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}`, detail: 'high' } },
  ];
}

/** Anthropic message content: the text alone, or an image block and the text. */
export function anthropicContent(text: string, png?: Buffer): string | object[] {
  if (!png) return text;
  return [
    { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png.toString('base64') } },
    { type: 'text', text },
  ];
}
