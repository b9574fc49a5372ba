/**
 * What LLM providers send: the page reduced to compact markdown (plus its structured data) within
 * the model's context budget, and the instructions around it.
 */
import type { ExtractionRequest } from '../../engine/extract/extractor';

/** Characters per token, a conservative estimate for English HTML-derived text. */
const CHARS_PER_TOKEN = 4;
/** Page tokens sent at most, whatever the window: cost stays bounded on huge pages. */
const PAGE_TOKEN_CAP = 24_000;
/** Tokens kept free for instructions, schema and the answer. */
const RESERVED = 6_000;

/** The system instruction every provider uses. */
export const SYSTEM_PROMPT =
  'You extract structured data from web pages. Use only what the page shows; never invent values. ' +
  'Use null for a value the page does not show. Copy text as written; give numbers as plain numbers.';

/** Page tokens a model may receive. */
export function pageBudget(contextTokens: number): number {
  return Math.max(1_000, Math.min(PAGE_TOKEN_CAP, contextTokens - RESERVED));
}

function clip(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}\n…[truncated]`;
}

/** The user message: instruction, page facts, structured data and markdown, within `budgetTokens`. */
export function userMessage(req: ExtractionRequest, budgetTokens: number): string {
  const { page } = req;
  const budget = budgetTokens * CHARS_PER_TOKEN;
  const structured = [...page.jsonLd, ...page.microdata];
  // Structured data is dense and reliable; it gets up to a quarter of the budget.
  const ld = structured.length ? clip(JSON.stringify(structured), Math.floor(budget / 4)) : '';
  const head = [
    req.prompt ? `Instruction: ${req.prompt}` : 'Extract the data described by the schema.',
    `URL: ${page.url}`,
    `Title: ${page.title}`,
    page.meta.description ? `Description: ${page.meta.description}` : '',
    ld ? `Structured data (JSON-LD/microdata):\n${ld}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const repair = req.repair
    ? `\n\nYour previous answer was:\n${JSON.stringify(req.repair.previous)}\nIt had these problems:\n- ${req.repair.problems.join('\n- ')}\nAnswer again, fixing them from the page.`
    : '';
  // A device screen: its window hierarchy (the screenshot goes beside it as an image).
  if (req.screen) {
    const outline = clip(req.screen.outline, Math.max(0, budget - head.length));
    return `${head}\n\nThe page is an Android app screen; its screenshot is attached. Window hierarchy (class, text, desc=content description, id=resource id, [left,top][right,bottom] bounds in pixels):\n<screen>\n${outline}\n</screen>${repair}`;
  }
  const body = clip(page.markdown, Math.max(0, budget - head.length));
  return `${head}\n\nPage content (markdown):\n<page>\n${body}\n</page>${repair}`;
}
