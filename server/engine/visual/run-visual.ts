/**
 * One visual run on a loaded page: lay the page out at a fixed width, enumerate its visible
 * elements, capture it, pick the elements the instruction asks for, and draw the annotated PNG.
 */
import type { Page } from 'puppeteer-core';
import { raced } from '../raced';
import { annotate } from './annotate';
import { enumerateInPage, type EnumerateLimits } from './enumerate';
import { matchInstruction } from './match-instruction';
import type { PageInventory, VisualElement } from './types';

/** Layout width of visual runs, CSS pixels; the first screen is this wide and VIEWPORT_HEIGHT tall. */
export const VIEWPORT_WIDTH = 1280;
/** Height of the first screen; longer pages are laid out (and captured) at their full height up to LIMITS.maxHeight. */
export const VIEWPORT_HEIGHT = 800;
const LIMITS: EnumerateLimits = { maxWidth: 2560, maxHeight: 6000, maxElements: 400 };

/** An LLM that picks labels from the annotated screenshot. */
export interface LabelPicker {
  id: string;
  pick(req: { instruction: string; elements: VisualElement[]; png: Buffer; model: string; signal: AbortSignal }): Promise<{
    labels: number[];
    inputTokens: number;
    outputTokens: number;
  }>;
}

/** What the page work yields, before history and artifacts. */
export interface PageVisual {
  inventory: PageInventory;
  selected: number[];
  /** Share of the things the instruction names that something on the page matched. */
  completeness: number;
  /** Why something named matched nothing. */
  reason?: string;
  raw: Buffer;
  annotated: Buffer;
  inputTokens: number;
  outputTokens: number;
}

/**
 * Lays the page out, enumerates, captures and annotates it. The viewport is grown to the page's
 * height before enumerating, so the boxes and the screenshot come from one and the same layout.
 */
export async function visualOnPage(page: Page, instruction: string, picker: { picker?: LabelPicker; model: string }, signal: AbortSignal): Promise<PageVisual> {
  await raced(page.setViewport({ width: VIEWPORT_WIDTH, height: VIEWPORT_HEIGHT, deviceScaleFactor: 1 }), signal);
  const full = await raced(
    page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0)),
    signal,
  );
  const height = Math.min(Math.max(full, VIEWPORT_HEIGHT), LIMITS.maxHeight);
  if (height !== VIEWPORT_HEIGHT) await raced(page.setViewport({ width: VIEWPORT_WIDTH, height, deviceScaleFactor: 1 }), signal);
  await raced(
    page.evaluate(() => window.scrollTo(0, 0)),
    signal,
  );
  const inventory = await raced(page.evaluate(enumerateInPage, LIMITS), signal);
  const raw = Buffer.from(await raced(page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: inventory.width, height: inventory.height } }), signal));
  if (!picker.picker) {
    const match = matchInstruction(instruction, inventory.elements);
    return {
      inventory,
      selected: match.labels,
      completeness: match.asked > 0 ? match.found / match.asked : 0,
      ...(match.reason ? { reason: match.reason } : {}),
      raw,
      annotated: annotate(raw, inventory.elements, match.labels),
      inputTokens: 0,
      outputTokens: 0,
    };
  }
  // The model reads the same numbered boxes the caller gets back, before any selection is drawn.
  const labelled = annotate(raw, inventory.elements, []);
  const answer = await picker.picker.pick({ instruction, elements: inventory.elements, png: labelled, model: picker.model, signal });
  const known = new Set(inventory.elements.map((e) => e.label));
  const selected = [...new Set(answer.labels.filter((l) => known.has(l)))];
  return {
    inventory,
    selected,
    // The model names labels, not which part of the instruction each answers: all or nothing.
    completeness: selected.length > 0 ? 1 : 0,
    ...(selected.length === 0 ? { reason: `The model ${picker.model} selected none of the ${inventory.elements.length} elements` } : {}),
    raw,
    annotated: annotate(raw, inventory.elements, selected),
    inputTokens: answer.inputTokens,
    outputTokens: answer.outputTokens,
  };
}
