/**
 * Reading the pixels of a PNG a test received (screenshots, annotated images).
 */
import type { PNG } from 'pngjs';

/** The RGB of pixel (x, y). */
export function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (png.width * y + x) << 2;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}
