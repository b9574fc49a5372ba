/**
 * Draws the annotated PNG: a box around every enumerated element and a numbered badge at its
 * corner, composed over the screenshot with pngjs. Composing in Node (rather than injecting an
 * overlay into the page and screenshotting again) leaves the page untouched, draws on exactly the
 * pixels the boxes were measured on, and needs no second capture.
 */
import { PNG } from 'pngjs';
import type { VisualElement } from './types';

type Rgb = readonly [number, number, number];

/** Outline colours: interactive elements, text blocks, and the elements the instruction selected. */
export const COLORS = {
  interactive: [255, 106, 0] as Rgb,
  text: [37, 99, 235] as Rgb,
  selected: [22, 163, 74] as Rgb,
  digit: [255, 255, 255] as Rgb,
};

// 3×5 digit glyphs, one row per string, drawn at SCALE.
const GLYPHS: Record<string, string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '010', '010', '010'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
};
const SCALE = 3;
const PAD = 2;
const DIGIT_W = 3 * SCALE;
const BADGE_H = 5 * SCALE + PAD * 2;

function setPixel(png: PNG, x: number, y: number, c: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = c[0];
  png.data[i + 1] = c[1];
  png.data[i + 2] = c[2];
  png.data[i + 3] = 255;
}

function fillRect(png: PNG, x: number, y: number, w: number, h: number, c: Rgb): void {
  for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) setPixel(png, xx, yy, c);
}

function strokeRect(png: PNG, x: number, y: number, w: number, h: number, thick: number, c: Rgb): void {
  fillRect(png, x, y, w, thick, c);
  fillRect(png, x, y + h - thick, w, thick, c);
  fillRect(png, x, y, thick, h, c);
  fillRect(png, x + w - thick, y, thick, h, c);
}

/** Size of the badge drawn for a label. */
export function badgeSize(label: number): { width: number; height: number } {
  const digits = String(label).length;
  return { width: digits * DIGIT_W + (digits - 1) * SCALE + PAD * 2, height: BADGE_H };
}

function drawBadge(png: PNG, label: number, x: number, y: number, bg: Rgb): void {
  const { width, height } = badgeSize(label);
  fillRect(png, x, y, width, height, bg);
  let cx = x + PAD;
  for (const ch of String(label)) {
    GLYPHS[ch].forEach((row, ry) => {
      for (let rx = 0; rx < 3; rx++) if (row[rx] === '1') fillRect(png, cx + rx * SCALE, y + PAD + ry * SCALE, SCALE, SCALE, COLORS.digit);
    });
    cx += DIGIT_W + SCALE;
  }
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where each element's badge goes: above its top-left corner when free, else the first free spot
 * among inside-left, above-right and inside-right, so dense pages keep every number readable.
 * Selected elements are placed first and get the preferred spot.
 */
export function placeBadges(elements: VisualElement[], selected: number[]): Map<number, Rect> {
  const chosen = new Set(selected);
  const order = [...elements].sort((a, b) => Number(chosen.has(b.label)) - Number(chosen.has(a.label)) || a.label - b.label);
  const placed = new Map<number, Rect>();
  for (const el of order) {
    const { width, height } = badgeSize(el.label);
    const { x, y, width: w } = el.box;
    const above = Math.max(0, y - height);
    const candidates: Rect[] = [
      { x, y: above, width, height },
      { x, y, width, height },
      { x: Math.max(x, x + w - width), y: above, width, height },
      { x: Math.max(x, x + w - width), y, width, height },
    ];
    const free = candidates.find((c) => ![...placed.values()].some((p) => overlaps(c, p)));
    placed.set(el.label, free ?? candidates[0]);
  }
  return placed;
}

/** Returns a new PNG: the screenshot with every element outlined and labelled; selected ones in green and thicker. */
export function annotate(screenshot: Buffer, elements: VisualElement[], selected: number[]): Buffer {
  const png = PNG.sync.read(screenshot);
  const chosen = new Set(selected);
  // Selected elements are drawn last so their outlines and badges sit on top.
  const order = [...elements].sort((a, b) => Number(chosen.has(a.label)) - Number(chosen.has(b.label)));
  const badges = placeBadges(elements, selected);
  const colorOf = (el: VisualElement) => (chosen.has(el.label) ? COLORS.selected : el.kind === 'interactive' ? COLORS.interactive : COLORS.text);
  for (const el of order) {
    const color = colorOf(el);
    const thick = chosen.has(el.label) ? 3 : 1;
    const { x, y, width, height } = el.box;
    strokeRect(png, x, y, width, height, Math.min(thick, Math.floor(width / 2), Math.floor(height / 2)), color);
  }
  // Badges after every outline, so no outline crosses a number.
  for (const el of order) {
    const b = badges.get(el.label) as Rect;
    drawBadge(png, el.label, b.x, b.y, colorOf(el));
  }
  return PNG.sync.write(png, { colorType: 6 });
}
